import type { NetworkEntry } from '../../config/types.js'

/**
 * The app's networks an address of `network` is valid on: every network of its namespace where addresses are the
 * same on all of them (eip155, solana), the network itself where each has its own form (bip122's mainnet and
 * testnet addresses differ).
 */
export function receiveNetworks(networks: readonly NetworkEntry[], network: NetworkEntry): NetworkEntry[] {
  if (network.chainNamespace === 'bip122') return [network]
  return networks.filter((entry) => entry.chainNamespace === network.chainNamespace)
}
