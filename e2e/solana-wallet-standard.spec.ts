import { ed25519 } from '@noble/curves/ed25519.js'
import { getBase58Decoder, getBase58Encoder, getTransactionDecoder } from '@solana/kit'
import { anvilNetwork, modalFrame, openHost, request } from './fixtures.js'
import { CROSS_SITE_BLOCKED, CROSS_SITE_PARTITIONED, SAME_SITE } from './layouts.js'
import { expect, test } from './test.js'
import {
  answerSolanaWallet,
  begin,
  connectThroughModal,
  MODAL_WALLET,
  openSolanaDapp,
  outcome,
  SOLANA_MAINNET,
  TEST_WALLET,
} from './wallet/solanaFixtures.js'

const LAYOUTS = [
  [SAME_SITE.name, SAME_SITE.modalUrl],
  [CROSS_SITE_BLOCKED.name, CROSS_SITE_BLOCKED.modalUrl],
] as const

const networks = () => [anvilNetwork(), SOLANA_MAINNET]
/** 32 zero bytes in base58: a blockhash for a transaction that is only signed, never sent. */
const ANY_BLOCKHASH = '11111111111111111111111111111111'

for (const [layout, modalUrl] of LAYOUTS) {
  test.describe(`Wallet Standard, ${layout}`, () => {
    test('default: the modal registers one Wallet Standard wallet with the app’s Solana chains', async ({
      page,
    }) => {
      await openSolanaDapp(page, modalUrl(), networks())
      const names = await page.evaluate(() => window.solanaDapp.names())
      expect(names.filter((name) => name === MODAL_WALLET)).toHaveLength(1)
      expect(await page.evaluate((name) => window.solanaDapp.describe(name), MODAL_WALLET)).toEqual({
        version: '1.0.0',
        icon: expect.stringMatching(/^data:image\//),
        chains: [SOLANA_MAINNET, 'solana:mainnet'],
        features: [
          'standard:connect',
          'standard:disconnect',
          'standard:events',
          'solana:signIn',
          'solana:signMessage',
          'solana:signTransaction',
          'solana:signAndSendTransaction',
        ],
        accounts: [],
      })
    })

    test('behavior: standard:connect opens Connect on solana with the page’s Wallet Standard wallets', async ({
      page,
    }) => {
      await openSolanaDapp(page, modalUrl(), networks())
      const address = await page.evaluate(() => window.solanaTestWallet.address)
      const connected = await connectThroughModal(page)
      expect(connected).toEqual({ result: [{ address, publicKey: [...getBase58Encoder().encode(address)] }] })
      expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
        namespace: 'solana',
        status: 'connected',
        address,
        caipAddress: `${SOLANA_MAINNET}:${address}`,
      })
      // The modal's own wallet is never offered to itself.
      await page.evaluate(() => window.WalletModal.openWalletModal({ namespace: 'solana', view: 'Connect' }))
      await expect(modalFrame(page).getByRole('button', { name: TEST_WALLET })).toBeVisible()
      await expect(modalFrame(page).getByRole('button', { name: MODAL_WALLET })).toHaveCount(0)
    })

    test('behavior: solana:signMessage is signed by the page’s wallet and verifies', async ({ page }) => {
      await openSolanaDapp(page, modalUrl(), networks())
      await connectThroughModal(page)
      const address = await page.evaluate(() => window.solanaTestWallet.address)
      const message = [...new TextEncoder().encode('Sign in to the Solana dapp')]
      await begin(page, 'signMessage', MODAL_WALLET, message)
      await answerSolanaWallet(page, 'solana:signMessage')
      const { result } = (await outcome(page)) as { result: { signature: number[]; signedMessage: number[] } }
      expect(result.signedMessage).toEqual(message)
      const publicKey = Uint8Array.from(getBase58Encoder().encode(address))
      expect(ed25519.verify(Uint8Array.from(result.signature), Uint8Array.from(message), publicKey)).toBe(
        true,
      )
    })

    test('behavior: solana:signTransaction comes back signed by the account, and the signature verifies', async ({
      page,
    }) => {
      await openSolanaDapp(page, modalUrl(), networks())
      await connectThroughModal(page)
      const address = await page.evaluate(() => window.solanaTestWallet.address)
      const recipient = getBase58Decoder().decode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))
      const unsigned = await page.evaluate(
        ({ name, to, blockhash }) => window.solanaDapp.transfer(name, to, 1_000, blockhash),
        { name: MODAL_WALLET, to: recipient, blockhash: ANY_BLOCKHASH },
      )
      await begin(page, 'signTransaction', MODAL_WALLET, unsigned, 'solana:mainnet')
      await answerSolanaWallet(page, 'solana:signTransaction')
      const { result } = (await outcome(page)) as { result: number[] }
      const signed = getTransactionDecoder().decode(Uint8Array.from(result))
      expect(signed.messageBytes).toEqual(
        getTransactionDecoder().decode(Uint8Array.from(unsigned)).messageBytes,
      )
      const signature = signed.signatures[address as never]!
      const publicKey = Uint8Array.from(getBase58Encoder().encode(address))
      expect(
        ed25519.verify(Uint8Array.from(signature), Uint8Array.from(signed.messageBytes), publicKey),
      ).toBe(true)
    })

    test('error: closing the modal during standard:connect rejects it with 4001', async ({ page }) => {
      await openSolanaDapp(page, modalUrl(), networks())
      await begin(page, 'connect', MODAL_WALLET)
      await expect(modalFrame(page).getByRole('button', { name: TEST_WALLET })).toBeVisible()
      await page.evaluate(() => window.WalletModal.closeWalletModal())
      expect(await outcome(page)).toEqual({ code: 4001, message: 'User rejected the request.' })
      expect(await page.evaluate(() => window.WalletModal.getState().status)).toBe('disconnected')
    })

    test('error: a declined signature reaches the dapp as 4001', async ({ page }) => {
      await openSolanaDapp(page, modalUrl(), networks())
      await connectThroughModal(page)
      await begin(page, 'signMessage', MODAL_WALLET, [1, 2, 3])
      await answerSolanaWallet(page, 'solana:signMessage', false)
      expect(await outcome(page)).toMatchObject({ code: 4001 })
    })
  })
}

