import type { RequestArguments, WalletInfo } from '../../shared/protocol.js'
import type { SupportedNamespace } from '../config/namespaces/index.js'
import type { NetworkEntry } from '../config/types.js'

/** Where an eip155 wallet says it is. Reported as the wallet gave it: the session checks it before use. */
export type EvmAccount = { address: string; chainId: number }

/** Where a Solana wallet says it is: its base58 address. The network is the session's (the wallet has no switch). */
export type SolanaAccount = { address: string }

/** A Bitcoin account's address and, when the wallet gives it, its public key (dapps build transactions with it). */
type BitcoinKeyedAddress = { address: string; publicKey?: Uint8Array | undefined }

/**
 * Where a Bitcoin wallet says it is: its `payment` account (SPEC's default account type: the address shown), and
 * its `ordinals` account when the wallet has a distinct one. The network is the session's, as for Solana.
 */
export type BitcoinAccount = BitcoinKeyedAddress & { ordinals?: BitcoinKeyedAddress | undefined }

/** What a connector reports once connected: a new account or chain, or the end of the connection. */
export type ConnectorEvent<Account> = { type: 'account'; account: Account } | { type: 'disconnected' }

/** SPEC §3's connector types this modal has. */
type ConnectorType = WalletInfo['type']

/** How a connector is shown (Connect, Account) and told apart. */
export type ConnectorInfo = {
  id: string
  name: string
  icon: string
  rdns?: string | undefined
  type: ConnectorType
}

/**
 * One way to connect a wallet on one namespace. Every wallet kind implements the same members, so the session,
 * the views and the router never branch on the kind. `Account` is the namespace's account shape.
 */
type Connector<Account = EvmAccount> = {
  readonly namespace: SupportedNamespace
  readonly info: ConnectorInfo
  /** What the next visit finds it by (EIP-6963 uuids change on every page load). */
  readonly storageKey: string
  /** Asks the wallet to connect (its own UI asks the user). */
  connect(): Promise<Account>
  /** The connection left from an earlier visit, without asking the user; undefined when there is none. */
  restore(): Promise<Account | undefined>
  disconnect(): Promise<void>
  /** Moves the wallet to `network`; the new chain arrives as an `account` event before this resolves. */
  switchNetwork(network: NetworkEntry): Promise<void>
  /** A request the wallet answers itself (signing, sending). */
  request(args: RequestArguments): Promise<unknown>
  /** Events arrive only between a successful `connect` or `restore` and `disconnect`. */
  onEvent(listener: (event: ConnectorEvent<Account>) => void): () => void
}

export type EvmConnector = Connector<EvmAccount>
export type SolanaConnector = Connector<SolanaAccount>
export type BitcoinConnector = Connector<BitcoinAccount>
/** A connector of any namespace, as the session and the registry hold them. */
export type AnyConnector = EvmConnector | SolanaConnector | BitcoinConnector
