import { defineConfig } from '@playwright/test'
import { chromiumExecutable } from './e2e/stack/chromiumExecutable.js'

// Debian's Chromium (notes/browser-tests.md); Playwright's own build only when that is missing. Never a download.
// Without either, one line saying what to install, instead of one launch error per test.
let executablePath: string
try {
  executablePath = chromiumExecutable()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/stack/global-setup.ts',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      // Playwright adds --headless itself. The resolver rule is one argv entry, so no shell quotes around it:
      // every other host fails at once, so a test that reaches outside by accident shows it.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE 127.0.0.2',
      ],
    },
  },
})
