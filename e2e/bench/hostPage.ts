import type { Browser, BrowserContext, Frame, Page } from '@playwright/test'
import type { anvilNetwork } from '../fixtures.js'

export type Network = ReturnType<typeof anvilNetwork>

/**
 * tsx compiles with esbuild's `keepNames`, which wraps named functions in `__name(…)`: functions that Playwright
 * serialises into the page would throw without this no-op. Injected into every frame of the context.
 */
const NAME_SHIM = 'globalThis.__name ??= (fn) => fn'

export async function newHostContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext()
  await context.addInitScript({ content: NAME_SHIM })
  return context
}

export async function openHostPage(
  context: BrowserContext,
  hostUrl: string,
  modalUrl: string,
): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${hostUrl}/host.html?modal=${encodeURIComponent(`${modalUrl}/`)}`)
  await page.waitForFunction(() => 'WalletModal' in window)
  return page
}

export function modalFrameOf(page: Page, modalUrl: string): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${modalUrl}/`))
  if (!frame) throw new Error(`no frame from ${modalUrl}`)
  return frame
}
