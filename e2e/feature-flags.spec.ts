import { expectAccessible } from './a11yCheck.js'
import { openAccount } from './accountFixture.js'
import { anvilNetwork, modalFrame, openHost } from './fixtures.js'
import { SAME_SITE } from './layouts.js'
import { expect, type Page, test } from './test.js'
import { installTestWallet } from './wallet/fixtures.js'
import type { TestWalletConfig } from './wallet/types.js'

// SPEC §1: every feature flag does what it says, and one switched off removes its code path (its chunk is never
// requested). Same-site: what a flag gates does not depend on where the frame's storage goes.

const ACTIVITY_CHUNK = /\/assets\/ActivityTab-[\w-]+\.js$/
const NETWORKS_CHUNK = /\/assets\/Networks-[\w-]+\.js$/

/** Every URL the page and its frames request, as they go. */
function requests(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  return requested
}

/** The host page with the test wallet, the modal configured with `config` on anvil, and Connect open. */
async function openConnect(page: Page, config: Record<string, unknown>, wallet: TestWalletConfig = {}) {
  await installTestWallet(page, wallet)
  await openHost(page, { modal: SAME_SITE.modalUrl() })
  await page.evaluate((config) => window.WalletModal.init(config), { networks: [anvilNetwork()], ...config })
  await page.evaluate(() => window.WalletModal.openWalletModal())
  const frame = modalFrame(page)
  await expect(frame.getByRole('dialog')).toBeVisible()
  return frame
}

test(`behavior: features.history off hides Activity, and its chunk is never requested, ${SAME_SITE.name}`, async ({
  page,
}) => {
  const requested = requests(page)
  const frame = await openAccount(page, { modal: SAME_SITE.modalUrl(), features: { history: false } })
  await expect(frame.getByRole('tab')).toHaveText(['Tokens', 'NFTs'])
  await frame.getByRole('tab', { name: 'NFTs' }).click()
  // The other views' chunks load in idle time after `ready`: by then, not Activity's.
  await expect.poll(() => requested.some((url) => NETWORKS_CHUNK.test(url))).toBe(true)
  expect(requested.filter((url) => ACTIVITY_CHUNK.test(url))).toEqual([])
})

test(`default: features.history on shows Activity, whose chunk loads when it is chosen, ${SAME_SITE.name}`, async ({
  page,
}) => {
  const frame = await openAccount(page, { modal: SAME_SITE.modalUrl() })
  await expect(frame.getByRole('tab')).toHaveText(['Tokens', 'NFTs', 'Activity'])
  const loaded = page.waitForResponse((response) => ACTIVITY_CHUNK.test(response.url()))
  await frame.getByRole('tab', { name: 'Activity' }).click()
  expect((await loaded).status()).toBe(200)
  await expect(frame.getByRole('tabpanel')).toBeVisible()
})

test(`default: Account's wallet features in SPEC's order (receive, then send), ${SAME_SITE.name}`, async ({
  page,
}) => {
  const frame = await openAccount(page, { modal: SAME_SITE.modalUrl() })
  const actions = frame.getByRole('button', { name: /^(Send|Receive)$/ })
  await expect(actions).toHaveText(['Receive', 'Send'])
})

test(`behavior: enableWallets false offers no wallet and says so, ${SAME_SITE.name}`, async ({ page }) => {
  const frame = await openConnect(page, { enableWallets: false })
  await expect(frame.getByRole('note')).toHaveText('This app does not offer wallet connections.')
  await expect(frame.getByRole('button', { name: /Test Wallet/ })).toHaveCount(0)
  await expect(frame.getByRole('button', { name: 'All wallets' })).toHaveCount(0)
  await expect(frame.getByRole('link', { name: /what a wallet is/ })).toHaveCount(0)
})

