import { test as base, type Page, type TestInfo } from '@playwright/test'

export * from '@playwright/test'

/** Console lines kept per page: enough to see the last steps before a failure. */
const KEPT_LINES = 60

/** What the page showed and said, for a test that failed: every frame's ARIA snapshot and the console's last lines. */
async function describePage(page: Page, lines: readonly string[]): Promise<string> {
  const frames = await Promise.all(
    page.frames().map(async (frame) => {
      const snapshot = await frame
        .locator('body')
        .ariaSnapshot({ timeout: 1_000 })
        .catch((error: Error) => `(no snapshot: ${error.message.split('\n')[0]})`)
      return `frame ${frame.url()}\n${snapshot}`
    }),
  )
  // The loader's state as the dapp reads it (a page without the loader says so).
  const state = await page
    .evaluate('JSON.stringify(window.WalletModal?.getState?.())')
    .catch((error: Error) => error.message.split('\n')[0])
  return [...frames, `getState(): ${String(state)}`, `console (last ${KEPT_LINES} lines):`, ...lines].join(
    '\n',
  )
}

/**
 * Playwright's `test` with one addition: when a test fails, the run's output gets what its page showed, the modal's
 * frame included (Playwright's own error context stops at the iframe), and what its frames logged. CI keeps only
 * that output, so a failure that a rerun does not bring back can still be read.
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo: TestInfo) => {
    const lines: string[] = []
    const keep = (line: string) => {
      lines.push(line)
      if (lines.length > KEPT_LINES) lines.shift()
    }
    page.on('console', (message) => keep(`[${message.type()}] ${message.text()}`))
    page.on('pageerror', (error) => keep(`[pageerror] ${error.message}`))
    await use(page)
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return
    console.log(
      `\n--- "${testInfo.title}" failed; what its page showed ---\n${await describePage(page, lines)}\n---`,
    )
  },
})
