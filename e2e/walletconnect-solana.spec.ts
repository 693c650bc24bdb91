import { ed25519 } from '@noble/curves/ed25519.js'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { anvilNetwork, modalFrame, request } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'
import { begin, MODAL_WALLET, outcome, solanaNetworkOnLitesvm, solanaRpc } from './wallet/solanaFixtures.js'
import { copiedUri, LAYOUTS, startWcWallet, WC_ACCOUNT } from './walletconnect/dapp.js'
import type { TestWcWallet } from './walletconnect/wallet.js'

const LAMPORTS_PER_SOL = 1_000_000_000

let wallet: TestWcWallet
test.beforeEach(async () => {
  wallet = await startWcWallet()
})
test.afterEach(async () => {
  await wallet.stop()
})

/** The getWallets() dapp with WalletConnect on the local relay, and no Solana wallet of its own in the page. */
async function openDapp(page: Page, modal: string, networks: unknown[]) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`${env.hostUrl}/solana-dapp.html?modal=${encodeURIComponent(modal)}`)
  await page.waitForFunction(() => 'WalletModal' in window && 'solanaDapp' in window)
  await page.evaluate((config) => window.WalletModal.init(config as never), {
    networks,
    projectId: 'e2e-project',
    relayUrl: env.relayUrl,
  })
  await page.waitForFunction((name) => window.solanaDapp.names().includes(name), MODAL_WALLET)
}

/** The dapp's Wallet Standard connect → Connect (solana) → WalletConnect → the wallet pairs: its proposal. */
async function proposeFromSolanaConnect(page: Page) {
  await begin(page, 'connect', MODAL_WALLET)
  await modalFrame(page)
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  await wallet.pair(await copiedUri(page))
  return wallet.nextProposal()
}

