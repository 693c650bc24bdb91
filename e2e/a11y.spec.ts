import { expectAccessible } from './a11yCheck.js'
import { openAccount } from './accountFixture.js'
import { anvilNetwork, modalFrame, openHost } from './fixtures.js'
import { env } from './stack/env.js'
import { FAILING_PROJECT_ID } from './stack/walletDirectory.js'
import { expect, type Page, test } from './test.js'
import { approveNext, installTestWallet, showUnsupportedChain } from './wallet/fixtures.js'
import { open } from './walletLists.js'

// axe-core over every built view in both themes, inside the modal's frame only: no serious or critical violation.

const layouts = [
  { layout: 'same-site', modal: env.modalUrl },
  { layout: 'cross-site', modal: env.modalUrlCrossSite },
] as const

/** The host with the test wallet installed, two anvil networks and WalletConnect on; the modal open on Connect. */
async function openWithTestWallet(page: Page, themeMode: 'light' | 'dark') {
  await installTestWallet(page)
  await openHost(page)
  await page.evaluate(
    ({ networks, themeMode, relayUrl }) =>
      window.WalletModal.init({ networks, themeMode, projectId: 'a11y', relayUrl }),
    { networks: [anvilNetwork(), anvilNetwork(env.rpcUrl2, 31338)], themeMode, relayUrl: env.relayUrl },
  )
  await page.evaluate(() => window.WalletModal.openWalletModal())
  return modalFrame(page)
}

for (const themeMode of ['light', 'dark'] as const) {
  for (const { layout, modal } of layouts) {
    test(`a11y: Connect and Account not connected, ${themeMode}, ${layout}`, async ({ page }) => {
      const frame = await open(page, { themeMode }, 'Connect', modal)
      await expect(frame.locator(`[data-theme="${themeMode}"]`)).toHaveCount(1)
      await expect(frame.getByRole('button', { name: 'All wallets' })).toBeVisible()
      await expectAccessible(page, 'Connect', modal)

      await page.evaluate(() => window.WalletModal.closeWalletModal())
      await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'Account' }))
      await expectAccessible(page, 'Account, not connected', modal)
    })

    test(`a11y: AllWallets with results and with none, ${themeMode}, ${layout}`, async ({ page }) => {
      const frame = await open(page, { themeMode }, 'AllWallets', modal)
      await expect(
        frame.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: 'MetaMask' }),
      ).toBeVisible()
      await expectAccessible(page, 'AllWallets', modal)

      await frame.getByLabel('Search wallets').fill('zzzz')
      await expect(frame.getByRole('heading', { name: 'No wallet found' })).toBeVisible()
      await expectAccessible(page, 'AllWallets, no result', modal)
    })
  }

  test(`a11y: AllWallets when the directory fails, ${themeMode}`, async ({ page }) => {
    const frame = await open(
      page,
      { themeMode, projectId: FAILING_PROJECT_ID, walletDirectoryUrl: env.walletDirectoryUrl },
      'AllWallets',
    )
    await expect(
      frame.getByText('The wallet directory is unreachable; showing the built-in list.'),
    ).toBeVisible()
    await expectAccessible(page, 'AllWallets, directory error')
  })

  test(`a11y: Connect with an installed wallet and ConnectingWalletConnect, ${themeMode}`, async ({
    page,
  }) => {
    const frame = await openWithTestWallet(page, themeMode)
    await expect(frame.getByRole('button', { name: /Test Wallet/ })).toBeVisible()
    await expectAccessible(page, 'Connect, a wallet installed')

    await frame.getByRole('button', { name: /WalletConnect/ }).click()
    await expect(frame.getByRole('img', { name: /WalletConnect QR code/ })).toBeVisible()
    await expectAccessible(page, 'ConnectingWalletConnect')
  })

  test(`a11y: ConnectingExternal, Account connected and Networks, ${themeMode}`, async ({ page }) => {
    const frame = await openWithTestWallet(page, themeMode)
    await frame.getByRole('button', { name: /Test Wallet/ }).click()
    await expect(frame.getByRole('heading', { name: 'Continue in Test Wallet' })).toBeVisible()
    await expectAccessible(page, 'ConnectingExternal')
    await approveNext(page, 'eth_requestAccounts')
    await page.waitForFunction(() => window.WalletModal.getState().status === 'connected')

    await page.evaluate(() => window.WalletModal.openWalletModal())
    await expect(frame.getByRole('button', { name: 'Copy address' })).toBeVisible()
    await expect(frame.getByRole('region', { name: 'Wallet summary' }).getByText(/ ETH$/)).toBeVisible()
    await expectAccessible(page, 'Account, connected')

    await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'Networks' }))
    await expect(frame.getByRole('button', { name: 'Anvil 31338' })).toBeVisible()
    await expectAccessible(page, 'Networks')
  })

  test(`a11y: Account's tabs loading and failed, ${themeMode}`, async ({ page }) => {
    const chain = env.accountChain
    // The modal's reads of the chain wait (loading) until released, then fail (errors).
    let release = () => {}
    const released = new Promise<void>((done) => {
      release = done
    })
    const modalOrigin = new URL(env.modalUrl).origin
    await page.route(
      (url) => url.origin === new URL(chain.rpcUrl).origin,
      async (route) => {
        if (!route.request().frame().url().startsWith(modalOrigin)) return route.fallback()
        await released
        return route.abort('connectionrefused')
      },
    )
    const frame = await openAccount(page, { themeMode })
    await expect(frame.getByRole('status', { name: 'Loading tokens' })).toBeVisible()
    await expectAccessible(page, 'Account, Tokens loading')

    release()
    await expect(frame.getByRole('heading', { name: 'Token Balance Unavailable' })).toBeVisible()
    await expectAccessible(page, 'Account, Tokens failed')
    await frame.getByRole('tab', { name: 'NFTs' }).click()
    await expect(frame.getByRole('heading', { name: 'NFTs unavailable' })).toBeVisible()
    await expectAccessible(page, 'Account, NFTs failed')
    await frame.getByRole('tab', { name: 'Activity' }).click()
    await expect(frame.getByRole('heading', { name: 'Failed to fetch transactions' })).toBeVisible()
    await expectAccessible(page, 'Account, Activity failed')
  })

  test(`a11y: Account's tabs with tokens, NFTs and activity, ${themeMode}`, async ({ page }) => {
    const frame = await openAccount(page, { themeMode })
    await expect(frame.getByRole('list', { name: 'Tokens' }).getByRole('listitem')).toHaveCount(2)
    await expectAccessible(page, 'Account, Tokens')
    await frame.getByRole('tab', { name: 'NFTs' }).click()
    await expect(frame.getByRole('list', { name: 'NFTs' }).getByRole('img')).toHaveCount(2)
    await expectAccessible(page, 'Account, NFTs')
    await frame.getByRole('tab', { name: 'Activity' }).click()
    await expect(
      frame.getByRole('tabpanel', { name: 'Activity' }).getByRole('listitem').first(),
    ).toBeVisible()
    await expectAccessible(page, 'Account, Activity')
  })

  test(`a11y: UnsupportedChain, ${themeMode}`, async ({ page }) => {
    await showUnsupportedChain(page, themeMode)
    await expect(modalFrame(page).getByRole('dialog')).toHaveAccessibleName('Switch network')
    await expectAccessible(page, 'UnsupportedChain')
  })
}
