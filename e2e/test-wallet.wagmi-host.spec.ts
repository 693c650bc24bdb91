import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { env } from './stack/env.js'
import { expect, test } from './test.js'
import { RECIPIENT } from './testWalletPage.js'
import { approveNext, installTestWallet, openWagmiHost, wagmiHostUrl } from './wallet/fixtures.js'

// The wagmi dapp page (e2e/pages/wagmi-host.html) with the test wallet, no modal.

/** Anvil's account #9: the wagmi test sends from it, so that it never races the other tests for a nonce. */
const ANVIL_KEY_9: Hex = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'

test.describe('wagmi host page', () => {
  test('wagmi discovers the Test Wallet over EIP-6963 as a connector', async ({ page }) => {
    await installTestWallet(page)
    await openWagmiHost(page)
    await expect
      .poll(() => page.evaluate(() => window.dapp.connectors()))
      .toContainEqual({
        id: 'dev.wallet-modal.test',
        name: 'Test Wallet',
        type: 'injected',
        rdns: 'dev.wallet-modal.test',
      })
    expect(await page.evaluate(() => window.dapp.providerRdns)).toBe('dev.wallet-modal')
    expect(await page.evaluate(() => window.dapp.account())).toBeUndefined()
    expect(await page.evaluate(() => window.dapp.chainId())).toBe(31337)
  })

  test('?providerRdns= and ?wallet=1 (the wallet from a script tag, configured by query)', async ({
    page,
  }) => {
    const url = `${wagmiHostUrl({ modal: null, providerRdns: 'com.example.modal', wallet: true })}&walletChain=${
      env.chainId
    },${encodeURIComponent(env.rpcUrl)}`
    await page.goto(url)
    await page.waitForFunction(() => 'dapp' in window)
    expect(await page.evaluate(() => window.dapp.providerRdns)).toBe('com.example.modal')
    await expect
      .poll(() => page.evaluate(() => window.dapp.connectors().map(({ id }) => id)))
      .toEqual(['dev.wallet-modal.test'])
    expect(await page.evaluate(() => window.dapp.announced())).toEqual([
      { uuid: expect.any(String), name: 'Test Wallet', rdns: 'dev.wallet-modal.test' },
    ])
  })

  test('the dapp API drives a wallet end to end: connect, sign, send, receipt, switch', async ({ page }) => {
    const account = privateKeyToAccount(ANVIL_KEY_9).address
    await installTestWallet(page, { privateKey: ANVIL_KEY_9 })
    await openWagmiHost(page)
    await expect.poll(() => page.evaluate(() => window.dapp.connectors().length)).toBeGreaterThan(0)

    const connected = page.evaluate(() => window.dapp.connect('dev.wallet-modal.test'))
    // wagmi asks for permissions first (its shimDisconnect), as with MetaMask.
    await approveNext(page, 'wallet_requestPermissions')
    expect(await connected).toEqual({ accounts: [account], chainId: 31337 })
    expect(await page.evaluate(() => window.dapp.account())).toBe(account)

    const signed = page.evaluate(() => window.dapp.signMessage('hello from wagmi'))
    await approveNext(page, 'personal_sign')
    expect(
      await verifyMessage({ address: account, message: 'hello from wagmi', signature: await signed }),
    ).toBe(true)

    const sent = page.evaluate((to: Hex) => window.dapp.sendTransaction({ to, value: '1000' }), RECIPIENT)
    await approveNext(page, 'eth_sendTransaction')
    const hash = await sent
    expect(await page.evaluate((hash) => window.dapp.waitForReceipt(hash), hash)).toBe('success')

    expect(await page.evaluate(() => window.dapp.switchChain(31338))).toBe(31338)
    expect(await page.evaluate(() => window.dapp.chainId())).toBe(31338)
    expect(await page.evaluate(() => window.testWallet.chainId)).toBe(31338)
  })
})
