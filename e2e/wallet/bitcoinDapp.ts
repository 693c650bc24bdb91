/**
 * A Bitcoin dapp that finds wallets the Wallet Standard way, through `@wallet-standard/app`'s `getWallets()`,
 * without calling the modal's API; bundled to `/bitcoin-dapp.js` for `e2e/pages/bitcoin-dapp.html`.
 * `window.bitcoinDapp` drives one wallet by name; bytes come back as number arrays (Playwright's JSON).
 */
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

type Feature = Record<string, (...args: unknown[]) => Promise<unknown>>

const wallets = getWallets()
const find = (name: string): Wallet => {
  const wallet = wallets.get().find((candidate) => candidate.name === name)
  if (!wallet) throw new Error(`no wallet named ${name}`)
  return wallet
}
const feature = (name: string, id: string) => find(name).features[id as `${string}:${string}`] as Feature
const plain = (value: ArrayLike<number>) => Array.from(value)
const bitcoinAccountOf = (name: string): WalletAccount => {
  const account = find(name).accounts.find((candidate) => candidate.features.includes('bitcoin:signMessage'))
  if (!account) throw new Error(`${name} has no Bitcoin account`)
  return account
}

Object.assign(window, {
  bitcoinDapp: {
    names: () => wallets.get().map((wallet) => wallet.name),
    describe(name: string) {
      const { version, chains, features, accounts } = find(name)
      return { version, chains, features: Object.keys(features), accounts: accounts.map((a) => a.address) }
    },
    async connect(name: string, purposes: string[]) {
      const { accounts } = (await feature(name, 'bitcoin:connect').connect!({ purposes })) as {
        accounts: WalletAccount[]
      }
      return accounts.map((account) => ({ address: account.address, publicKey: plain(account.publicKey) }))
    },
    disconnect: (name: string) => feature(name, 'standard:disconnect').disconnect!(),
    async signMessage(name: string, message: number[]) {
      const [output] = (await feature(name, 'bitcoin:signMessage').signMessage!({
        account: bitcoinAccountOf(name),
        message: Uint8Array.from(message),
      })) as { signature: Uint8Array; signedMessage: Uint8Array }[]
      return { signature: plain(output!.signature), signedMessage: plain(output!.signedMessage) }
    },
    /** `bitcoin:signTransaction` of a PSBT, each input to sign naming the wallet's account by address. */
    async signTransaction(
      name: string,
      psbt: number[],
      inputsToSign: { address: string; signingIndexes: number[]; sigHash?: number }[],
    ) {
      const wallet = find(name)
      const [output] = (await feature(name, 'bitcoin:signTransaction').signTransaction!({
        psbt: Uint8Array.from(psbt),
        inputsToSign: inputsToSign.map(({ address, ...input }) => {
          const account = wallet.accounts.find((candidate) => candidate.address === address)
          if (!account) throw new Error(`${name} has no account ${address}`)
          return { ...input, account }
        }),
      })) as { signedPsbt: Uint8Array }[]
      return { signedPsbt: plain(output!.signedPsbt) }
    },
  },
})
