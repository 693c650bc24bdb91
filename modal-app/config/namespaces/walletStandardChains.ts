import { BITCOIN_MAINNET_ID, BITCOIN_REGTEST_ID, BITCOIN_TESTNET_ID } from '../bitcoinChains.js'
import type { NetworkEntry } from '../networkEntry.js'
import { isWalletStandardNamespace, type SupportedNamespace, type WalletStandardNamespace } from './index.js'

/** Wallet Standard's names of Solana's clusters (`@solana/wallet-standard-chains`), by genesis-hash prefix. */
const CLUSTER_NAMES: Readonly<Record<string, string>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/** The names Bitcoin Wallet Standard wallets (Exodus, MetaMask) give these chains beside their CAIP-2 ids. */
const BITCOIN_NAMES: Readonly<Record<string, string>> = {
  [BITCOIN_MAINNET_ID]: 'bitcoin:mainnet',
  [BITCOIN_TESTNET_ID]: 'bitcoin:testnet',
  [BITCOIN_REGTEST_ID]: 'bitcoin:regtest',
}

/**
 * The name Wallet Standard wallets know a network of each Wallet Standard namespace by, beside its CAIP-2 id (none
 * where they have no other). Read by the RPC router and WalletConnect, never at startup: in their chunks.
 */
const CHAIN_NAMES = {
  /** `solana:mainnet`, `solana:devnet`, `solana:testnet` for the public clusters, `solana:localnet` for any other. */
  solana: (network) => CLUSTER_NAMES[String(network.id)] ?? 'solana:localnet',
  bip122: (network) => BITCOIN_NAMES[String(network.id)],
} satisfies Record<WalletStandardNamespace, (network: NetworkEntry) => string | undefined>

/** The name Wallet Standard wallets know `network` by beside its CAIP-2 id, if any. */
export function walletStandardName(network: NetworkEntry): string | undefined {
  const namespace = network.chainNamespace
  return isWalletStandardNamespace(namespace) ? CHAIN_NAMES[namespace](network) : undefined
}

/** The names a Wallet Standard wallet knows `network` by: its CAIP-2 id, and its wallets' name where it has one. */
function walletStandardNames(network: NetworkEntry): string[] {
  const name = walletStandardName(network)
  return name === undefined ? [network.caipNetworkId] : [network.caipNetworkId, name]
}

/** Every name of the app's networks of `namespace`: the CAIP-2 id and the Wallet Standard name of each. */
export function walletStandardChains(
  networks: readonly NetworkEntry[],
  namespace: SupportedNamespace,
): string[] {
  const listed = networks.filter((network) => network.chainNamespace === namespace)
  return [...new Set(listed.flatMap(walletStandardNames))]
}

/** The app's network of `namespace` a chain name (either form) names, if any. */
export function networkOfChain(
  networks: readonly NetworkEntry[],
  namespace: SupportedNamespace,
  chain: unknown,
): NetworkEntry | undefined {
  return networks.find(
    (network) =>
      network.chainNamespace === namespace && walletStandardNames(network).some((name) => name === chain),
  )
}
