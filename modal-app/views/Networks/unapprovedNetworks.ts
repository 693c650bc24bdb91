import type { NetworkEntry } from '../../config/types.js'
import type { AppState } from '../../store/store.js'

/**
 * The CAIP-2 ids of the `networks` their namespace's connected wallet did not approve (SPEC §3
 * approvedCaipNetworkIds): a WalletConnect session's other chains. They are shown disabled, not hidden: a switch
 * there would fail in the wallet. None where the wallet takes any network (supportsAllNetworks: browser and
 * embedded wallets) or none is connected.
 */
export function unapprovedNetworks(
  networks: readonly NetworkEntry[],
  walletNetworks: AppState['walletNetworks'],
): ReadonlySet<string> {
  const unapproved = networks.filter((network) => {
    const wallet = walletNetworks?.[network.chainNamespace]
    return (
      wallet !== undefined &&
      !wallet.supportsAllNetworks &&
      !wallet.approvedCaipNetworkIds.includes(network.caipNetworkId)
    )
  })
  return new Set(unapproved.map((network) => network.caipNetworkId))
}