for (const layout of LAYOUTS) {
  test.describe(`WalletConnect's solana namespace (${layout.name})`, () => {
    test('default: a wallet approving only Solana accounts connects, and signMessage verifies against its key', async ({
      page,
    }) => {
      await openDapp(page, layout.modalUrl(), [solanaNetworkOnLitesvm()])
      const proposal = await proposeFromSolanaConnect(page)
      expect(proposal.solanaChains).toEqual(['solana:litesvm'])
      expect(proposal.params.optionalNamespaces.solana?.methods).toEqual(
        expect.arrayContaining([
          'solana_signMessage',
          'solana_signTransaction',
          'solana_signAndSendTransaction',
        ]),
      )
      await wallet.approve({ namespaces: ['solana'] })
      expect(await outcome(page)).toMatchObject({ result: [{ address: wallet.solanaAddress }] })
      expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
        namespace: 'solana',
        status: 'connected',
        address: wallet.solanaAddress,
      })

      const message = [...new TextEncoder().encode('Hello Solana over WalletConnect')]
      await begin(page, 'signMessage', MODAL_WALLET, message)
      const asked = await wallet.nextRequest('solana_signMessage')
      expect(asked.params).toEqual({
        message: getBase58Decoder().decode(Uint8Array.from(message)),
        pubkey: wallet.solanaAddress,
      })
      await wallet.approveRequest()
      const { result } = (await outcome(page)) as { result: { signature: number[]; signedMessage: number[] } }
      expect(result.signedMessage).toEqual(message)
      const publicKey = Uint8Array.from(getBase58Encoder().encode(wallet.solanaAddress))
      expect(ed25519.verify(Uint8Array.from(result.signature), Uint8Array.from(message), publicKey)).toBe(
        true,
      )
    })

    if (layout.persists)
      test('behavior: after a reload the Solana account is restored from the stored session', async ({
        page,
      }) => {
        await openDapp(page, layout.modalUrl(), [solanaNetworkOnLitesvm()])
        await proposeFromSolanaConnect(page)
        await wallet.approve({ namespaces: ['solana'] })
        expect(await outcome(page)).toMatchObject({ result: [{ address: wallet.solanaAddress }] })

        await openDapp(page, layout.modalUrl(), [solanaNetworkOnLitesvm()])
        expect(await request(page, 'solana_accounts')).toEqual([wallet.solanaAddress])
        const message = [...new TextEncoder().encode('after reload')]
        await begin(page, 'connect', MODAL_WALLET)
        expect(await outcome(page)).toMatchObject({ result: [{ address: wallet.solanaAddress }] })
        await begin(page, 'signMessage', MODAL_WALLET, message)
        await wallet.nextRequest('solana_signMessage')
        await wallet.approveRequest()
        const { result } = (await outcome(page)) as { result: { signature: number[] } }
        const publicKey = Uint8Array.from(getBase58Encoder().encode(wallet.solanaAddress))
        expect(ed25519.verify(Uint8Array.from(result.signature), Uint8Array.from(message), publicKey)).toBe(
          true,
        )
      })
    else
      test('behavior: cross-site the session lives in memory only: after a reload Solana is disconnected', async ({
        page,
      }) => {
        await openDapp(page, layout.modalUrl(), [solanaNetworkOnLitesvm()])
        await proposeFromSolanaConnect(page)
        await wallet.approve({ namespaces: ['solana'] })
        expect(await outcome(page)).toMatchObject({ result: [{ address: wallet.solanaAddress }] })

        await openDapp(page, layout.modalUrl(), [solanaNetworkOnLitesvm()])
        expect(await request(page, 'solana_accounts')).toEqual([])
      })

    test('behavior: an eip155 and solana approval connects both; one disconnects while the other and the session stay', async ({
      page,
    }) => {
      await openDapp(page, layout.modalUrl(), [anvilNetwork(), solanaNetworkOnLitesvm()])
      await proposeFromSolanaConnect(page)
      await wallet.approve({ namespaces: ['eip155', 'solana'] })
      expect(await outcome(page)).toMatchObject({ result: [{ address: wallet.solanaAddress }] })
      expect(await request(page, 'eth_accounts')).toEqual([WC_ACCOUNT.address])
      expect(await request(page, 'solana_accounts')).toEqual([wallet.solanaAddress])
      expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
        namespace: 'solana',
        address: wallet.solanaAddress,
      })

      // A transfer signed over WalletConnect (base64 in, base58 signature out) is executed by the SVM.
      const recipient = getBase58Decoder().decode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))
      await solanaRpc('requestAirdrop', [wallet.solanaAddress, LAMPORTS_PER_SOL])
      const { value } = await solanaRpc<{ value: { blockhash: string } }>('getLatestBlockhash')
      const transaction = await page.evaluate(
        ({ name, to, blockhash }) => window.solanaDapp.transfer(name, to, 250_000_000, blockhash),
        { name: MODAL_WALLET, to: recipient, blockhash: value.blockhash },
      )
      await begin(page, 'signAndSendTransaction', MODAL_WALLET, transaction, 'solana:localnet')
      await wallet.nextRequest('solana_signAndSendTransaction')
      await wallet.approveRequest()
      const { result } = (await outcome(page)) as { result: number[] }
      const signature = getBase58Decoder().decode(Uint8Array.from(result))
      const statuses = await solanaRpc<{ value: unknown[] }>('getSignatureStatuses', [[signature]])
      expect(statuses.value[0]).toMatchObject({ err: null })
      expect(await solanaRpc('getBalance', [recipient])).toMatchObject({ value: 250_000_000 })

      // Solana's own disconnect leaves eip155 and the WalletConnect session.
      await page.evaluate((name) => window.solanaDapp.disconnect(name), MODAL_WALLET)
      expect(await request(page, 'solana_accounts')).toEqual([])
      expect(await request(page, 'eth_accounts')).toEqual([WC_ACCOUNT.address])
      expect(wallet.sessions()).toHaveLength(1)

      // The last namespace out ends the session.
      await page.evaluate(() => window.WalletModal.disconnect())
      expect(await request(page, 'eth_accounts')).toEqual([])
      await expect.poll(() => wallet.sessions().length).toBe(0)
    })
  })
}
