import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * The Chromium feature that partitions a cross-site frame's storage by top-level site, as stock Chrome, Edge,
 * Firefox and Safari do. Playwright turns it off by default (microsoft/playwright#32230), and then Chromium blocks
 * a cross-site frame's `localStorage` instead.
 */
export const PARTITIONING_FEATURE = 'ThirdPartyStoragePartitioning'

/** Where playwright-core keeps `chromiumSwitches`: its own file in older releases, the core bundle since. */
const SWITCHES_FILES = ['lib/server/chromium/chromiumSwitches.js', 'lib/coreBundle.js']

/**
 * The `disabledFeatures` list of Playwright's `chromiumSwitches`, read from its source text.
 *
 * @throws {Error} when the list is missing or holds anything but string literals (a Playwright release changed it).
 */
export function disabledFeaturesIn(source: string): string[] {
  const from = source.indexOf('chromiumSwitches')
  const list = /disabledFeatures\s*=\s*\[([^\]]*)\]/.exec(from < 0 ? '' : source.slice(from))?.[1]
  if (list === undefined) throw new Error('no `disabledFeatures = [...]` after `chromiumSwitches`')
  const entries = list
    .replace(/\/\/[^\n]*/g, '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.map((entry) => {
    const literal = /^(["'])([A-Za-z0-9_]+)\1$/.exec(entry)
    if (!literal) throw new Error(`\`disabledFeatures\` holds ${entry}, not a feature name`)
    return literal[2]!
  })
}

/** The `--disable-features=…` switch Playwright passes to Chromium, as its installed release writes it. */
export function playwrightDisabledFeatures(): string[] {
  const core = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'))
  const file = SWITCHES_FILES.map((path) => join(core, path)).find((path) => existsSync(path))
  if (!file) throw new Error(`none of ${SWITCHES_FILES.join(', ')} in ${core}`)
  try {
    return disabledFeaturesIn(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(
      `cannot read Playwright's disabled Chromium features in ${file}: ${(error as Error).message}`,
    )
  }
}

/**
 * Launch options that give Chromium storage partitioning back: Playwright's own `--disable-features` switch
 * (exactly as it passes it) is dropped, and the same list without {@link PARTITIONING_FEATURE} passed instead.
 *
 * @throws {Error} when Playwright does not disable the feature (then the blocked layout needs a switch instead).
 */
export function storagePartitioningLaunch(disabled: readonly string[] = playwrightDisabledFeatures()) {
  if (!disabled.includes(PARTITIONING_FEATURE)) {
    throw new Error(
      `Playwright no longer disables ${PARTITIONING_FEATURE} (${disabled.join(',')}): e2e's blocked layout ` +
        'needs it disabled, and its partitioned one no longer needs this override',
    )
  }
  return {
    ignoreDefaultArgs: [`--disable-features=${disabled.join(',')}`],
    args: [`--disable-features=${disabled.filter((feature) => feature !== PARTITIONING_FEATURE).join(',')}`],
  }
}
