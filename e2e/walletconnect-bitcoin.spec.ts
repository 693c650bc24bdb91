import { secp256k1 } from '@noble/curves/secp256k1.js'
import { expect, type Page, test } from '@playwright/test'
import { p2pkh, p2wpkh, SigHash, Transaction } from '@scure/btc-signer'
import { anvilNetwork, modalFrame, request } from './fixtures.js'
import { env } from './stack/env.js'
import {
  begin,
  bitcoinOutcome,
  MODAL_WALLET,
  REGTEST_CAIP_ID,
  regtestNetwork,
} from './wallet/bitcoinFixtures.js'
import { bitcoinKeyOf, verifyBitcoinMessage } from './wallet/bitcoinKeys.js'
import { signTransactionThroughModal } from './walletconnect/bitcoinDappCalls.js'
import { copiedUri, LAYOUTS, startWcWallet, WC_ACCOUNT } from './walletconnect/dapp.js'
import type { TestWcWallet } from './walletconnect/wallet.js'

// The WalletConnect wallet's Bitcoin key (test use only), so the test can build PSBTs that spend to it.
const WC_BITCOIN_KEY = '5a1e7c0ffee0ddba11c0de5eed5a1ad0f00dfacade0b5e55ed1dea5c0ffee0dd'
const { address: ADDRESS, publicKey: PUBLIC_KEY } = bitcoinKeyOf(WC_BITCOIN_KEY)
const PREVOUT_AMOUNT = 100_000n

let wallet: TestWcWallet
test.beforeEach(async () => {
  wallet = await startWcWallet({ bitcoinSecretKey: WC_BITCOIN_KEY })
})
test.afterEach(async () => {
  await wallet.stop()
})

/** The getWallets() Bitcoin dapp with WalletConnect on the local relay, and no Bitcoin wallet of its own in the page. */
async function openDapp(page: Page, modal: string, networks: unknown[]) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`${env.hostUrl}/bitcoin-dapp.html?modal=${encodeURIComponent(modal)}`)
  await page.waitForFunction(() => 'WalletModal' in window && 'bitcoinDapp' in window)
  await page.evaluate((config) => window.WalletModal.init(config as never), {
    networks,
    projectId: 'e2e-project',
    relayUrl: env.relayUrl,
  })
  await page.waitForFunction((name) => window.bitcoinDapp.names().includes(name), MODAL_WALLET)
}

/** The dapp's bitcoin:connect → Connect (bip122) → WalletConnect → the wallet pairs: its proposal. */
async function proposeFromBitcoinConnect(page: Page) {
  await begin(page, 'connect', MODAL_WALLET, ['payment'])
  await modalFrame(page)
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  await wallet.pair(await copiedUri(page))
  return wallet.nextProposal()
}

/** The dapp on regtest alone, connected through WalletConnect by a wallet that approves only its Bitcoin account. */
async function connectBitcoinOnly(page: Page, modal: string) {
  await openDapp(page, modal, [regtestNetwork()])
  await proposeFromBitcoinConnect(page)
  await wallet.approve({ namespaces: ['bip122'] })
  expect(await bitcoinOutcome(page)).toMatchObject({ result: [{ address: ADDRESS }] })
}

/** bitcoin:signMessage through the modal's wallet, approved in the WalletConnect wallet: the signature verifies. */
async function signMessageOverWalletConnect(page: Page, text: string) {
  const message = Array.from(new TextEncoder().encode(text))
  await begin(page, 'signMessage', MODAL_WALLET, message)
  const asked = await wallet.nextRequest('signMessage')
  expect(asked.chain).toBe(REGTEST_CAIP_ID)
  expect(asked.params).toEqual({ account: ADDRESS, address: ADDRESS, message: text, protocol: 'ecdsa' })
  await wallet.approveRequest()
  const { result } = (await bitcoinOutcome(page)) as {
    result: { signature: number[]; signedMessage: number[] }
  }
  expect(result.signedMessage).toEqual(message)
  const signature = Uint8Array.from(result.signature)
  expect(verifyBitcoinMessage(ADDRESS, Uint8Array.from(message), signature)).toBe(true)
  expect(verifyBitcoinMessage(ADDRESS, new TextEncoder().encode('another message'), signature)).toBe(false)
}

/** A PSBT spending a (fictitious) P2WPKH output of the wallet's key back to it: input 0 is the wallet's to sign. */
function unsignedPsbt(): Uint8Array {
  const transaction = new Transaction()
  const script = p2wpkh(PUBLIC_KEY).script
  transaction.addInput({
    txid: new Uint8Array(32).fill(7),
    index: 1,
    witnessUtxo: { script, amount: PREVOUT_AMOUNT },
  })
  transaction.addOutput({ script, amount: PREVOUT_AMOUNT - 1_000n })
  return transaction.toPSBT()
}

