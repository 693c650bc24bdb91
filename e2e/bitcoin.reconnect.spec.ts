import { expect, type Page, test } from '@playwright/test'
import { modalFrame, request } from './fixtures.js'
import { CROSS_SITE_PARTITIONED } from './layouts.js'
import {
  ADDRESS,
  BITCOIN_LAYOUTS,
  connectBitcoinThroughModal,
  MODAL_WALLET,
  ORDINALS_ADDRESS,
  openBitcoinDapp,
  REGTEST_CAIP_ID,
  regtestNetwork,
  reloadBitcoinDapp,
} from './wallet/bitcoinFixtures.js'

/** The accounts the dapp sees on the modal's Wallet Standard wallet, once they are `count` long. */
const modalWalletAccounts = async (page: Page, count: number) => {
  await page.waitForFunction(
    ({ name, count }) => window.bitcoinDapp.describe(name).accounts.length === count,
    { name: MODAL_WALLET, count },
  )
  return page.evaluate((name) => window.bitcoinDapp.describe(name).accounts, MODAL_WALLET)
}

/** The dapp connects the test wallet through the modal, then the page reloads and the modal is set up again. */
async function connectThenReload(page: Page, modalUrl: string) {
  await openBitcoinDapp(page, modalUrl, [regtestNetwork()])
  await connectBitcoinThroughModal(page)
  await reloadBitcoinDapp(page, [regtestNetwork()])
}

const layouts = [...BITCOIN_LAYOUTS, [CROSS_SITE_PARTITIONED.name, CROSS_SITE_PARTITIONED.modalUrl]] as const

for (const [layout, modalUrl] of layouts) {
  test.describe(`Bitcoin reconnect, ${layout}`, () => {
    test('behavior: after a reload the Bitcoin wallet is reconnected without asking; Account shows the address', async ({
      page,
    }) => {
      await connectThenReload(page, modalUrl())
      expect(await request(page, 'bip122_accounts')).toEqual([ADDRESS])
      // The payment account, then the ordinals one, as before the reload.
      expect(await modalWalletAccounts(page, 2)).toEqual([ADDRESS, ORDINALS_ADDRESS])
      expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
        namespace: 'bip122',
        status: 'connected',
        caipAddress: `${REGTEST_CAIP_ID}:${ADDRESS}`,
      })
      await page.evaluate(() => window.WalletModal.openWalletModal({ namespace: 'bip122' }))
      await expect(modalFrame(page).getByTitle(ADDRESS)).toHaveText('bcrt…6y7nw0')
      // No new approval: the wallet was never asked again.
      expect(await page.evaluate(() => window.bitcoinTestWallet.pending())).toEqual([])
    })

    test('behavior: a wallet that revoked its authorisation while the page was closed comes back disconnected, and is forgotten', async ({
      page,
    }) => {
      await connectThenReload(page, modalUrl())
      expect(await request(page, 'bip122_accounts')).toEqual([ADDRESS])

      // Revoked in the wallet's own settings: on the next load it lists no account for the page.
      await page.evaluate(() => window.bitcoinTestWallet.storeAuthorisation([]))
      await reloadBitcoinDapp(page, [regtestNetwork()])
      expect(await request(page, 'bip122_accounts')).toEqual([])
      expect(await modalWalletAccounts(page, 0)).toEqual([])
      expect(await page.evaluate(() => window.WalletModal.getState().status)).toBe('disconnected')

      // Forgotten: authorised again behind the page's back, the wallet is not restored (the user connects anew).
      await page.evaluate(() => window.bitcoinTestWallet.storeAuthorisation(['payment', 'ordinals']))
      await reloadBitcoinDapp(page, [regtestNetwork()])
      expect(await request(page, 'bip122_accounts')).toEqual([])
      expect(await page.evaluate(() => window.WalletModal.getState().status)).toBe('disconnected')
      expect(await page.evaluate(() => window.bitcoinTestWallet.pending())).toEqual([])
    })
  })
}
