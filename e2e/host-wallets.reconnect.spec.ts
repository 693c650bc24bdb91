import { request } from './fixtures.js'
import { connect, networks, seen, setup, switchToSecondChain } from './hostWalletsSetup.js'
import { CROSS_SITE_PARTITIONED, SAME_SITE } from './layouts.js'
import { expect, test } from './test.js'
import { ANVIL_ACCOUNT_0 } from './wallet/fixtures.js'

// Host wallets through the modal: a wallet-side disconnect, and the silent reconnect after a reload, which reads
// what the modal's own storage kept (same-site, and cross-site partitioned as browsers have it by default).

for (const layout of [SAME_SITE, CROSS_SITE_PARTITIONED]) {
  test.describe(`host wallets (${layout.name})`, () => {
    test('behavior: a wallet-side disconnect reaches the dapp as disconnect', async ({ page }) => {
      await setup(page, {}, layout.modalUrl())
      await connect(page)
      await page.evaluate(() => window.testWallet.disconnect())
      await page.waitForFunction(() => window.WalletModal.getState().status === 'disconnected')
      const events = await seen(page)
      expect(events).toContainEqual({ name: 'accountsChanged', data: [] })
      expect(events.at(-1)).toMatchObject({ name: 'disconnect', data: { code: 4900 } })
      expect(await request(page, 'eth_accounts')).toEqual([])
    })

    test('behavior: after a reload the same wallet is reconnected silently, on the same chain', async ({
      page,
    }) => {
      await setup(page, {}, layout.modalUrl())
      await connect(page)
      await switchToSecondChain(page)
      await page.reload()
      await page.waitForFunction(() => 'WalletModal' in window)
      await page.evaluate((networks) => window.WalletModal.init({ networks }), networks())
      expect(await request(page, 'eth_accounts')).toEqual([ANVIL_ACCOUNT_0])
      expect(await request(page, 'eth_chainId')).toBe('0x7a6a')
      expect(await page.evaluate(() => window.testWallet.pending())).toEqual([])
    })

    test('behavior: a reconnect judged before the dapp’s init (on the deployment’s networks) ends on the dapp’s', async ({
      page,
    }) => {
      await setup(page, {}, layout.modalUrl())
      await connect(page)
      await page.reload()
      await page.waitForFunction(() => 'WalletModal' in window)
      // The deployment lists no anvil chain: before init, the silent reconnect finds the wallet on an unlisted one.
      // (A cross-site frame is shown one update after the modal drew the view: README, *Opening speed*.)
      await page.waitForFunction(() => {
        const { status, open } = window.WalletModal.getState()
        return status === 'connected' && open
      })
      expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
        open: true,
        view: 'UnsupportedChain',
      })
      // The dapp's networks list it: the modal closes, on the wallet's chain.
      await page.evaluate((networks) => window.WalletModal.init({ networks }), networks())
      await page.waitForFunction(() => !window.WalletModal.getState().open)
      expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
        status: 'connected',
        chainId: 31337,
      })
      expect(await request(page, 'eth_chainId')).toBe('0x7a69')
    })
  })
}
