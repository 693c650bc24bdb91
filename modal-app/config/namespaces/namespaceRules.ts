import type * as v from 'valibot'
import type { NetworkEntry } from '../networkEntry.js'

/** A wallet's account as its connector reports it (connectors/types.ts has each namespace's shape): unchecked. */
export type AccountReport = {
  address: string
  chainId?: number
  publicKey?: Uint8Array | undefined
  ordinals?: { address: string; publicKey?: Uint8Array | undefined } | undefined
}

/** An address with the public key its wallet gave for it, when one of the namespace's key forms. */
export type KeyedAddress = { address: string; publicKey?: Uint8Array }

/** A report that passed its namespace's checks: the address as shown, and the wallet's chain where it has one. */
export type CheckedAccount = KeyedAddress & { chainId?: number; ordinals?: KeyedAddress }

/**
 * SPEC §5: a wallet's report checked on its namespace's `network` (the session's); undefined for one that is not a
 * valid account (and chain).
 */
export type AccountCheck = (
  report: AccountReport,
  network: NetworkEntry | undefined,
) => CheckedAccount | undefined

/** How the page's Wallet Standard wallets of a namespace reach the modal (wallet-standard.js proxies them in). */
type WalletStandardRules = {
  /** loader/walletStandardProxy.ts names the page's wallets of this namespace with this uuid prefix. */
  uuidPrefix: string
}

/**
 * What sets one chain namespace apart, as every layer needs it: one module a namespace (eip155.ts, solana.ts,
 * bip122.ts), listed in ./index.ts. This object is in the startup bundle: what only later code needs is in tables
 * of its own keyed by namespace, in chunks (./accountChecks.ts: the address rules; ./walletStandardChains.ts: the
 * names wallets know the chains by), and what a higher layer owns is in that layer's table (README, "One table per
 * namespace": wallet params, balances, sign-in formats, WalletConnect).
 */
export type NamespaceRules = {
  /** The ecosystem's name, in messages: `No Solana account is connected`. */
  name: string
  /** A network object the app passes (`networks`), checked and made a {@link NetworkEntry}. */
  networkSchema: v.GenericSchema<unknown, NetworkEntry>
  /** The networks a dapp may name by CAIP id alone (SPEC §3), as a dapp would pass them, in display order. */
  builtinNetworks: readonly { name: string }[]
  /** Its host wallets: EIP-6963's (undefined) or Wallet Standard's. */
  walletStandard: WalletStandardRules | undefined
  /**
   * Its wallets are on a chain of their own, which they report and switch when asked (eip155). Otherwise the
   * network is the app's: a wallet has no network to switch, each request names one.
   */
  walletHasChain: boolean
  /** Addresses are hex: the same address in any letter case (a sign-in for it is its). */
  hexAddresses: boolean
  /** SPEC §9: tokens, activity, NFTs and the profile name are read on this namespace. */
  portfolio: boolean
  /** SPEC §9 "Balance: eip155, solana": the Tokens tab lists the account's balances on this namespace. */
  balances: boolean
}
