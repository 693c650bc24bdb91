import { isUserRejection, UNRECOGNIZED_CHAIN } from '../../shared/errors/codes.js'
import { ProviderRpcError } from '../../shared/errors/rpc.js'
import { isRecord } from '../../shared/guards.js'
import type { HostApiClient, RequestArguments } from '../../shared/protocol.js'
import { cleanDisplayText } from '../config/cleanDisplayText.js'
import {
  loadAccountChecks,
  PROVIDER_NAMESPACE,
  rulesOf,
  SUPPORTED_NAMESPACES,
  type SupportedNamespace,
} from '../config/namespaces/index.js'
import type { ConnectorRegistry } from '../connectors/registry.js'
import type { LazyWalletConnectConnector } from '../connectors/walletConnect/walletConnectLazy.js'
import { trackEvent } from '../data/analyticsEvents.js'
import { lazily } from '../lib/lazily.js'
import { log } from '../lib/log.js'
import type { Actions } from '../navigation/actions.js'
import type { KeyValueStorage } from '../storage/storage.js'
import { currentView, type Store } from '../store/store.js'
import {
  ADAPTER_NOT_FOUND,
  CHAIN_NOT_SUPPORTED,
  FAILED_TO_DISCONNECT,
  failedToDisconnectChain,
} from '../texts/messages.js'
import { loadReportChecks, type Session } from './session.js'

/** What views can do about wallets. */
export type WalletActions = {
  /**
   * Connects the host wallet `walletId` on the namespace being connected. An id with no connector there (a wallet
   * the page withdrew) fails as a connection does: ConnectingExternal shows SPEC §8's 'Adapter not found'.
   */
  connect(walletId: string): void
  /** Shows the WalletConnect pairing (ConnectingWalletConnect) until a wallet approves. */
  connectWalletConnect(): void
  /** The user left the pairing view. */
  cancelPairing(): void
  /** Disconnects `namespace` (default: the active one), leaving the others. */
  disconnect(namespace?: SupportedNamespace): void
  /** The loader's `disconnect()`: every namespace. */
  disconnectAll(): void
  /**
   * Switches to the app's network `caipNetworkId`.
   * @throws {ProviderRpcError} 4902 'Chain is not supported' (SPEC §8) when it is not one of the app's networks.
   */
  switchNetwork(caipNetworkId: string): Promise<void>
  /** Opens a wallet's deep or universal link at the top level, through the loader. */
  openLink(url: string): void
  /**
   * Asks the connected eip155 wallet what only it knows and needs no approval (`wallet_getCapabilities`,
   * `wallet_getAssets`, SPEC §7's balance lookup). Rejects when no wallet is connected.
   */
  askConnected(args: RequestArguments): Promise<unknown>
  /**
   * Asks the wallet connected on `namespace` (eip155 by default) to sign and send (`eth_sendTransaction`,
   * `solana_signAndSendTransaction`): its own UI asks the user, as for the dapp's requests (rpc/router.ts). The
   * modal's flows (Send) go through the wallet, never around it.
   */
  sendWithWallet(args: RequestArguments, namespace?: SupportedNamespace): Promise<unknown>
  /**
   * Asks the connected eip155 wallet to sign (`personal_sign`) for the modal's own flows (a name's registration, a
   * smart session's revocation): its own UI asks the user. Rejects when no wallet is connected.
   */
  signWithWallet(args: RequestArguments): Promise<unknown>
  /** Whether an eip155 wallet is connected (the connector the modal's own signatures go through). */
  hasWallet(): boolean
  /** The user's answer in ApproveTransaction to the request on show, `id` (state/approvals.ts). */
  decideApproval(id: number, approved: boolean): void
}

/**
 * The longest reason drawn under "Connection failed": a wallet's own words (a page's announced wallet writes them),
 * cleaned like any third-party text (issue 21.8), so that no bidi or control character reorders them and a
 * "Claim your reward at …" is at least short.
 */
const WALLET_MESSAGE_CHARS = 160

/**
 * Why a wallet's connection or pairing failed, as drawn: SPEC §8's codes and node errors in words, else the wallet's
 * own message, cleaned (texts/walletErrors.ts, a chunk of its own: not in the startup bundle).
 */
const errorMessage = (error: unknown): Promise<string> =>
  import('../texts/walletErrors.js').then(
    (module) => module.walletErrorText(error, 'The wallet gave no reason'),
    () => ownMessage(error),
  )

/** The error's own message, cleaned (offline, where the chunk above cannot load either). */
function ownMessage(error: unknown): string {
  const { shortMessage, message } = isRecord(error) ? error : {}
  return (
    cleanDisplayText(String(shortMessage ?? message ?? error), WALLET_MESSAGE_CHARS) ||
    'The wallet gave no reason'
  )
}

const invalidReport = () => new Error('The wallet reported an invalid account or chain')

