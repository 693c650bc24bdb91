import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { type Browser, chromium, type LaunchOptions } from '@playwright/test'

const PARTITIONING = 'ThirdPartyStoragePartitioning'

/**
 * The Chromium features Playwright disables by default, read from its own source (its `disabledFeatures` list in
 * playwright-core), so that a Playwright upgrade that changes the list is followed rather than copied by hand.
 */
function playwrightDisabledFeatures(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'))
  const source = readFileSync(join(root, 'lib/coreBundle.js'), 'utf8')
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(source)?.[1]
  if (!list) throw new Error('playwright-core: no disabledFeatures list found in lib/coreBundle.js')
  const features = [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1]!)
  if (!features.includes(PARTITIONING))
    throw new Error(
      `playwright-core no longer disables ${PARTITIONING}: the bench's two cross-site layouts are one`,
    )
  return features
}

/**
 * Chromium with third-party storage partitioned, as browsers ship it: Playwright's default `--disable-features`
 * argument is left out and given again without ThirdPartyStoragePartitioning. (Playwright's default, storage
 * blocked for a cross-site frame, is the other cross-site layout.)
 */
export function launchPartitioned(options: LaunchOptions): Promise<Browser> {
  const features = playwrightDisabledFeatures()
  return chromium.launch({
    ...options,
    ignoreDefaultArgs: [`--disable-features=${features.join(',')}`],
    args: [
      ...(options.args ?? []),
      `--disable-features=${features.filter((feature) => feature !== PARTITIONING).join(',')}`,
    ],
  })
}
