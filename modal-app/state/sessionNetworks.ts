import type { Namespace } from '../../shared/protocol.js'
import { PROVIDER_NAMESPACE, type SupportedNamespace } from '../config/namespaces/index.js'
import type { NetworkEntry, ResolvedConfig } from '../config/types.js'
import type { KeyValueStorage } from '../storage/storage.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { activeAccount, activeNetwork, networkOf, type Store } from '../store/store.js'

/** The config's network with id `preferredId`, else its default. */
export const pickNetwork = (config: ResolvedConfig, preferredId: string | null | undefined) =>
  config.networks.find((network) => network.caipNetworkId === preferredId) ?? config.defaultNetwork

/** A network entry for a chain the app does not list, so the account still shows where the wallet is. */
export function unlistedNetwork(chainId: number): NetworkEntry {
  return {
    id: chainId,
    name: `Chain ${chainId}`,
    caipNetworkId: `${PROVIDER_NAMESPACE}:${chainId}`,
    chainNamespace: PROVIDER_NAMESPACE,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
    testnet: false,
  }
}

/** The config's eip155 network with this chain id, if it lists one. */
const listedIn = (config: ResolvedConfig, chainId: number) =>
  config.networks.find(
    (network) => network.chainNamespace === PROVIDER_NAMESPACE && Number(network.id) === chainId,
  )

/**
 * The session's network half (SPEC §3 "Network, per namespace"): which network each namespace is on, which
 * namespace is active, and the network remembered for the next visit. Used only by state/session.ts.
 */
export function createSessionNetworks(deps: {
  store: Store
  storage: KeyValueStorage
  preferredNetworkId: string | null
}) {
  const { store, storage } = deps
  let preferredNetworkId = deps.preferredNetworkId
  const remember = (network: NetworkEntry) => {
    preferredNetworkId = network.caipNetworkId
    storage.set(STORAGE_KEYS.activeCaipNetworkId, network.caipNetworkId)
  }
  /** Moves `namespace` (made active) to `network`. */
  const move = (namespace: SupportedNamespace, network: NetworkEntry) =>
    store.set((state) => ({ namespace, networks: { ...state.networks, [namespace]: network } }))

  return {
    move,
    remember,
    /** The app's eip155 network with this chain id, if it lists one. */
    listed: (chainId: number) => listedIn(store.get().config, chainId),
    /** `namespace`'s network now: the one chosen, else the config's first of that namespace. */
    current: (namespace: SupportedNamespace) => networkOf(store.get(), namespace),
    /** Without a wallet, choosing a network just moves the app there (and is remembered). */
    selectNetwork(network: NetworkEntry) {
      move(network.chainNamespace, network)
      remember(network)
    },
    /**
     * A new config: the remembered network wins over the config's default whenever the new config still lists
     * it; a connected wallet's chain wins over both. A connected eip155 wallet (`evmConnected`) stays on its chain,
     * listed or not; the answer says when the new list changed whether it is listed.
     */
    configure(config: ResolvedConfig, evmConnected: boolean): { listed: boolean } | undefined {
      const state = store.get()
      const wallet = evmConnected ? Number(networkOf(state, PROVIDER_NAMESPACE)?.id) : undefined
      const listedBefore = wallet !== undefined && listedIn(state.config, wallet) !== undefined
      const connected = activeAccount(state).status === 'connected'
      const active = pickNetwork(config, connected ? activeNetwork(state).caipNetworkId : preferredNetworkId)
      store.set({ config, namespace: active.chainNamespace, networks: { [active.chainNamespace]: active } })
      if (wallet === undefined) return undefined
      const known = listedIn(config, wallet)
      store.set((next) => ({
        networks: { ...next.networks, [PROVIDER_NAMESPACE]: known ?? unlistedNetwork(wallet) },
      }))
      return (known !== undefined) !== listedBefore ? { listed: known !== undefined } : undefined
    },
    /** The dapp opens the modal on `namespace`: its network, or its first configured one. */
    selectNamespace(namespace: Namespace) {
      const state = store.get()
      if (namespace === state.namespace) return
      const network =
        state.networks[namespace] ?? state.config.networks.find((entry) => entry.chainNamespace === namespace)
      if (network) move(network.chainNamespace, network)
    },
  }
}
