import { expect, type Page, test } from '@playwright/test'
import { modalFrame, request } from './fixtures.js'
import { signedInAndClosed, siwxOptions, verifiedSignIns } from './signInFixtures.js'
import { parseCaip122Message } from './stack/caip122Message.js'
import { env } from './stack/env.js'
import {
  answerBitcoinWallet,
  BITCOIN_TEST_WALLET,
  begin,
  bitcoinOutcome,
  MODAL_WALLET,
  openBitcoinDapp,
  REGTEST_CAIP_ID,
  regtestNetwork,
} from './wallet/bitcoinFixtures.js'
import { REGTEST_CHAIN_ID, verifyBitcoinMessage } from './wallet/bitcoinKeys.js'
import { LAYOUTS } from './walletconnect/dapp.js'

// Sign in with X on the bip122 namespace (issue 14): the page's Bitcoin wallet signs CAIP-122's Bitcoin message
// (BIP-137), the reference backend (e2e/stack/siwxBackend.ts) recovers the key and checks its address. Both layouts.

/**
 * The Bitcoin dapp with the page's Bitcoin wallet (its own key: the backend's log is shared by the whole run), then
 * configured for sign-in; answers the wallet's address.
 */
async function openWithSiwx(page: Page, modalUrl: string, secretKey: string, siwx?: Record<string, unknown>) {
  await openBitcoinDapp(page, modalUrl, [regtestNetwork()], { secretKey })
  await page.evaluate((config) => window.WalletModal.init(config as never), {
    networks: [regtestNetwork()],
    ...siwxOptions(siwx),
  })
  return page.evaluate(() => window.bitcoinTestWallet.address)
}

/** The dapp connects through the modal's wallet; the user picks the page's Bitcoin wallet and approves there. */
async function connectBitcoin(page: Page) {
  await begin(page, 'connect', MODAL_WALLET, ['payment'])
  await modalFrame(page).getByRole('button', { name: BITCOIN_TEST_WALLET }).click()
  await answerBitcoinWallet(page, 'bitcoin:connect')
  await expect(modalFrame(page).getByRole('dialog', { name: 'Sign in' })).toBeVisible()
}

/** What the reference backend verified for `address`. */
const verifiedFor = async (address: string) =>
  (await verifiedSignIns()).filter((entry) => entry.address === address)

for (const [index, layout] of LAYOUTS.entries()) {
  const secretKey = (byte: number) => `${byte + index}`.padStart(2, '0').repeat(32)

  test.describe(`sign in with Bitcoin (${layout.name})`, () => {
    test('default: the Bitcoin wallet signs in; the backend verifies its BIP-137 signature; the message names the real origin', async ({
      page,
    }) => {
      const address = await openWithSiwx(page, layout.modalUrl(), secretKey(21))
      await connectBitcoin(page)
      const frame = modalFrame(page)
      await expect(frame.getByRole('heading', { name: env.hostUrl })).toBeVisible()
      await frame.getByRole('button', { name: 'Sign', exact: true }).click()
      await answerBitcoinWallet(page, 'bitcoin:signMessage')
      await signedInAndClosed(page)
      expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
        open: false,
        namespace: 'bip122',
        address,
        siwx: { address, caipNetworkId: REGTEST_CAIP_ID },
      })
      expect(await bitcoinOutcome(page)).toMatchObject({ result: [{ address }] })

      const [signed] = await verifiedFor(address)
      expect(signed).toMatchObject({ address, caipNetworkId: REGTEST_CAIP_ID })
      const host = new URL(env.hostUrl)
      expect(parseCaip122Message(signed!.message, 'Bitcoin', /^bcrt1/)).toMatchObject({
        domain: host.host,
        uri: host.origin,
        address,
        chainId: REGTEST_CHAIN_ID,
        statement: 'Sign in to the e2e dapp',
      })
      const signature = Uint8Array.from(Buffer.from(signed!.signature, 'base64'))
      expect(signature).toHaveLength(65)
      expect(verifyBitcoinMessage(address, new TextEncoder().encode(signed!.message), signature)).toBe(true)
    })

    test('behavior: optional, declined in the wallet, the view says so; cancelling keeps Bitcoin connected', async ({
      page,
    }) => {
      const address = await openWithSiwx(page, layout.modalUrl(), secretKey(31))
      await connectBitcoin(page)
      const frame = modalFrame(page)
      await frame.getByRole('button', { name: 'Sign', exact: true }).click()
      await answerBitcoinWallet(page, 'bitcoin:signMessage', false)
      await expect(frame.getByRole('status').filter({ hasText: 'Signature declined' })).toBeVisible()
      await frame.getByRole('button', { name: 'Cancel', exact: true }).click()
      await page.waitForFunction(() => !window.WalletModal.getState().open)
      const state = await page.evaluate(() => window.WalletModal.getState())
      expect(state).toMatchObject({ namespace: 'bip122', status: 'connected', address })
      expect(state.siwx).toBeUndefined()
      expect(await request(page, 'bip122_accounts')).toEqual([address])
      expect(await verifiedFor(address)).toEqual([])
    })

    test('behavior: required, declined in the wallet, Disconnect ends the Bitcoin connection', async ({
      page,
    }) => {
      const address = await openWithSiwx(page, layout.modalUrl(), secretKey(41), { required: true })
      await connectBitcoin(page)
      const frame = modalFrame(page)
      await frame.getByRole('button', { name: 'Sign', exact: true }).click()
      await answerBitcoinWallet(page, 'bitcoin:signMessage', false)
      await expect(frame.getByRole('status').filter({ hasText: 'Signature declined' })).toBeVisible()
      await frame.getByRole('button', { name: 'Disconnect', exact: true }).click()
      await page.waitForFunction(
        (name) => window.bitcoinDapp.describe(name).accounts.length === 0,
        MODAL_WALLET,
      )
      expect(await request(page, 'bip122_accounts')).toEqual([])
      expect(await page.evaluate(() => window.WalletModal.getState().siwx)).toBeUndefined()
      expect(await verifiedFor(address)).toEqual([])
    })
  })
}
