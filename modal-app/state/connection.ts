import type { HostApiClient, HostMessage } from '../../shared/protocol.js'
import {
  perNamespace,
  type SupportedNamespace,
  WALLET_STANDARD_NAMESPACES,
} from '../config/namespaces/index.js'
import { needsWalletStandard } from '../config/needsWalletStandard.js'
import type { ResolvedConfig } from '../config/types.js'
import { createConnectorRegistry } from '../connectors/registry.js'
import type { AnyConnector } from '../connectors/types.js'
import {
  createLazyWalletConnectConnector,
  type LazyWalletConnectConnector,
} from '../connectors/walletConnect/walletConnectLazy.js'
import { walletConnectStorage } from '../connectors/walletConnect/walletConnectStorage.js'
import type { Actions } from '../navigation/actions.js'
import type { KeyValueStorage, ScopedStorage } from '../storage/storage.js'
import { networkOf, type Store } from '../store/store.js'
import { createHostWallets, loadStandardConnectors } from './hostWallets.js'
import type { Session } from './session.js'
import { createStartupReconnect, type StartupSettled } from './startupReconnect.js'
import { createWalletActions, type WalletActions } from './walletActions.js'
import { keepWalletConnectClientId } from './walletConnectClientId.js'

export type Connection = {
  wallet: WalletActions
  handleHost(message: HostMessage): void
  configure(config: ResolvedConfig): void
  /**
   * Per namespace, settles when the silent reconnect at startup has finished or given up (a Wallet Standard
   * namespace's wallets are proxied once the app lists a network of one).
   */
  settled: StartupSettled
}

/** WalletConnect for a project id and relay, reading the app's metadata and networks when it uses them. */
function walletConnectFor(
  store: Store,
  client: { projectId: string; relayUrl: string | undefined; origin: string },
  secretStorage: ScopedStorage | undefined,
  onClientId: (id: string) => void,
): LazyWalletConnectConnector {
  return createLazyWalletConnectConnector({
    ...client,
    // Read when used: a project id in config.json makes this connector before the dapp's config arrives.
    get metadata() {
      return store.get().config.metadata
    },
    get networks() {
      return store.get().config.networks
    },
    activeChain: (namespace) => networkOf(store.get(), namespace)?.caipNetworkId,
    storage: walletConnectStorage(secretStorage),
    onPairingUri: (uri) => store.set({ pairingUri: uri }),
    onClientId,
  })
}

/** A connection remembered from the last visit on one namespace: its connector and status, if any. */
type Remembered = { storageKey: string | null; status: string | null }

type ConnectionDeps = {
  store: Store
  actions: Actions
  session: Session
  host: HostApiClient
  /** The modal's storage (with the host fallback): where a sign-in made while pairing is kept. */
  storage: KeyValueStorage
  /** Per namespace, the wallet this modal was connected to on the last visit, if any. */
  remembered: Record<SupportedNamespace, Remembered>
  /** The modal origin's storage, scoped to the embedding origin, for WalletConnect's session keys; or
   * undefined to keep them in memory only. */
  secretStorage: ScopedStorage | undefined
}

/**
 * The connectors on offer (the host page's wallets and WalletConnect), wired to the session: the startup
 * reconnect, and what the views can do.
 */
export function createConnection(deps: ConnectionDeps): Connection {
  const { store, session } = deps
  const onClientId = keepWalletConnectClientId(store, deps.secretStorage)
  const registry = createConnectorRegistry()
  const reconnects = perNamespace((namespace) =>
    createStartupReconnect(session, deps.remembered[namespace], namespace),
  )
  /** A connector that just became available: its namespace's startup reconnect may restore it. */
  const offer = (connector: AnyConnector) => reconnects[connector.namespace].offer(connector)
  /** Solana's and Bitcoin's wallets are proxied in once the app lists a network of either (wallet-standard.js). */
  const startWalletStandard = (config: ResolvedConfig) => {
    if (!needsWalletStandard(config)) return
    loadStandardConnectors().catch(() => {})
    for (const namespace of WALLET_STANDARD_NAMESPACES) reconnects[namespace].start()
  }
  // The deployment's config.json may list Solana or Bitcoin itself (a dapp that never calls init).
  startWalletStandard(store.get().config)
  let walletConnect: { key: string; connector: LazyWalletConnectConnector } | undefined

  /** The WalletConnect connector for the current project id and relay (none without a project id). */
  const currentWalletConnect = (): LazyWalletConnectConnector | undefined => {
    const { origin, config } = store.get()
    const { projectId, relayUrl, enableWalletConnect } = config
    if (!projectId || !enableWalletConnect) return undefined
    const key = `${projectId} ${relayUrl ?? ''}`
    if (walletConnect?.key === key) return walletConnect.connector
    const connector = walletConnectFor(store, { projectId, relayUrl, origin }, deps.secretStorage, onClientId)
    walletConnect = { key, connector }
    for (const each of Object.values(connector.namespaces)) registry.add(each)
    return connector
  }
  const offerWalletConnect = () => {
    const connector = currentWalletConnect()
    if (!connector) return
    for (const each of Object.values(connector.namespaces)) offer(each)
  }
  offerWalletConnect()
  const decideApproval = offerEmbedded(deps, (connector) => {
    registry.add(connector)
    offer(connector)
  })

  return {
    settled: perNamespace((namespace) => reconnects[namespace].settled),
    handleHost: createHostWallets({ host: deps.host, registry, store, added: offer }),
    configure(config) {
      offerWalletConnect()
      startWalletStandard(config)
    },
    wallet: createWalletActions({
      ...deps,
      registry,
      walletConnect: { get: currentWalletConnect, current: () => walletConnect?.connector },
      decideApproval,
    }),
  }
}

/**
 * The passkey wallet, where the deployment offers it (`embeddedWallet` in its config.json, so from startup): its code
 * (state/embeddedOffer.ts, with the connector's loader) is a chunk that only such deployments load, and its connector
 * joins the registry once that is in (the startup reconnect takes a connector that comes late). Answers what
 * ApproveTransaction's buttons call.
 */
function offerEmbedded(
  deps: Pick<ConnectionDeps, 'store' | 'actions' | 'storage'>,
  add: (connector: AnyConnector) => void,
): (id: number, approved: boolean) => void {
  if (deps.store.get().config.embeddedWallet === undefined) return () => {}
  const offered = import('./embeddedOffer.js').then((module) => module.offerEmbeddedWallet(deps, add))
  offered.catch(() => {})
  return (id, approved) => {
    offered.then((decide) => decide(id, approved)).catch(() => {})
  }
}