// The reconnect reads what the modal kept: also where browsers partition the cross-site frame's storage.
const reloadLayouts = [...LAYOUTS, [CROSS_SITE_PARTITIONED.name, CROSS_SITE_PARTITIONED.modalUrl]] as const
for (const [layout, modalUrl] of reloadLayouts) {
  test.describe(`Wallet Standard, ${layout}`, () => {
    test('behavior: after a reload the Solana wallet is reconnected without asking the user', async ({
      page,
    }) => {
      // A fixed key, as an extension keeps its key across reloads.
      await openSolanaDapp(page, modalUrl(), networks(), { persist: true, secretKey: '42'.repeat(32) })
      const address = await page.evaluate(() => window.solanaTestWallet.address)
      await connectThroughModal(page)
      await page.reload()
      await page.waitForFunction(() => 'WalletModal' in window && 'solanaDapp' in window)
      await page.evaluate((networks) => window.WalletModal.init({ networks: networks as never }), networks())
      expect(await request(page, 'solana_accounts')).toEqual([address])
      await page.waitForFunction(
        (name) =>
          window.solanaDapp.names().includes(name) && window.solanaDapp.describe(name).accounts.length === 1,
        MODAL_WALLET,
      )
      expect(await page.evaluate(() => window.solanaTestWallet.pending())).toEqual([])
    })
  })
}

test('behavior: without a solana network, the page gets no Wallet Standard script', async ({ page }) => {
  await openHost(page)
  await page.evaluate((networks) => window.WalletModal.init({ networks }), [anvilNetwork()])
  await expect(page.locator('script[src$="wallet-standard.js"]')).toHaveCount(0)
  await page.evaluate((networks) => window.WalletModal.init({ networks }), [anvilNetwork(), SOLANA_MAINNET])
  await expect(page.locator('script[src$="wallet-standard.js"]')).toHaveCount(1)
})
