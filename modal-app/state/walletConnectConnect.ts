import { isRecord } from '../../shared/guards.js'
import {
  AUTHENTICATE_NAMESPACE,
  type WalletConnectSignIn,
  type WalletConnectSignInRequest,
} from '../connectors/walletConnect/walletConnectAuthenticate.js'
import type { WalletConnectConnector } from '../connectors/walletConnect/walletConnectConnector.js'
import { SiwxBackendError } from '../data/errors.js'
import type { SiwxBackendClient } from '../data/siwxBackend.js'
import { log } from '../lib/log.js'
import type { Actions } from '../navigation/actions.js'
import { isSessionFor, storedSession } from '../storage/siwxStoredSession.js'
import type { KeyValueStorage } from '../storage/storage.js'
import type { Store } from '../store/store.js'
import { AUTHENTICATING, SIWX_INIT_FAILED, WALLETCONNECT_CONNECTOR_NOT_FOUND } from '../texts/messages.js'
import { loadReportChecks, type Session } from './session.js'

type Approved = Awaited<ReturnType<WalletConnectConnector['pairNamespaces']>>['approved']

function errorMessage(error: unknown): string {
  const { shortMessage, message } = isRecord(error) ? error : {}
  return String(shortMessage ?? message ?? error)
}

const invalidReport = () => new Error('The wallet reported an invalid account or chain')

/**
 * Connecting over WalletConnect (ConnectingWalletConnect's pairing): every namespace the wallet approves connects.
 * With `siwx` set, the proposal is a one-step sign-in (`wc_sessionAuthenticate`): a wallet that signs while
 * pairing gets ConnectingSiwe while the dapp's `verifyUrl` checks the message, and no SIWXSignMessage after (the
 * verified session is stored before the connection is reported, where flows/signIn/siwx.ts finds it). A wallet without
 * authenticate approves the fallback proposal, and the two-step sign-in follows as after any connect.
 */
export function createWalletConnectConnect(deps: {
  store: Store
  actions: Actions
  session: Session
  storage: KeyValueStorage
  backend: SiwxBackendClient
  walletConnect: { get(): WalletConnectConnector | undefined }
  now?: () => number
}) {
  const { store, actions, session } = deps
  const now = deps.now ?? Date.now

  /**
   * The sign-in to propose while pairing: none without `siwx`, or when connecting another namespace than eip155
   * (an authenticate session carries eip155 alone; Solana signs in after connecting, flows/signIn/siwx.ts).
   */
  async function signInRequest(): Promise<WalletConnectSignInRequest | undefined> {
    const { config, origin, namespace } = store.get()
    const chains = config.networks
      .filter((network) => network.chainNamespace === AUTHENTICATE_NAMESPACE)
      .map((network) => network.caipNetworkId)
    if (!config.siwx || namespace !== AUTHENTICATE_NAMESPACE || chains.length === 0) return undefined
    const nonce = await deps.backend.nonce(config.siwx.nonceUrl)
    return { origin, nonce, chains, statement: config.siwx.statement, resources: config.siwx.resources }
  }

  /** Has the dapp's backend verify the wallet's signed message; on failure, SPEC §8's error and no connection. */
  async function verify(signIn: WalletConnectSignIn, approved: Approved): Promise<boolean> {
    const siwx = store.get().config.siwx
    actions.push('ConnectingSiwe')
    store.set({ signIn: { phase: 'pending' } })
    actions.showToast(AUTHENTICATING, 'loading')
    try {
      if (!siwx) throw new SiwxBackendError('Sign-in was turned off while the wallet signed')
      const verified = await deps.backend.verify(siwx.verifyUrl, signIn)
      if (!isSessionFor(verified, AUTHENTICATE_NAMESPACE, signIn.address, now()))
        throw new SiwxBackendError(
          'The sign-in backend answered a session for another account or an expired one',
        )
      storedSession(deps.storage, AUTHENTICATE_NAMESPACE).write(verified)
      store.set({ signIn: undefined })
      return true
    } catch (error) {
      log.warn('sign-in over WalletConnect failed', error)
      store.set({ signIn: undefined })
      actions.showToast(SIWX_INIT_FAILED, 'error')
      actions.showConnect()
      for (const { connector } of approved) connector.disconnect().catch(() => {})
      return false
    }
  }

  /** Each approved namespace connects; the one being connected first (it answers the dapp) and stays active. */
  function acceptAll(approved: Approved) {
    const active = store.get().namespace
    const ordered = [
      ...approved.filter((entry) => entry.namespace === active),
      ...approved.filter((entry) => entry.namespace !== active),
    ]
    const accepted = ordered.filter((entry) => session.accept(entry.connector, entry.account))
    if (accepted.length === 0) throw invalidReport()
    if (accepted.some((entry) => entry.namespace === active)) session.selectNamespace(active)
  }

  async function run(connector: WalletConnectConnector) {
    const { approved, signIn } = await connector.pairNamespaces(await signInRequest())
    if (signIn && !(await verify(signIn, approved))) return
    await loadReportChecks()
    acceptAll(approved)
    if (signIn) actions.close({ force: true })
  }

  return function connectWalletConnect() {
    if (store.get().pairingUri !== undefined) return
    const connector = deps.walletConnect.get()
    // No WalletConnect (`enableWalletConnect: false`): the pairing view says so, not a QR code that never comes.
    if (!connector) {
      store.set({ pairingError: WALLETCONNECT_CONNECTOR_NOT_FOUND })
      return
    }
    store.set({ pairingError: undefined })
    run(connector).catch((error: unknown) => store.set({ pairingError: errorMessage(error) }))
  }
}
