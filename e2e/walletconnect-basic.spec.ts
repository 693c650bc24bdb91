import { expectAccessible } from './a11yCheck.js'
import { modalFrame, openHost } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'
import { copiedUri, initWithWalletConnect, LAYOUTS, startWcWallet, WC_ACCOUNT } from './walletconnect/dapp.js'
import type { TestWcWallet } from './walletconnect/wallet.js'
import { resultsStatus } from './walletLists.js'

// ConnectingWalletConnectBasic, SPEC §2's view for a modal whose wallet protocol is under manual control
// (`manualWCControl`): the plain WalletConnect pairing, opened by name or by the opening rule on desktop.

let wallet: TestWcWallet
test.beforeEach(async () => {
  wallet = await startWcWallet()
})
test.afterEach(async () => {
  await wallet.stop()
})

/** The pairing as the Basic view shows it: "Connect wallet", a QR code for any phone wallet, no chosen wallet. */
async function expectBasicPairing(page: Page) {
  const frame = modalFrame(page)
  await expect(frame.getByRole('dialog')).toHaveAccessibleName('Connect wallet')
  await expect(frame.getByRole('img', { name: /WalletConnect QR code/ })).toBeVisible()
  await expect(frame.getByText('Scan with your phone’s wallet app to connect.')).toBeVisible()
  expect(await page.evaluate(() => window.WalletModal.getState().view)).toBe('ConnectingWalletConnectBasic')
}

/** The wallet pairs from the view's link and approves: the modal is connected to its account, and closes. */
async function pairAndApprove(page: Page) {
  await wallet.pair(await copiedUri(page))
  await wallet.nextProposal()
  await wallet.approve()
  await page.waitForFunction(() => window.WalletModal.getState().status === 'connected')
  expect(await page.evaluate(() => window.WalletModal.getState().address)).toBe(WC_ACCOUNT.address)
  await page.waitForFunction(() => !window.WalletModal.getState().open)
}

for (const [layout, themeMode] of [
  [LAYOUTS[0], 'light'],
  [LAYOUTS[1], 'dark'],
] as const) {
  test(`default: openWalletModal({ view: 'ConnectingWalletConnectBasic' }) shows the pairing, and a phone wallet connects from it, ${layout.name}`, async ({
    page,
  }) => {
    await openHost(page, { modal: layout.modalUrl() })
    await initWithWalletConnect(page, { themeMode })
    await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'ConnectingWalletConnectBasic' }))
    await expectBasicPairing(page)
    await expectAccessible(page, `ConnectingWalletConnectBasic, ${themeMode}`, layout.modalUrl())
    await pairAndApprove(page)
  })
}

test('behavior: with manualWCControl the modal opens on the pairing on desktop, connected or not', async ({
  page,
}) => {
  await openHost(page)
  await initWithWalletConnect(page, { manualWCControl: true })
  await page.evaluate(() => window.WalletModal.openWalletModal())
  await expectBasicPairing(page)
  await pairAndApprove(page)

  // Connected, an opening that names Account still shows the pairing (SPEC §2's first rule).
  await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'Account' }))
  await expectBasicPairing(page)
})

test('behavior: with manualWCControl the modal opens on AllWallets on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await openHost(page)
  await initWithWalletConnect(page, { manualWCControl: true })
  await page.evaluate(() => window.WalletModal.openWalletModal())
  const frame = modalFrame(page)
  await expect(frame.getByRole('dialog')).toHaveAccessibleName('All wallets')
  await expect(frame.getByRole('searchbox', { name: 'Search wallets' })).toBeVisible()
  expect(await page.evaluate(() => window.WalletModal.getState().view)).toBe('AllWallets')
})

test('behavior: the Basic pairing is for any wallet, whatever catalogue wallet was chosen before', async ({
  page,
}) => {
  await openHost(page)
  await initWithWalletConnect(page, { walletDirectoryUrl: env.walletDirectoryUrl })
  await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'AllWallets' }))
  const frame = modalFrame(page)
  await frame.getByRole('searchbox', { name: 'Search wallets' }).fill('Rainbow')
  // The search settled: until then the full first page (Rainbow in it) is about to give way to the results, and a
  // click can land between the two (seen once in CI: nothing chosen).
  await expect(resultsStatus(page)).toHaveText('1 wallet found')
  await frame.getByRole('button', { name: 'Rainbow' }).click()
  await expect(frame.getByRole('heading', { name: 'Rainbow' })).toBeVisible()
  await expect(frame.getByText('Scan with Rainbow to connect.')).toBeVisible()

  await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'ConnectingWalletConnectBasic' }))
  await expectBasicPairing(page)
  await expect(frame.getByRole('heading', { name: 'Rainbow' })).toHaveCount(0)
})
