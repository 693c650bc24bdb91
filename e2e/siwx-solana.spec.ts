import { ed25519 } from '@noble/curves/ed25519.js'
import { getBase58Encoder } from '@solana/kit'
import { anvilNetwork, modalFrame, request } from './fixtures.js'
import { signedInAndClosed, siwxOptions, verifiedSignIns } from './signInFixtures.js'
import { env } from './stack/env.js'
import { parseSolanaSignInMessage } from './stack/siwsMessage.js'
import { expect, type Page, test } from './test.js'
import { ANVIL_ACCOUNT_0, approveNext, installTestWallet } from './wallet/fixtures.js'
import {
  answerSolanaWallet,
  begin,
  MODAL_WALLET,
  openSolanaDapp,
  outcome,
  solanaNetworkOnLitesvm,
  TEST_WALLET,
} from './wallet/solanaFixtures.js'
import { LAYOUTS } from './walletconnect/dapp.js'

// Sign in with X on the solana namespace (issue 14): the page's Solana wallet signs a Sign-In With Solana message,
// the reference backend (e2e/stack/siwxBackend.ts) verifies it with ed25519. Both storage layouts.

const signInDialog = (page: Page) => modalFrame(page).getByRole('dialog', { name: 'Sign in' })

/** The dapp connects through the modal's wallet; the user picks the page's Solana wallet and approves there. */
async function connectSolana(page: Page) {
  await begin(page, 'connect', MODAL_WALLET)
  await modalFrame(page).getByRole('button', { name: TEST_WALLET }).click()
  await answerSolanaWallet(page, 'standard:connect')
  await expect(signInDialog(page)).toBeVisible()
}

