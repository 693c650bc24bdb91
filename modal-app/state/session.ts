import { getAddress, isAddress } from 'viem'
import { namespacedStorageKey, STORAGE_KEYS } from '../../shared/constants.js'
import type { ConnectionStatus, Namespace } from '../../shared/protocol.js'
import type { NetworkEntry, ResolvedConfig } from '../config/types.js'
import type { EvmAccount, EvmConnector } from '../connectors/types.js'
import type { KeyValueStorage } from './storage.js'
import type { Store } from './store.js'

/** What the session decided; view reactions and the eth_requestAccounts waiters subscribe to it. */
export type SessionEvent =
  | {
      type: 'connected'
      namespace: Namespace
      address: string
      /** Whether the app lists the wallet's chain (else SPEC §4's UnsupportedChain applies). */
      listed: boolean
      /** A new connection (not a new account or chain of the connected wallet). */
      fresh: boolean
    }
  | { type: 'disconnected'; namespace: Namespace }

/** A network entry for a chain the app does not list, so the account still shows where the wallet is. */
function unlistedNetwork(chainId: number): NetworkEntry {
  return {
    id: chainId,
    name: `Chain ${chainId}`,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
    testnet: false,
  }
}

export const pickNetwork = (config: ResolvedConfig, preferredId: string | null | undefined) =>
  config.networks.find((network) => network.caipNetworkId === preferredId) ?? config.defaultNetwork

/**
 * The one writer of SPEC §3's connection state: status, account and network, per namespace. Connectors report
 * what their wallet says; the session checks it (the wallet lives in the untrusted host page), decides what the
 * state becomes, remembers what the next visit needs, and tells its subscribers.
 */
export function createSession(deps: {
  store: Store
  storage: KeyValueStorage
  /** The network the user was on at the last visit. */
  preferredNetworkId: string | null
}) {
  const { store, storage } = deps
  let preferredNetworkId = deps.preferredNetworkId
  const connectors = new Map<Namespace, { connector: EvmConnector; stop: () => void }>()
  const listeners = new Set<(event: SessionEvent) => void>()
  const tell = (event: SessionEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const setStatus = (namespace: Namespace, status: ConnectionStatus) => {
    store.set({ status })
    if (status !== 'connecting')
      storage.set(namespacedStorageKey(STORAGE_KEYS.connectionStatus, namespace), status)
  }
  const remember = (network: NetworkEntry) => {
    preferredNetworkId = network.caipNetworkId
    storage.set(STORAGE_KEYS.activeCaipNetworkId, network.caipNetworkId)
  }
  const listedNetwork = (chainId: number) =>
    store
      .get()
      .config.networks.find(
        (network) => network.chainNamespace === 'eip155' && Number(network.id) === chainId,
      )

  /** Takes a wallet's report; answers false (and changes nothing) when it is not a valid account and chain. */
  function accept(connector: EvmConnector, account: EvmAccount): boolean {
    const { address, chainId } = account
    if (!Number.isSafeInteger(chainId) || chainId <= 0 || !isAddress(address, { strict: false })) {
      console.warn(
        '[wallet-modal] ignored a wallet report with an invalid account or chain id',
        address,
        chainId,
      )
      return false
    }
    const namespace = connector.namespace
    const fresh = connectors.get(namespace)?.connector !== connector || store.get().status !== 'connected'
    if (connectors.get(namespace)?.connector !== connector) follow(connector)
    const known = listedNetwork(chainId)
    const checksummed = getAddress(address)
    store.set({ address: checksummed, network: known ?? unlistedNetwork(chainId), namespace })
    setStatus(namespace, 'connected')
    if (fresh)
      storage.set(namespacedStorageKey(STORAGE_KEYS.connectedConnectorId, namespace), connector.storageKey)
    if (known) remember(known)
    tell({ type: 'connected', namespace, address: checksummed, listed: known !== undefined, fresh })
    return true
  }

  function follow(connector: EvmConnector) {
    connectors.get(connector.namespace)?.stop()
    const stop = connector.onEvent((event) => {
      if (connectors.get(connector.namespace)?.connector !== connector) return
      if (event.type === 'account') accept(connector, event.account)
      else end(connector.namespace)
    })
    connectors.set(connector.namespace, { connector, stop })
  }

  /** No wallet any more on `namespace`: nothing to reconnect to next time. */
  function end(namespace: Namespace) {
    connectors.get(namespace)?.stop()
    connectors.delete(namespace)
    storage.remove(namespacedStorageKey(STORAGE_KEYS.connectedConnectorId, namespace))
    const wasConnected = store.get().status === 'connected'
    store.set({ address: undefined })
    setStatus(namespace, 'disconnected')
    if (wasConnected) tell({ type: 'disconnected', namespace })
  }

  return {
    accept,
    end,
    /** The connector answering `namespace`'s wallet requests, if one is connected. */
    connector: (namespace: Namespace): EvmConnector | undefined => connectors.get(namespace)?.connector,
    /** A silent reconnect at startup is under way (or, with `false`, gave up without a wallet). */
    reconnecting(namespace: Namespace, on: boolean) {
      if (on) setStatus(namespace, 'connecting')
      else if (store.get().status === 'connecting' && !connectors.has(namespace)) end(namespace)
    },
    /** Nothing to reconnect at startup: the status is remembered as it is. */
    startedDisconnected(namespace: Namespace) {
      setStatus(namespace, 'disconnected')
    },
    /** Without a wallet, choosing a network just moves the app there (and is remembered). */
    selectNetwork(network: NetworkEntry) {
      store.set({ network, namespace: network.chainNamespace })
      remember(network)
    },
    /**
     * A new config: the remembered network wins over the config's default whenever the new config still lists
     * it; a connected wallet's chain wins over both.
     */
    configure(config: ResolvedConfig) {
      const state = store.get()
      const connected = state.status === 'connected'
      const active = pickNetwork(config, connected ? state.network.caipNetworkId : preferredNetworkId)
      store.set({ config, network: active, namespace: active.chainNamespace })
    },
    /** The first network of `namespace`, when the dapp opens the modal on it. */
    selectNamespace(namespace: Namespace) {
      const state = store.get()
      if (namespace === state.namespace) return
      const network = state.config.networks.find((entry) => entry.chainNamespace === namespace)
      if (network) store.set({ namespace, network })
    },
    subscribe(listener: (event: SessionEvent) => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
export type Session = ReturnType<typeof createSession>