test(`default: the wallet guide ("New to wallets?") links to a guide; enableWalletGuide false removes it, ${SAME_SITE.name}`, async ({
  page,
}) => {
  const frame = await openConnect(page, {})
  await expect(frame.getByText('New to wallets?')).toBeVisible()
  const guide = frame.getByRole('link', { name: 'Learn what a wallet is (opens in a new tab)' })
  await expect(guide).toHaveAttribute('href', 'https://ethereum.org/en/wallets/')
  await expect(guide).toHaveAttribute('target', '_blank')

  await page.evaluate(() => window.WalletModal.init({ enableWalletGuide: false }))
  await expect(frame.getByRole('button', { name: /Test Wallet/ })).toBeVisible()
  await expect(frame.getByText('New to wallets?')).toHaveCount(0)
})

test(`behavior: enableEIP6963 false ignores the wallets the page announces, ${SAME_SITE.name}`, async ({
  page,
}) => {
  const frame = await openConnect(page, { enableEIP6963: false })
  await expect(frame.getByText('Connecting to')).toBeVisible()
  await expect(frame.getByRole('region', { name: 'Wallets' })).toBeVisible()
  await expect(frame.getByRole('button', { name: /Test Wallet/ })).toHaveCount(0)
})

test(`behavior: legalCheckbox: the wallets are disabled until the terms are agreed to, then connect, ${SAME_SITE.name}`, async ({
  page,
}) => {
  const frame = await openConnect(
    page,
    {
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://app.example.com/terms',
      privacyPolicyUrl: 'https://app.example.com/privacy',
    },
    { autoApprove: true },
  )
  const agree = frame.getByRole('checkbox', {
    name: 'I agree to the Terms of Service (opens in a new tab) and the Privacy Policy (opens in a new tab)',
  })
  await expect(agree).not.toBeChecked()
  await expect(frame.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute(
    'href',
    'https://app.example.com/terms',
  )
  await expect(frame.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
    'href',
    'https://app.example.com/privacy',
  )
  const wallet = frame.getByRole('button', { name: /Test Wallet/ })
  await expect(wallet).toBeDisabled()
  await expect(frame.getByRole('button', { name: 'All wallets' })).toBeDisabled()
  await wallet.click({ force: true }).catch(() => {})
  expect(await page.evaluate(() => window.WalletModal.getState().status)).toBe('disconnected')

  await agree.check()
  await expect(wallet).toBeEnabled()
  await wallet.click()
  await page.waitForFunction(() => window.WalletModal.getState().status === 'connected')
})

test(`behavior: legal links without legalCheckbox are a note under the wallets, which stay enabled, ${SAME_SITE.name}`, async ({
  page,
}) => {
  const frame = await openConnect(page, { termsConditionsUrl: 'https://app.example.com/terms' })
  await expect(
    frame.getByText('By connecting, you agree to the Terms of Service (opens in a new tab).'),
  ).toBeVisible()
  await expect(frame.getByRole('checkbox')).toHaveCount(0)
  await expect(frame.getByRole('button', { name: /Test Wallet/ })).toBeEnabled()
})

test(`error: legalCheckbox without a link to agree to is refused by init, ${SAME_SITE.name}`, async ({
  page,
}) => {
  await openHost(page, { modal: SAME_SITE.modalUrl() })
  await expect(
    page.evaluate(() => window.WalletModal.init({ features: { legalCheckbox: true } })),
  ).rejects.toThrow('`features.legalCheckbox` needs `termsConditionsUrl` or `privacyPolicyUrl`')
})

for (const themeMode of ['light', 'dark'] as const)
  test(`a11y: Connect with the legal checkbox, its links and the wallet guide, ${themeMode}, ${SAME_SITE.name}`, async ({
    page,
  }) => {
    // The wallet's page, the modal and axe over the frame: near the default 30 s on this 2-core machine under load.
    test.slow()
    const frame = await openConnect(page, {
      themeMode,
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://app.example.com/terms',
      privacyPolicyUrl: 'https://app.example.com/privacy',
    })
    await expect(frame.getByRole('checkbox')).toBeVisible()
    await expect(frame.getByText('New to wallets?')).toBeVisible()
    await expectAccessible(page, 'Connect with the legal checkbox', SAME_SITE.modalUrl())
  })
