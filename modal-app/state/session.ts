import { loadAccountChecks, PROVIDER_NAMESPACE, type SupportedNamespace } from '../config/namespaces/index.js'
import type { AccountCheck } from '../config/namespaces/namespaceRules.js'
import type { ResolvedConfig } from '../config/types.js'
import type {
  AnyConnector,
  BitcoinAccount,
  ConnectorEvent,
  EvmAccount,
  SolanaAccount,
} from '../connectors/types.js'
import { WALLETCONNECT_ID } from '../connectors/walletConnect/walletConnectInfo.js'
import { lazily } from '../lib/lazily.js'
import { log } from '../lib/log.js'
import type { KeyValueStorage } from '../storage/storage.js'
import { namespacedStorageKey, STORAGE_KEYS } from '../storage/storageKeys.js'
import type { Store } from '../store/store.js'
import { createSessionAccounts } from './sessionAccounts.js'
import { createSessionListeners } from './sessionListeners.js'
import { createSessionNetworks, unlistedNetwork } from './sessionNetworks.js'

/** What the session decided; view reactions and the eth_requestAccounts waiters subscribe to it. */
export type SessionEvent =
  | {
      type: 'connected'
      namespace: SupportedNamespace
      address: string
      /** Whether the app lists the wallet's chain (else SPEC §4's UnsupportedChain applies). */
      listed: boolean
      /** A new connection (not a new account or chain of the connected wallet). */
      fresh: boolean
    }
  | { type: 'disconnected'; namespace: SupportedNamespace }
  /** A new config lists the connected wallet's chain where the last did not, or the reverse. */
  | { type: 'listing'; namespace: SupportedNamespace; listed: boolean }

/** A wallet's report, of its connector's namespace. */
type AnyAccount = EvmAccount | SolanaAccount | BitcoinAccount

let checks: Record<SupportedNamespace, AccountCheck> | undefined
/**
 * The checks of wallet reports (each namespace's address rules, config/namespaces/accountChecks.ts, with viem's
 * address checksum and the Bitcoin address rules): a chunk loaded after `ready` (issue 11.3). Every path to
 * `accept` waits for it: a connect, a restore, a pairing; a wallet's events come only after one of those.
 */
export const loadReportChecks = lazily(() =>
  loadAccountChecks().then((loaded) => {
    checks = loaded
  }),
)

/**
 * The one writer of SPEC §3's connection state, per namespace: account (status, address, connected wallet) and
 * network. Connectors report what their wallet says; the session checks it (the wallet lives in the untrusted
 * host page), decides what the state becomes, remembers what the next visit needs, and tells its subscribers.
 * Each namespace has its own connector, so a dapp may be connected on two namespaces at once.
 */
export function createSession(deps: {
  store: Store
  storage: KeyValueStorage
  preferredNetworkId: string | null
}) {
  const { store, storage } = deps
  const networks = createSessionNetworks(deps)
  const connectors = new Map<SupportedNamespace, { connector: AnyConnector; stop: () => void }>()
  const { tell, subscribe } = createSessionListeners<SessionEvent>()
  const { statusOf, write: writeAccount } = createSessionAccounts(store, storage)

  /** Takes a wallet's report; answers false (and changes nothing) when it is not a valid account and chain. */
  function accept(connector: AnyConnector, report: AnyAccount): boolean {
    const checked = checks?.[connector.namespace](report, networks.current(connector.namespace))
    // (No checks yet: `loadReportChecks` was not awaited, a bug, and the report is refused as invalid.)
    if (!checked) {
      log.warn('ignored a wallet report with an invalid account or chain id', report)
      return false
    }
    const { namespace } = connector
    const { address, chainId, publicKey, ordinals } = checked
    const fresh = connectors.get(namespace)?.connector !== connector || statusOf(namespace) !== 'connected'
    if (connectors.get(namespace)?.connector !== connector) follow(connector)
    const known = chainId === undefined ? networks.current(namespace) : networks.listed(chainId)
    const network = known ?? (chainId === undefined ? undefined : unlistedNetwork(chainId))
    if (network) networks.move(namespace, network)
    writeAccount(namespace, { status: 'connected', address, wallet: connector.info, publicKey, ordinals })
    if (fresh)
      storage.set(namespacedStorageKey(STORAGE_KEYS.connectedConnectorId, namespace), connector.storageKey)
    if (known) networks.remember(known)
    tell({ type: 'connected', namespace, address, listed: known !== undefined, fresh })
    return true
  }

  function follow(connector: AnyConnector) {
    connectors.get(connector.namespace)?.stop()
    const onEvent = connector.onEvent as (listener: (event: ConnectorEvent<AnyAccount>) => void) => () => void
    const stop = onEvent((event) => {
      if (connectors.get(connector.namespace)?.connector !== connector) return
      if (event.type === 'account') accept(connector, event.account)
      else end(connector.namespace)
    })
    connectors.set(connector.namespace, { connector, stop })
  }

  const usesWalletConnect = () =>
    [...connectors.values()].some(({ connector }) => connector.storageKey === WALLETCONNECT_ID)

  /** No wallet any more on `namespace`: nothing to reconnect to next time. */
  function end(namespace: SupportedNamespace) {
    const ended = connectors.get(namespace)
    ended?.stop()
    connectors.delete(namespace)
    storage.remove(namespacedStorageKey(STORAGE_KEYS.connectedConnectorId, namespace))
    // The phone app WalletConnect paired through (state/deepLinkChoice.ts), once no namespace is connected through it.
    if (ended?.connector.storageKey === WALLETCONNECT_ID && !usesWalletConnect())
      storage.remove(STORAGE_KEYS.deepLinkChoice)
    const wasConnected = statusOf(namespace) === 'connected'
    writeAccount(namespace, { status: 'disconnected', address: undefined, wallet: undefined })
    if (wasConnected) tell({ type: 'disconnected', namespace })
  }

  return {
    accept,
    end,
    /** The connector answering `namespace`'s wallet requests, if one is connected. */
    connector: (namespace: SupportedNamespace): AnyConnector | undefined =>
      connectors.get(namespace)?.connector,
    /** A silent reconnect at startup is under way (or, with `false`, gave up without a wallet). */
    reconnecting(namespace: SupportedNamespace, on: boolean) {
      if (on) writeAccount(namespace, { status: 'connecting', address: undefined, wallet: undefined })
      else if (statusOf(namespace) === 'connecting' && !connectors.has(namespace)) end(namespace)
    },
    /** Nothing to reconnect at startup: the status is remembered as it is. */
    startedDisconnected(namespace: SupportedNamespace) {
      writeAccount(namespace, { status: 'disconnected', address: undefined, wallet: undefined })
    },
    selectNetwork: networks.selectNetwork,
    /** A new config (the dapp's may come after a startup reconnect): a connected eip155 wallet is judged again. */
    configure(config: ResolvedConfig) {
      const listing = networks.configure(config, statusOf(PROVIDER_NAMESPACE) === 'connected')
      if (listing) tell({ type: 'listing', namespace: PROVIDER_NAMESPACE, ...listing })
    },
    selectNamespace: networks.selectNamespace,
    subscribe,
  }
}
export type Session = ReturnType<typeof createSession>
