import { modalFrame, openHost } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'
import {
  connectWithWalletConnect,
  initWithWalletConnect,
  startWcWallet,
  WC_ACCOUNT,
} from './walletconnect/dapp.js'
import type { TestWcWallet } from './walletconnect/wallet.js'

// A WalletConnect wallet takes only the chains it approved for the session (SPEC §3 approvedCaipNetworkIds): the
// Networks view shows the app's others disabled. (A host wallet takes any: host-wallets.networks.spec.ts.)

let wallet: TestWcWallet
test.beforeEach(async () => {
  wallet = await startWcWallet()
})
test.afterEach(async () => {
  await wallet.stop()
})

test.describe('WalletConnect networks', () => {
  test('behavior: Networks shows a chain the session did not approve disabled, "Not supported by your wallet", until the wallet approves it', async ({
    page,
  }) => {
    await openHost(page)
    // The app lists both anvils (Anvil, Anvil 31338); the wallet approves the first only.
    await initWithWalletConnect(page)
    expect(await connectWithWalletConnect(page, wallet, { chains: [env.chainId] })).toEqual({
      result: [WC_ACCOUNT.address],
    })
    await page.waitForFunction(() => !window.WalletModal.getState().open)
    expect(wallet.sessions()[0]?.namespaces.eip155?.chains).toEqual([`eip155:${env.chainId}`])

    await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'Networks' }))
    const frame = modalFrame(page)
    const unapproved = frame.getByRole('button', { name: 'Anvil 31338' })
    await expect(unapproved).toBeDisabled()
    await expect(unapproved).toHaveAccessibleName(/Not supported by your wallet/)
    await expect(frame.getByRole('button', { name: /Anvil(?! 31338)/ })).toBeEnabled()

    // The wallet moves there itself, adding the chain to the session: the entry is enabled at once.
    await wallet.switchChain(env.chainId2)
    await expect(unapproved).toBeEnabled()
    await expect(unapproved).not.toHaveAccessibleName(/Not supported by your wallet/)
    await page.waitForFunction((chainId) => window.WalletModal.getState().chainId === chainId, env.chainId2)
  })
})
