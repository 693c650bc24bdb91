import { ed25519 } from '@noble/curves/ed25519.js'
import { getBase58Decoder } from '@solana/kit'
import { anvilNetwork, modalFrame, request } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'
import { ANVIL_ACCOUNT_0, approveNext, installTestWallet } from './wallet/fixtures.js'
import {
  answerSolanaWallet,
  begin,
  connectThroughModal,
  MODAL_WALLET,
  openSolanaDapp,
  outcome,
  SOLANA_MAINNET,
  solanaNetworkOnLitesvm,
  solanaRpc,
} from './wallet/solanaFixtures.js'

const LAMPORTS_PER_SOL = 1_000_000_000
const LAYOUTS = [
  ['same-site', () => env.modalUrl],
  ['cross-site', () => env.modalUrlCrossSite],
] as const

type Seen = { name: string; data: unknown }[]

for (const [layout, modalUrl] of LAYOUTS) {
  test.describe(`Solana beside EVM, ${layout}`, () => {
    test('behavior: solana:signAndSendTransaction is executed by the SVM, and the balances move', async ({
      page,
    }) => {
      await openSolanaDapp(page, modalUrl(), [solanaNetworkOnLitesvm(), anvilNetwork()])
      const address = await page.evaluate(() => window.solanaTestWallet.address)
      const recipient = getBase58Decoder().decode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))
      await solanaRpc('requestAirdrop', [address, LAMPORTS_PER_SOL])
      await connectThroughModal(page)

      // Account shows the balance in SOL, read from the network's RPC: in its header, and in the Tokens tab's row.
      await page.evaluate(() => window.WalletModal.openWalletModal({ namespace: 'solana' }))
      await expect(
        modalFrame(page)
          .getByRole('region', { name: 'Wallet summary' })
          .getByText(/^1(\.0+)? SOL$/),
      ).toBeVisible()
      await expect(
        modalFrame(page)
          .getByRole('list', { name: 'Tokens' })
          .getByRole('listitem')
          .filter({ hasText: 'Solana' }),
      ).toContainText(/1(\.0+)? SOL/)
      await page.evaluate(() => window.WalletModal.closeWalletModal())

      const { value } = await solanaRpc<{ value: { blockhash: string } }>('getLatestBlockhash')
      const transaction = await page.evaluate(
        ({ name, to, blockhash }) => window.solanaDapp.transfer(name, to, 250_000_000, blockhash),
        { name: MODAL_WALLET, to: recipient, blockhash: value.blockhash },
      )
      await begin(page, 'signAndSendTransaction', MODAL_WALLET, transaction, 'solana:localnet', {
        preflightCommitment: 'confirmed',
      })
      await answerSolanaWallet(page, 'solana:signAndSendTransaction')
      const { result } = (await outcome(page)) as { result: number[] }
      const signature = getBase58Decoder().decode(Uint8Array.from(result))
      const statuses = await solanaRpc<{ value: unknown[] }>('getSignatureStatuses', [[signature]])
      expect(statuses.value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
      expect(await solanaRpc('getBalance', [recipient])).toMatchObject({ value: 250_000_000 })
      expect(await solanaRpc('getBalance', [address])).toMatchObject({ value: 750_000_000 - 5_000 })
    })

    test('behavior: EVM and Solana connect at once; one disconnects while the other stays', async ({
      page,
    }) => {
      await installTestWallet(page)
      await openSolanaDapp(page, modalUrl(), [anvilNetwork(), SOLANA_MAINNET])
      await page.evaluate(() => {
        const seen: Seen = []
        ;(window as unknown as { seen: Seen }).seen = seen
        for (const name of ['connect', 'disconnect', 'accountsChanged', 'chainChanged'] as const)
          window.WalletModal.provider.on(name, (data: never) => seen.push({ name, data }))
      })
      const evm = page.evaluate(() => window.WalletModal.provider.request({ method: 'eth_requestAccounts' }))
      await modalFrame(page)
        .getByRole('button', { name: /^Test Wallet/ })
        .click()
      await approveNext(page, 'eth_requestAccounts')
      expect(await evm).toEqual([ANVIL_ACCOUNT_0])
      const solana = await page.evaluate(() => window.solanaTestWallet.address)
      expect(await connectThroughModal(page)).toMatchObject({ result: [{ address: solana }] })

      // The provider speaks for eip155 only: connecting Solana told the EVM dapp nothing.
      const seen = () => page.evaluate(() => (window as unknown as { seen: Seen }).seen)
      expect(await seen()).toEqual([
        { name: 'connect', data: { chainId: '0x7a69' } },
        { name: 'accountsChanged', data: [ANVIL_ACCOUNT_0] },
      ])
      expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
        namespace: 'solana',
        address: solana,
      })
      expect(await request(page, 'eth_accounts')).toEqual([ANVIL_ACCOUNT_0])
      expect(await request(page, 'eth_chainId')).toBe('0x7a69')

      // Wallet Standard's disconnect ends Solana alone.
      await page.evaluate((name) => window.solanaDapp.disconnect(name), MODAL_WALLET)
      expect(await request(page, 'solana_accounts')).toEqual([])
      expect(await request(page, 'eth_accounts')).toEqual([ANVIL_ACCOUNT_0])
      expect(await seen()).toHaveLength(2)
      await page.waitForFunction(
        (name) => window.solanaDapp.describe(name).accounts.length === 0,
        MODAL_WALLET,
      )

      // The loader's disconnect() ends every namespace.
      await connectThroughModal(page)
      expect(await request(page, 'solana_accounts')).toEqual([solana])
      await page.evaluate(() => window.WalletModal.disconnect())
      expect(await request(page, 'solana_accounts')).toEqual([])
      expect(await request(page, 'eth_accounts')).toEqual([])
      await page.waitForFunction(
        (name) => window.solanaDapp.describe(name).accounts.length === 0,
        MODAL_WALLET,
      )
    })
  })
}
