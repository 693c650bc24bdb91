import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** Debian's Chromium, the one the tests are measured with (notes/browser-tests.md). */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/** What a machine without either browser must install, on one line. */
export const MISSING_CHROMIUM_MESSAGE =
  `No Chromium for the end-to-end tests: install it with \`apt-get install chromium\` (${SYSTEM_CHROMIUM}) ` +
  'or `npx playwright install chromium`, then run the tests again.'

/**
 * The browser the e2e tests launch: the system Chromium when there is one, else Playwright's own build when
 * `npx playwright install chromium` put it in place. Never a download.
 *
 * @throws {Error} {@link MISSING_CHROMIUM_MESSAGE} when neither is installed.
 */
export function chromiumExecutable(exists: (path: string) => boolean = existsSync): string {
  if (exists(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM
  const playwrights = chromium.executablePath()
  if (exists(playwrights)) return playwrights
  throw new Error(MISSING_CHROMIUM_MESSAGE)
}
