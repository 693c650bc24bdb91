import { defineConfig } from '@playwright/test'
import { PARTITIONED_TITLE } from './e2e/layouts.js'
import { chromiumExecutable } from './e2e/stack/chromiumExecutable.js'
import { storagePartitioningLaunch } from './e2e/stack/storagePartitioning.js'

// Debian's Chromium (notes/browser-tests.md); Playwright's own build only when that is missing. Never a download.
// Without either, one line saying what to install, instead of one launch error per test.
let executablePath: string
try {
  executablePath = chromiumExecutable()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

// Playwright adds --headless itself. The resolver rule is one argv entry, so no shell quotes around it:
// every other host fails at once, so a test that reaches outside by accident shows it. `*.localhost` is loopback by
// definition (RFC 6761; Chromium never asks DNS for it): the passkey tests' same-site layout uses such names, since
// a relying party cannot be an IP address.
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1, EXCLUDE 127.0.0.2',
]
// Playwright's launch disables storage partitioning, so a cross-site frame's storage is blocked; browsers
// partition it by default. The `partitioned` project turns it back on, computed from the installed Playwright.
const partitioning = storagePartitioningLaunch()

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
    launchOptions: { executablePath, args },
  },
  projects: [
    // Same-site, and cross-site with the frame's storage blocked.
    { name: 'chromium', grepInvert: PARTITIONED_TITLE },
    // Cross-site with the frame's storage partitioned, as users have it: only the tests titled so (e2e/layouts.ts).
    {
      name: 'partitioned',
      grep: PARTITIONED_TITLE,
      use: {
        launchOptions: {
          executablePath,
          ignoreDefaultArgs: partitioning.ignoreDefaultArgs,
          args: [...args, ...partitioning.args],
        },
      },
    },
  ],
})
