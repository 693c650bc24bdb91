import { anvilNetwork, modalFrame, openHost, request } from './fixtures.js'
import { connect, seen, setup, switchToSecondChain } from './hostWalletsSetup.js'
import { expect, test } from './test.js'
import { installTestWallet } from './wallet/fixtures.js'

// Host wallets through the modal: switching networks, from the dapp, the Networks view and the wallet.

test.describe('host wallets', () => {
  test('behavior: switching between the two anvil chains moves the wallet and the dapp’s reads', async ({
    page,
  }) => {
    await setup(page)
    await connect(page)
    await switchToSecondChain(page)
    expect(await request(page, 'eth_chainId')).toBe('0x7a6a')
    expect(await page.evaluate(() => window.testWallet.chainId)).toBe(31338)
    expect(await seen(page)).toContainEqual({ name: 'chainChanged', data: '0x7a6a' })
    const error = await page.evaluate(() =>
      window.WalletModal.provider
        .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
        .then(
          () => 'switched',
          (error) => error.code,
        ),
    )
    expect(error).toBe(4902)
  })

  test('behavior: the network view switches the wallet too', async ({ page }) => {
    await setup(page)
    await connect(page)
    await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'Networks' }))
    await modalFrame(page).getByRole('button', { name: 'Anvil 31338' }).click()
    await page.waitForFunction(() => window.WalletModal.getState().chainId === 31338)
    expect(await page.evaluate(() => window.testWallet.chainId)).toBe(31338)
  })

  test('behavior: a wallet on a network the app does not list gets UnsupportedChain, and switching back fixes it', async ({
    page,
  }) => {
    await installTestWallet(page)
    await openHost(page)
    // The app lists only the first anvil; the wallet also knows the second.
    await page.evaluate((network) => window.WalletModal.init({ networks: [network] }), anvilNetwork())
    await connect(page)
    await page.waitForFunction(() => !window.WalletModal.getState().open)
    await page.evaluate(() => window.testWallet.switchChain(31338))
    const frame = modalFrame(page)
    await expect(frame.getByRole('dialog')).toHaveAccessibleName('Switch network')
    await expect(
      frame.getByText('Your wallet is on Chain 31338, which this app does not support'),
    ).toBeVisible()
    await frame.getByRole('button', { name: 'Anvil' }).click()
    await page.waitForFunction(() => !window.WalletModal.getState().open)
    expect(await page.evaluate(() => window.testWallet.chainId)).toBe(31337)
    expect(await page.evaluate(() => window.WalletModal.getState().chainId)).toBe(31337)
  })
})
