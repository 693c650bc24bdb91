import type { Page } from '@playwright/test'

type SignTransactionFeature = {
  signTransaction(input: {
    psbt: Uint8Array
    inputsToSign: { account: unknown; signingIndexes: number[] }[]
    chain: string
  }): Promise<{ signedPsbt: Uint8Array }[]>
}
type FoundWallet = {
  name: string
  accounts: readonly { address: string }[]
  features: Record<string, unknown>
}

/**
 * `bitcoin:signTransaction` on the modal's Wallet Standard wallet as a dapp calls it, input 0 for `address`. The
 * wallet is found the Wallet Standard way, without the bitcoin-dapp page's helpers: the page announces
 * `wallet-standard:app-ready`, and each registered wallet answers by calling `register`. Resolves with the signed
 * PSBT once the wallet has approved.
 */
export async function signTransactionThroughModal(
  page: Page,
  walletName: string,
  psbt: Uint8Array,
  address: string,
  chain: string,
): Promise<Uint8Array> {
  const signed = await page.evaluate(
    async ({ walletName, psbt, address, chain }) => {
      const found: FoundWallet[] = []
      const register = (...wallets: FoundWallet[]) => {
        found.push(...wallets)
        return () => {}
      }
      window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register } }))
      const wallet = found.find((candidate) => candidate.name === walletName)
      const account = wallet?.accounts.find((candidate) => candidate.address === address)
      if (!wallet || !account) throw new Error(`${walletName} has no account ${address}`)
      const feature = wallet.features['bitcoin:signTransaction'] as SignTransactionFeature
      const [output] = await feature.signTransaction({
        psbt: Uint8Array.from(psbt),
        inputsToSign: [{ account, signingIndexes: [0] }],
        chain,
      })
      return Array.from(output!.signedPsbt)
    },
    { walletName, psbt: Array.from(psbt), address, chain },
  )
  return Uint8Array.from(signed)
}