for (const layout of LAYOUTS) {
  test.describe(`WalletConnect's bip122 namespace (${layout.name})`, () => {
    test('default: a wallet approving only Bitcoin accounts connects, and signMessage verifies against its key', async ({
      page,
    }) => {
      await openDapp(page, layout.modalUrl(), [regtestNetwork()])
      const proposal = await proposeFromBitcoinConnect(page)
      expect(proposal.bitcoinChains).toEqual([REGTEST_CAIP_ID])
      expect(proposal.params.optionalNamespaces.bip122).toEqual({
        chains: [REGTEST_CAIP_ID],
        methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
        events: ['bip122_addressesChanged'],
      })
      await wallet.approve({ namespaces: ['bip122'] })
      // The public key from the session's bip122_getAccountAddresses property: Bitcoin dapps build with it.
      expect(await bitcoinOutcome(page)).toEqual({
        result: [{ address: ADDRESS, publicKey: Array.from(PUBLIC_KEY) }],
      })
      expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
        namespace: 'bip122',
        status: 'connected',
        address: ADDRESS,
        caipAddress: `${REGTEST_CAIP_ID}:${ADDRESS}`,
      })
      await signMessageOverWalletConnect(page, `Sign in to ${env.hostUrl}`)
    })

    test('behavior: bitcoin:signTransaction goes to the wallet as signPsbt, and its input signature verifies', async ({
      page,
    }) => {
      await connectBitcoinOnly(page, layout.modalUrl())

      const signing = signTransactionThroughModal(
        page,
        MODAL_WALLET,
        unsignedPsbt(),
        ADDRESS,
        REGTEST_CAIP_ID,
      )
      const asked = await wallet.nextRequest('signPsbt')
      expect(asked.params).toMatchObject({ account: ADDRESS, signInputs: [{ address: ADDRESS, index: 0 }] })
      await wallet.approveRequest()
      const signed = Transaction.fromPSBT(await signing)
      const [signer, signature] = signed.getInput(0).partialSig![0]!
      expect(signer).toEqual(PUBLIC_KEY)
      // BIP-143: a P2WPKH input's sighash commits to its P2PKH script code and amount; the signature is DER + type.
      const sighash = signed.preimageWitnessV0(0, p2pkh(PUBLIC_KEY).script, SigHash.ALL, PREVOUT_AMOUNT)
      expect(
        secp256k1.verify(signature.subarray(0, -1), sighash, PUBLIC_KEY, { prehash: false, format: 'der' }),
      ).toBe(true)
    })

    test('behavior: an eip155 and bip122 approval connects both; Bitcoin disconnects while eip155 and the session stay', async ({
      page,
    }) => {
      await openDapp(page, layout.modalUrl(), [anvilNetwork(), regtestNetwork()])
      await proposeFromBitcoinConnect(page)
      await wallet.approve({ namespaces: ['eip155', 'bip122'] })
      expect(await bitcoinOutcome(page)).toMatchObject({ result: [{ address: ADDRESS }] })
      expect(await request(page, 'eth_accounts')).toEqual([WC_ACCOUNT.address])
      expect(await request(page, 'bip122_accounts')).toEqual([ADDRESS])
      expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
        namespace: 'bip122',
        address: ADDRESS,
      })

      // Bitcoin's own disconnect leaves eip155 and the WalletConnect session.
      await page.evaluate((name) => window.bitcoinDapp.disconnect(name), MODAL_WALLET)
      expect(await request(page, 'bip122_accounts')).toEqual([])
      expect(await request(page, 'eth_accounts')).toEqual([WC_ACCOUNT.address])
      expect(wallet.sessions()).toHaveLength(1)

      // The last namespace out ends the session.
      await page.evaluate(() => window.WalletModal.disconnect())
      expect(await request(page, 'eth_accounts')).toEqual([])
      await expect.poll(() => wallet.sessions().length).toBe(0)
    })

    if (layout.persists)
      test('behavior: after a reload the Bitcoin account is restored from the stored session, and signs', async ({
        page,
      }) => {
        await connectBitcoinOnly(page, layout.modalUrl())

        await openDapp(page, layout.modalUrl(), [regtestNetwork()])
        await expect.poll(() => request(page, 'bip122_accounts')).toEqual([ADDRESS])
        await begin(page, 'connect', MODAL_WALLET, ['payment'])
        expect(await bitcoinOutcome(page)).toMatchObject({ result: [{ address: ADDRESS }] })
        await signMessageOverWalletConnect(page, 'after reload')
      })
  })
}
