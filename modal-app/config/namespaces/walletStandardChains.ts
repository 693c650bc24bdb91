import type { NetworkEntry } from '../networkEntry.js'
import { rulesOf, type SupportedNamespace } from './index.js'

/** The names a Wallet Standard wallet knows `network` by: its CAIP-2 id, and its wallets' name where it has one. */
function walletStandardNames(network: NetworkEntry): string[] {
  const name = rulesOf(network).walletStandard?.chainName(network)
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
