import { WALLET_STANDARD_NAMESPACES, type WalletStandardNamespace } from '../config/namespaces/index.js'
import { walletStandardChains } from '../config/namespaces/walletStandardChains.js'
import { decodeBase58 } from '../config/solanaAddress.js'
import { type AccountState, type AppState, addressOf } from '../store/store.js'

type StandardAccount = { address: string; publicKey: Uint8Array }

/**
 * What the modal's wallet serves each Wallet Standard namespace's connected account with
 * (loader/walletStandardWallet.ts): its features, and the accounts it shows for the connected one.
 */
const STANDARD_ACCOUNTS = {
  solana: {
    features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
    /** The account, its public key the bytes of its base58 address. */
    accounts(address: string): StandardAccount[] {
      const publicKey = decodeBase58(address)
      return publicKey === undefined ? [] : [{ address, publicKey }]
    },
  },
  bip122: {
    features: ['bitcoin:signMessage', 'bitcoin:signTransaction'],
    /** The payment account first, then the ordinals one: the modal's `bitcoin:connect` answers purposes by that order. */
    accounts(address: string, account: AccountState | undefined): StandardAccount[] {
      const accounts = [
        { address, publicKey: account?.publicKey },
        ...(account?.ordinals ? [account.ordinals] : []),
      ]
      return accounts.map((entry) => ({
        address: entry.address,
        publicKey: entry.publicKey ?? new Uint8Array(),
      }))
    },
  },
} satisfies Record<
  WalletStandardNamespace,
  { features: string[]; accounts(address: string, account: AccountState | undefined): StandardAccount[] }
>

/**
 * What wallet-standard.js registers as the modal's Wallet Standard wallet (ARCHITECTURE.md, "Solana and
 * Bitcoin"): the deployment's provider name and icon, the app's networks of the Wallet Standard namespaces as chains
 * (CAIP-2 ids and the names wallets know them by, which `@solana/wallet-adapter` and Bitcoin dapps ask for), and
 * their connected accounts, if any, each with its chains and features.
 */
export function walletStandardInfo(state: AppState) {
  const { name, icon } = state.config.providerInfo
  const chains: string[] = []
  const accounts: (StandardAccount & { chains: string[]; features: string[] })[] = []
  for (const namespace of WALLET_STANDARD_NAMESPACES) {
    const { features, accounts: accountsOf } = STANDARD_ACCOUNTS[namespace]
    const namespaceChains = walletStandardChains(state.config.networks, namespace)
    chains.push(...namespaceChains)
    const address = addressOf(state, namespace)
    if (address === undefined) continue
    for (const account of accountsOf(address, state.accounts[namespace]))
      accounts.push({ ...account, chains: namespaceChains, features })
  }
  return { name, icon, chains, accounts }
}
