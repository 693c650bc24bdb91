import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import {
  PROVIDER_NAMESPACE,
  SUPPORTED_NAMESPACES,
  type SupportedNamespace,
} from '../../config/namespaces/index.js'
import { createConnectorEvents } from '../connectorEvents.js'
import type { BitcoinConnector, EvmAccount, EvmConnector, SolanaConnector } from '../types.js'
import { createWalletConnect, type WalletConnectOptions } from './walletConnect.js'
import type { WalletConnectAccounts } from './walletConnectAccounts.js'
import type { WalletConnectSignIn, WalletConnectSignInRequest } from './walletConnectAuthenticate.js'
import { createWalletConnectBitcoinConnector } from './walletConnectBitcoinConnector.js'
import { WALLETCONNECT_ID, WALLETCONNECT_INFO } from './walletConnectInfo.js'
import { createWalletConnectSolanaConnector } from './walletConnectSolanaConnector.js'

/** Each namespace's connector over the one session: eip155's is the WalletConnect connector itself. */
export type SessionConnectors = { eip155: EvmConnector; solana: SolanaConnector; bip122: BitcoinConnector }

type Approved = Required<WalletConnectAccounts>

/** A pairing's outcome on each namespace the wallet approved: its connector and account. */
type ApprovalOf = {
  [N in SupportedNamespace]: { namespace: N; connector: SessionConnectors[N]; account: Approved[N] }
}
type WalletConnectApproval = ApprovalOf[SupportedNamespace]

export type WalletConnectConnector = EvmConnector & {
  /** Every namespace's connector over the same session (eip155's is this one). */
  readonly namespaces: SessionConnectors
  /**
   * Pairs (as `connect`) and gives every namespace the wallet approved (eip155, solana, bip122: any); with `signIn`,
   * proposes a one-step sign-in too, and gives the wallet's signed message when it signed one.
   */
  pairNamespaces(
    signIn?: WalletConnectSignInRequest,
  ): Promise<{ approved: WalletConnectApproval[]; signIn?: WalletConnectSignIn }>
  /** Stops showing pairing URIs (the user left the pairing view). */
  cancel(): void
}

/**
 * WalletConnect as connectors, one per namespace over ONE session: `connect` (or `pairNamespaces`) shows
 * pairing URIs (through `onPairingUri`) until a wallet approves a session; `restore` finds the session of an
 * earlier visit in the modal's own storage. This object is the eip155 connector; `solana` and `bitcoin` are the
 * others.
 */
export function createWalletConnectConnector(
  options: Omit<WalletConnectOptions, 'events' | 'bitcoinChain'> & {
    /** The app's active network (CAIP-2) of `namespace`: of a session's Bitcoin accounts, the one there connects. */
    activeChain?: ((namespace: SupportedNamespace) => string | undefined) | undefined
    onPairingUri(uri: string | undefined): void
    onClientId(id: string): void
  },
): WalletConnectConnector {
  const events = createConnectorEvents<EvmAccount>()
  let account: EvmAccount | undefined
  const client = createWalletConnect({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    origin: options.origin,
    storage: options.storage,
    // Read when used (getters): the dapp's config may arrive after this connector is made.
    get metadata() {
      return options.metadata
    },
    get networks() {
      return options.networks
    },
    bitcoinChain: () => options.activeChain?.(bitcoin.namespace),
    events: {
      uri: options.onPairingUri,
      clientId: options.onClientId,
      account: (next) => {
        if (account === undefined) return
        account = next
        events.emit(next ? { type: 'account', account: next } : { type: 'disconnected' })
      },
      solanaAccount: (next) => solana.report(next),
      bitcoinAccount: (next) => bitcoin.report(next),
    },
  })
  const solana = createWalletConnectSolanaConnector(client, () => options.networks)
  const bitcoin = createWalletConnectBitcoinConnector(client, (namespace) => options.activeChain?.(namespace))
  const adopt = (next: EvmAccount) => {
    account = next
    client.hold(PROVIDER_NAMESPACE)
    return next
  }
  /** How each namespace's connector takes the account the wallet approved. */
  const adopters: { [N in SupportedNamespace]: (next: Approved[N]) => Approved[N] } = {
    eip155: adopt,
    solana: solana.adopt,
    bip122: bitcoin.adopt,
  }
  // (TypeScript does not see the object as ApprovalOf[N] for a generic N: it is, by construction.)
  const approval = <N extends SupportedNamespace>(namespace: N, next: Approved[N]) =>
    ({ namespace, connector: namespaces[namespace], account: adopters[namespace](next) }) as ApprovalOf[N]
  const connector: WalletConnectConnector = {
    namespace: PROVIDER_NAMESPACE,
    info: WALLETCONNECT_INFO,
    storageKey: WALLETCONNECT_ID,
    get namespaces() {
      return namespaces
    },
    async connect() {
      const paired = (await client.pair()).accounts.eip155
      if (!paired) throw rpcErrors.unauthorized('The wallet approved a session without an eip155 account')
      return adopt(paired)
    },
    async pairNamespaces(signIn) {
      const { accounts, signIn: signedIn } = await client.pair(signIn)
      const approved = SUPPORTED_NAMESPACES.flatMap((namespace) => {
        const next = accounts[namespace]
        return next ? [approval(namespace, next)] : []
      })
      return signedIn ? { approved, signIn: signedIn } : { approved }
    },
    restore: () => client.restore().then(({ eip155 }) => eip155 && adopt(eip155)),
    async disconnect() {
      account = undefined
      await client.release(PROVIDER_NAMESPACE)
    },
    async switchNetwork(network) {
      await client.switchChain(Number(network.id))
      if (account === undefined) return
      account = { address: account.address, chainId: Number(network.id) }
      events.emit({ type: 'account', account })
    },
    request: (args) => client.request(args),
    cancel: () => client.cancel(),
    onEvent: events.on,
  }
  const namespaces: SessionConnectors = { eip155: connector, solana, bip122: bitcoin }
  return connector
}
