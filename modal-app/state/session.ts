import { getAddress, isAddress } from 'viem'
import type { Namespace } from '../../shared/protocol.js'
import { isBitcoinAddress } from '../config/bitcoinAddress.js'
import { isSolanaAddress } from '../config/solanaAddress.js'
import type { NetworkEntry, ResolvedConfig } from '../config/types.js'
import type {
  AnyConnector,
  BitcoinAccount,
  BitcoinKeyedAddress,
  ConnectorEvent,
  EvmAccount,
  SolanaAccount,
} from '../connectors/types.js'
import { createSessionAccounts } from './sessionAccounts.js'
import { createSessionListeners } from './sessionListeners.js'
import { createSessionNetworks, unlistedNetwork } from './sessionNetworks.js'
import type { KeyValueStorage } from './storage.js'
import { namespacedStorageKey, STORAGE_KEYS } from './storageKeys.js'
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
  /** A new config lists the connected wallet's chain where the last did not, or the reverse. */
  | { type: 'listing'; namespace: Namespace; listed: boolean }

const isValidReport = ({ address, chainId }: EvmAccount) =>
  Number.isSafeInteger(chainId) && chainId > 0 && isAddress(address, { strict: false })

type AnyAccount = EvmAccount | SolanaAccount | BitcoinAccount

/** A Bitcoin account of `network`, its key kept when it is one: compressed secp256k1 (33 bytes) or x-only (32). */
function checkBitcoinAddress(
  { address, publicKey }: BitcoinKeyedAddress,
  network: NetworkEntry,
): BitcoinKeyedAddress | undefined {
  if (!isBitcoinAddress(address, network.id)) return undefined
  const keyed = publicKey instanceof Uint8Array && (publicKey.length === 33 || publicKey.length === 32)
  return keyed ? { address, publicKey } : { address }
}

/**
 * A report checked for its namespace: the address as shown (checksummed for eip155), and its chain if it has one.
 * SPEC §5: every address the modal shows is checked; a Solana or Bitcoin wallet's chain is the app's (`network`),
 * and a Bitcoin address must be one of that network's (an ordinals account that is not is dropped).
 */
function checkReport(
  connector: AnyConnector,
  report: AnyAccount,
  network: NetworkEntry | undefined,
): { address: string; chainId?: number; publicKey?: Uint8Array; ordinals?: BitcoinKeyedAddress } | undefined {
  const { namespace } = connector
  if (namespace === 'eip155') {
    const evm = report as EvmAccount
    return isValidReport(evm) ? { address: getAddress(evm.address), chainId: evm.chainId } : undefined
  }
  if (namespace === 'solana') return isSolanaAddress(report.address) ? { address: report.address } : undefined
  if (namespace !== 'bip122' || !network) return undefined
  const payment = checkBitcoinAddress(report, network)
  const { ordinals } = report as BitcoinAccount
  const checkedOrdinals = ordinals && checkBitcoinAddress(ordinals, network)
  return payment && checkedOrdinals ? { ...payment, ordinals: checkedOrdinals } : payment
}

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
  const connectors = new Map<Namespace, { connector: AnyConnector; stop: () => void }>()
  const { tell, subscribe } = createSessionListeners<SessionEvent>()
  const { statusOf, write: writeAccount } = createSessionAccounts(store, storage)

  /** Takes a wallet's report; answers false (and changes nothing) when it is not a valid account and chain. */
  function accept(connector: AnyConnector, report: AnyAccount): boolean {
    const checked = checkReport(connector, report, networks.current(connector.namespace))
    if (!checked) {
      console.warn('[wallet-modal] ignored a wallet report with an invalid account or chain id', report)
      return false
    }
    const { namespace } = connector
    const { address, chainId, publicKey, ordinals } = checked
    const fresh = connectors.get(namespace)?.connector !== connector || statusOf(namespace) !== 'connected'
    if (connectors.get(namespace)?.connector !== connector) follow(connector)
    const known = chainId === undefined ? networks.current(namespace) : networks.listed(chainId)
    networks.move(namespace, known ?? unlistedNetwork(chainId!))
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

  /** No wallet any more on `namespace`: nothing to reconnect to next time. */
  function end(namespace: Namespace) {
    connectors.get(namespace)?.stop()
    connectors.delete(namespace)
    storage.remove(namespacedStorageKey(STORAGE_KEYS.connectedConnectorId, namespace))
    const wasConnected = statusOf(namespace) === 'connected'
    writeAccount(namespace, { status: 'disconnected', address: undefined, wallet: undefined })
    if (wasConnected) tell({ type: 'disconnected', namespace })
  }

  return {
    accept,
    end,
    /** The connector answering `namespace`'s wallet requests, if one is connected. */
    connector: (namespace: Namespace): AnyConnector | undefined => connectors.get(namespace)?.connector,
    /** A silent reconnect at startup is under way (or, with `false`, gave up without a wallet). */
    reconnecting(namespace: Namespace, on: boolean) {
      if (on) writeAccount(namespace, { status: 'connecting', address: undefined, wallet: undefined })
      else if (statusOf(namespace) === 'connecting' && !connectors.has(namespace)) end(namespace)
    },
    /** Nothing to reconnect at startup: the status is remembered as it is. */
    startedDisconnected(namespace: Namespace) {
      writeAccount(namespace, { status: 'disconnected', address: undefined, wallet: undefined })
    },
    selectNetwork: networks.selectNetwork,
    /** A new config (the dapp's may come after a startup reconnect): a connected eip155 wallet is judged again. */
    configure(config: ResolvedConfig) {
      const listing = networks.configure(config, statusOf('eip155') === 'connected')
      if (listing) tell({ type: 'listing', namespace: 'eip155', ...listing })
    },
    selectNamespace: networks.selectNamespace,
    subscribe,
  }
}
export type Session = ReturnType<typeof createSession>