for (const layout of LAYOUTS) {
  test.describe(`sign in with Solana (${layout.name})`, () => {
    test('default: the Solana wallet signs in; the message names the real origin; a reload keeps the session where the modal has storage', async ({
      page,
    }) => {
      const network = solanaNetworkOnLitesvm()
      // A fixed key: the test wallet makes a new one on every page load otherwise.
      const wallet = { persist: true, secretKey: '17'.repeat(32) }
      await openSolanaDapp(page, layout.modalUrl(), [network], wallet, siwxOptions())
      const address = await page.evaluate(() => window.solanaTestWallet.address)
      await connectSolana(page)
      await expect(modalFrame(page).getByRole('heading', { name: env.hostUrl })).toBeVisible()
      await modalFrame(page).getByRole('button', { name: 'Sign', exact: true }).click()
      await answerSolanaWallet(page, 'solana:signMessage')
      await signedInAndClosed(page)
      expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
        open: false,
        namespace: 'solana',
        address,
        siwx: { address, caipNetworkId: 'solana:litesvm' },
      })
      expect(await outcome(page)).toMatchObject({ result: [{ address }] })
      const host = new URL(env.hostUrl)
      const signed = (await verifiedSignIns())
        .map((entry) => parseSolanaSignInMessage(entry.message))
        .find((m) => m?.address === address)
      expect(signed).toMatchObject({
        domain: host.host,
        uri: host.origin,
        chainId: 'litesvm',
        statement: 'Sign in to the e2e dapp',
      })

      await page.reload()
      await page.waitForFunction(() => 'WalletModal' in window)
      await page.evaluate((config) => window.WalletModal.init(config as never), {
        ...siwxOptions(),
        networks: [network],
      })
      if (!layout.persists) {
        // Storage blocked: the sign-in lived in memory (issue 21.4); after a reload the user is asked again.
        await expect(signInDialog(page)).toBeVisible()
        expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
          namespace: 'solana',
          siwx: undefined,
        })
        return
      }
      await page.waitForFunction(() => window.WalletModal.getState().siwx !== undefined)
      const state = await page.evaluate(() => window.WalletModal.getState())
      expect(state).toMatchObject({ open: false, namespace: 'solana', siwx: { address } })
      expect(await page.evaluate(() => window.solanaTestWallet.pending())).toEqual([])
    })

    test('behavior: required, a declined Solana sign-in disconnects solana only; EVM stays signed in', async ({
      page,
    }) => {
      await installTestWallet(page)
      const networks = [anvilNetwork(), solanaNetworkOnLitesvm()]
      await openSolanaDapp(page, layout.modalUrl(), networks, {}, siwxOptions({ required: true }))
      const evm = page.evaluate(() => window.WalletModal.provider.request({ method: 'eth_requestAccounts' }))
      await modalFrame(page)
        .getByRole('button', { name: /^Test Wallet/ })
        .click()
      await approveNext(page, 'eth_requestAccounts')
      await modalFrame(page).getByRole('button', { name: 'Sign', exact: true }).click()
      await approveNext(page, 'personal_sign')
      expect(await evm).toEqual([ANVIL_ACCOUNT_0])
      await page.waitForFunction(() => window.WalletModal.getState().siwx?.address !== undefined)

      await connectSolana(page)
      await modalFrame(page).getByRole('button', { name: 'Sign', exact: true }).click()
      await answerSolanaWallet(page, 'solana:signMessage', false)
      const frame = modalFrame(page)
      await expect(frame.getByRole('status').filter({ hasText: 'Signature declined' })).toBeVisible()
      await frame.getByRole('button', { name: 'Disconnect', exact: true }).click()
      await page.waitForFunction(
        (name) => window.solanaDapp.describe(name).accounts.length === 0,
        MODAL_WALLET,
      )
      expect(await request(page, 'solana_accounts')).toEqual([])
      expect(await request(page, 'eth_accounts')).toEqual([ANVIL_ACCOUNT_0])
      await page.evaluate(() => window.WalletModal.openWalletModal({ namespace: 'eip155' }))
      expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
        namespace: 'eip155',
        status: 'connected',
        siwx: { address: ANVIL_ACCOUNT_0, caipNetworkId: 'eip155:31337' },
      })
    })

    test('behavior: solana:signIn connects and signs in at once, bound to the real origin whatever the input says', async ({
      page,
    }) => {
      await openSolanaDapp(page, layout.modalUrl(), [solanaNetworkOnLitesvm()])
      const address = await page.evaluate(() => window.solanaTestWallet.address)
      await begin(page, 'signIn', MODAL_WALLET, {
        domain: 'evil.example',
        uri: 'https://evil.example/login',
        chainId: 'mainnet',
        statement: 'Sign in to the e2e dapp',
        nonce: 'dappnonce12345',
      })
      await modalFrame(page).getByRole('button', { name: TEST_WALLET }).click()
      await answerSolanaWallet(page, 'standard:connect')
      await answerSolanaWallet(page, 'solana:signMessage')
      const { result } = (await outcome(page)) as {
        result: { address: string; signedMessage: number[]; signature: number[]; signatureType: string }
      }
      expect(result).toMatchObject({ address, signatureType: 'ed25519' })
      const signedMessage = Uint8Array.from(result.signedMessage)
      const host = new URL(env.hostUrl)
      expect(parseSolanaSignInMessage(new TextDecoder().decode(signedMessage))).toMatchObject({
        domain: host.host,
        uri: host.origin,
        address,
        chainId: 'litesvm',
        statement: 'Sign in to the e2e dapp',
        nonce: 'dappnonce12345',
      })
      const publicKey = Uint8Array.from(getBase58Encoder().encode(address))
      expect(ed25519.verify(Uint8Array.from(result.signature), signedMessage, publicKey)).toBe(true)
      expect(await page.evaluate((name) => window.solanaDapp.describe(name).accounts, MODAL_WALLET)).toEqual([
        address,
      ])
    })

    test('error: solana:signIn with a malformed input is refused before any wallet is asked', async ({
      page,
    }) => {
      await openSolanaDapp(page, layout.modalUrl(), [solanaNetworkOnLitesvm()])
      await begin(page, 'signIn', MODAL_WALLET, { statement: 'two\nlines' })
      expect(await outcome(page)).toEqual({
        code: -32602,
        message:
          'Invalid solana_signIn params: statement must be one line of at most 280 printable characters',
      })
      // U+2028 is a line break to the message's parsers too (issue 21.5); a newline in a resource would start a field.
      await begin(page, 'signIn', MODAL_WALLET, { statement: 'Sign in\u2028URI: https://evil.example' })
      expect(await outcome(page)).toMatchObject({
        message:
          'Invalid solana_signIn params: statement must be one line of at most 280 printable characters',
      })
      await begin(page, 'signIn', MODAL_WALLET, { resources: ['https://a.example/x\nNonce: 12345678'] })
      expect(await outcome(page)).toMatchObject({
        message: 'Invalid solana_signIn params: resources must be at most 16 URIs',
      })
      expect(await page.evaluate(() => window.WalletModal.getState().open)).toBe(false)
    })
  })
}
