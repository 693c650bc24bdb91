import type { NetworkEntry } from './networkEntry.js'

/** Wallet Standard's names of Solana's clusters (`@solana/wallet-standard-chains`), by genesis-hash prefix. */
const CLUSTER_NAMES: Readonly<Record<string, string>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSDkY4V': 'solana:testnet',
}

/**
 * The Wallet Standard chain a wallet knows a Solana network by: `solana:mainnet`, `solana:devnet`, `solana:testnet`
 * for the public clusters, `solana:localnet` for any other (a local validator).
 */
export function walletStandardChain(network: NetworkEntry): string {
  return CLUSTER_NAMES[String(network.id)] ?? 'solana:localnet'
}

/** Every name of the app's Solana networks: the CAIP-2 id and the Wallet Standard name of each. */
export function solanaChainNames(networks: readonly NetworkEntry[]): string[] {
  const solana = networks.filter((network) => network.chainNamespace === 'solana')
  return [...new Set(solana.flatMap((network) => [network.caipNetworkId, walletStandardChain(network)]))]
}

/** The app's Solana network a chain name (either form) names, if any. */
export function solanaNetworkOf(networks: readonly NetworkEntry[], chain: unknown): NetworkEntry | undefined {
  return networks.find(
    (network) =>
      network.chainNamespace === 'solana' &&
      (network.caipNetworkId === chain || walletStandardChain(network) === chain),
  )
}
