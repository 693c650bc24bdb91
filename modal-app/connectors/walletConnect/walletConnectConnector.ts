import { rpcErrors } from '../../../shared/errors/codes.js'
import { createConnectorEvents } from '../connectorEvents.js'
import type {
  BitcoinAccount,
  BitcoinConnector,
  EvmAccount,
  EvmConnector,
  SolanaAccount,
  SolanaConnector,
} from '../types.js'
import { createWalletConnect, type WalletConnectOptions } from './walletConnect.js'
import type { WalletConnectSignIn, WalletConnectSignInRequest } from './walletConnectAuthenticate.js'
import { createWalletConnectBitcoinConnector } from './walletConnectBitcoinConnector.js'
import { WALLETCONNECT_ID, WALLETCONNECT_INFO } from './walletConnectInfo.js'
import { createWalletConnectSolanaConnector } from './walletConnectSolanaConnector.js'

/** A pairing's outcome: each namespace the wallet approved, with its connector and account. */
type WalletConnectApproval =
  | { namespace: 'eip155'; connector: EvmConnector; account: EvmAccount }
  | { namespace: 'solana'; connector: SolanaConnector; account: SolanaAccount }
  | { namespace: 'bip122'; connector: BitcoinConnector; account: BitcoinAccount }

export type WalletConnectConnector = EvmConnector & {
  /** The solana namespace of the same session. */
  readonly solana: SolanaConnector
  /** The bip122 namespace of the same session. */
  readonly bitcoin: BitcoinConnector
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
  options: Omit<WalletConnectOptions, 'events'> & {
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
    bitcoinChain: () => options.bitcoinChain?.(),
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
  const bitcoin = createWalletConnectBitcoinConnector(client, () => options.bitcoinChain?.())
  const adopt = (next: EvmAccount) => {
    account = next
    client.hold('eip155')
    return next
  }
  const connector: WalletConnectConnector = {
    namespace: 'eip155',
    info: WALLETCONNECT_INFO,
    storageKey: WALLETCONNECT_ID,
    solana,
    bitcoin,
    async connect() {
      const paired = (await client.pair()).accounts.eip155
      if (!paired) throw rpcErrors.unauthorized('The wallet approved a session without an eip155 account')
      return adopt(paired)
    },
    async pairNamespaces(signIn) {
      const { accounts, signIn: signedIn } = await client.pair(signIn)
      const approved: WalletConnectApproval[] = []
      if (accounts.eip155) approved.push({ namespace: 'eip155', connector, account: adopt(accounts.eip155) })
      if (accounts.solana)
        approved.push({ namespace: 'solana', connector: solana, account: solana.adopt(accounts.solana) })
      if (accounts.bip122)
        approved.push({ namespace: 'bip122', connector: bitcoin, account: bitcoin.adopt(accounts.bip122) })
      return signedIn ? { approved, signIn: signedIn } : { approved }
    },
    restore: () => client.restore().then(({ eip155 }) => eip155 && adopt(eip155)),
    async disconnect() {
      account = undefined
      await client.release('eip155')
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
  return connector
}