/** `switchNetwork`: the app's network `caipNetworkId`, and the namespace's connected wallet with it where it can. */
function createSwitchNetwork(
  store: Store,
  session: Session,
  disconnect: (namespace: SupportedNamespace) => void,
) {
  return async (caipNetworkId: string) => {
    const network = store.get().config.networks.find((entry) => entry.caipNetworkId === caipNetworkId)
    if (!network) throw new ProviderRpcError(UNRECOGNIZED_CHAIN, CHAIN_NOT_SUPPORTED)
    const namespace = network.chainNamespace
    const connector = session.connector(namespace)
    const status = store.get().accounts[namespace]?.status
    // An eip155 wallet moves and reports its chain; a Solana or Bitcoin wallet has no network: each request names one.
    if (status === 'connected' && connector && rulesOf(network).walletHasChain)
      return connector.switchNetwork(network)
    session.selectNetwork(network)
    // The account is checked again on its new network: a Bitcoin address has its network's form, and one that is
    // not the new network's ends, and Connect asks for a wallet there (its address is never shown as another
    // network's). (The address rules come with the report checks: loaded already, since an account was accepted.)
    const address = store.get().accounts[namespace]?.address
    if (rulesOf(network).walletHasChain || address === undefined) return
    const checks = await loadAccountChecks()
    if (!checks[namespace]({ address }, network) && store.get().accounts[namespace]?.address === address)
      disconnect(namespace)
  }
}

export function createWalletActions(deps: {
  store: Store
  actions: Actions
  session: Session
  registry: ConnectorRegistry
  host: HostApiClient
  /** Where a sign-in made while pairing over WalletConnect is kept (flows/signIn/siwx.ts reads it). */
  storage: KeyValueStorage
  /** The WalletConnect connector of the current config, made on first use; none without a project id. */
  walletConnect: {
    get(): LazyWalletConnectConnector | undefined
    current(): LazyWalletConnectConnector | undefined
  }
  /** The user's answer to the embedded wallet's request on show (state/approvals.ts). */
  decideApproval(id: number, approved: boolean): void
}): WalletActions {
  const { store, actions, session } = deps
  // SPEC §4: a failed disconnect is a tracked error; SPEC §8 says which chain and why.
  const warnFailedDisconnect = (namespace: SupportedNamespace) => (error: unknown) => {
    const message = failedToDisconnectChain(namespace, ownMessage(error))
    log.warn(message, error)
    actions.showToast(FAILED_TO_DISCONNECT, 'error')
    trackEvent({ event: 'DISCONNECT_ERROR', properties: { namespace, message } })
  }
  // The pairing's code (and the sign-in backend's) loads with its view, ConnectingWalletConnect (issue 11.3).
  const pairing = lazily(() =>
    Promise.all([import('./walletConnectConnect.js'), import('../data/siwxBackend.js')]).then(
      ([{ createWalletConnectConnect }, { createSiwxBackendClient }]) =>
        createWalletConnectConnect({ ...deps, backend: createSiwxBackendClient() }),
    ),
  )
  const disconnect = (namespace: SupportedNamespace = store.get().namespace) => {
    const connector = session.connector(namespace)
    session.end(namespace)
    store.set({ connecting: undefined })
    actions.showConnect()
    connector?.disconnect().catch(warnFailedDisconnect(namespace))
  }
  const askWallet = (args: RequestArguments, namespace: SupportedNamespace = PROVIDER_NAMESPACE) => {
    const connector = session.connector(namespace)
    return connector ? connector.request(args) : Promise.reject(new Error('No wallet is connected'))
  }
  return {
    connect(walletId) {
      const { connecting, namespace } = store.get()
      if (connecting?.phase === 'pending') return
      const connector = deps.registry.get(namespace, walletId)
      // Without a connector, a retry keeps what the failed attempt showed of the wallet.
      const before = connecting?.walletId === walletId ? connecting : undefined
      const shown = {
        walletId,
        name: connector?.info.name ?? before?.name ?? '',
        icon: connector?.info.icon ?? before?.icon ?? '',
      }
      store.set({
        connecting: connector
          ? { ...shown, phase: 'pending' }
          : { ...shown, phase: 'error', message: ADAPTER_NOT_FOUND },
      })
      if (currentView(store.get()) !== 'ConnectingExternal') actions.push('ConnectingExternal')
      if (!connector) return
      // The report's checks load beside the wallet's answer (they are not in the startup bundle).
      Promise.all([connector.connect(), loadReportChecks()])
        .then(([account]) => {
          if (!session.accept(connector, account)) throw invalidReport()
          store.set({ connecting: undefined })
        })
        .catch(async (error: unknown) => {
          const declined = isUserRejection(error)
          const message = declined ? 'Connection declined' : await errorMessage(error)
          store.set({ connecting: { ...shown, phase: declined ? 'declined' : 'error', message } })
        })
    },
    connectWalletConnect() {
      // The connector's code loads beside the pairing's, not after it.
      deps.walletConnect
        .get()
        ?.load()
        .catch(() => {})
      // Its code not loaded (offline): the pairing view shows the error and its Try again, as for a failed pairing.
      pairing().then(
        (connect) => connect(),
        async (error: unknown) => store.set({ pairingError: await errorMessage(error) }),
      )
    },
    cancelPairing() {
      deps.walletConnect.current()?.cancel()
    },
    disconnect,
    disconnectAll() {
      const connected = SUPPORTED_NAMESPACES.filter((namespace) => session.connector(namespace) !== undefined)
      for (const namespace of new Set([PROVIDER_NAMESPACE, ...connected])) disconnect(namespace)
    },
    switchNetwork: createSwitchNetwork(store, session, disconnect),
    openLink(url) {
      void deps.host.openUrl(url)
    },
    askConnected: (args) => askWallet(args),
    sendWithWallet: (args, namespace) => askWallet(args, namespace),
    signWithWallet: (args) => askWallet(args),
    hasWallet: () => session.connector(PROVIDER_NAMESPACE) !== undefined,
    decideApproval: deps.decideApproval,
  }
}
