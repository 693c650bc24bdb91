import { isRecord } from './isRecord.js'
import { isWalletStandardNamespace } from './namespaces/index.js'
import type { ResolvedConfig } from './types.js'

/**
 * Whether the app lists a network of a Wallet Standard ecosystem (solana, bip122): then the modal proxies in the
 * page's wallets of those ecosystems (ARCHITECTURE.md, "Solana and Bitcoin").
 */
export function needsWalletStandard(config: ResolvedConfig): boolean {
  return config.networks.some((network) => isWalletStandardNamespace(network.chainNamespace))
}

/**
 * Whether the dapp's own config (`input`, as `init` sent it) lists such a network itself: only then does the loader
 * put wallet-standard.js in the dapp's page (issue 21.6), never for a deployment's defaults alone.
 */
export function dappNeedsWalletStandard(config: ResolvedConfig, input: unknown): boolean {
  return isRecord(input) && input.networks !== undefined && needsWalletStandard(config)
}
