import { isWalletStandardNamespace } from './namespaces/index.js'
import type { ResolvedConfig } from './types.js'

/**
 * Whether the app lists a network of a Wallet Standard ecosystem (solana, bip122): then the loader loads
 * wallet-standard.js (ARCHITECTURE.md, "Solana and Bitcoin").
 */
export function needsWalletStandard(config: ResolvedConfig): boolean {
  return config.networks.some((network) => isWalletStandardNamespace(network.chainNamespace))
}
