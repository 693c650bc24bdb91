import {
  PROVIDER_NAMESPACE,
  SUPPORTED_NAMESPACES,
  type SupportedNamespace,
} from '../config/namespaces/index.js'

/**
 * Who answers each request a dapp may make (ARCHITECTURE.md, "RPC routing"). The router reads only this table,
 * so a method's place is decided once: whether it needs approval (SPEC §6) is a separate
 * question from who can answer it. A method that is not here is refused (4200).
 * - `state`: the modal's own state, no prompt.
 * - `connect`: the modal's UI: the Connect view opens when no wallet is connected.
 * - `disconnect`: the modal ends the method's namespace's connection.
 * - `network`: the modal switches its network, and the connected wallet with it (4902 for an unlisted chain).
 * - `node`: the active network's JSON-RPC node.
 * - `wallet`: the connected wallet, which asks its user where it must (4100 when none is connected). This
 *   includes EIP-5792 / EIP-7811 calls and ERC-4337 bundler methods: only the wallet knows its batches,
 *   capabilities, assets and bundler.
 * - `signIn`: Wallet Standard's `solana:signIn`: connect as `connect` does, then the modal writes the message
 *   (flows/signIn/siwxSolanaSignIn.ts) and the connected wallet signs it.
 */
export type Answerer = 'state' | 'connect' | 'disconnect' | 'network' | 'node' | 'wallet' | 'signIn'

const STATE = [
  'eth_chainId',
  'net_version',
  'eth_accounts',
  'wallet_getPermissions',
  'solana_accounts',
  'bip122_accounts',
  // What wallet-standard.js registers: name, icon, chains, accounts.
  'wallet_standardInfo',
] as const
const CONNECT = [
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'solana_requestAccounts',
  'bip122_requestAccounts',
] as const
/** Wallet Standard's `standard:disconnect`: the method's namespace only; others stay. */
const DISCONNECT = ['solana_disconnect', 'bip122_disconnect'] as const
const SIGN_IN = ['solana_signIn'] as const
const NETWORK = ['wallet_switchEthereumChain', 'wallet_addEthereumChain'] as const
const NODE = [
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_uninstallFilter',
  'eth_syncing',
  'eth_protocolVersion',
  'net_listening',
  'web3_clientVersion',
  'eth_sendRawTransaction',
] as const
/** The wallet methods that need the user's approval (SPEC §6): signing and sending, asked in the wallet's own UI. */
const WALLET_ASKS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'bip122_signMessage',
  'bip122_signTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const
const WALLET = [
  ...WALLET_ASKS,
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
] as const

type RoutedMethod = (
  | typeof STATE
  | typeof CONNECT
  | typeof DISCONNECT
  | typeof SIGN_IN
  | typeof NETWORK
  | typeof NODE
  | typeof WALLET
)[number]

const entries = (methods: readonly RoutedMethod[], answerer: Answerer) =>
  methods.map((method) => [method, answerer] as const)

/**
 * @internal Exported for its test, which checks it against SPEC §6's approval classes.
 * The table: method → who answers it.
 * Frozen, and without a prototype, so no name from the dapp reaches one.
 */
export const RPC_ROUTES: Readonly<Record<RoutedMethod, Answerer>> = Object.freeze(
  Object.assign(
    Object.create(null),
    Object.fromEntries([
      ...entries(STATE, 'state'),
      ...entries(CONNECT, 'connect'),
      ...entries(DISCONNECT, 'disconnect'),
      ...entries(SIGN_IN, 'signIn'),
      ...entries(NETWORK, 'network'),
      ...entries(NODE, 'node'),
      ...entries(WALLET, 'wallet'),
    ]),
  ),
)

/** Who answers `method` (a name from the untrusted dapp); undefined for a method that is not allowed. */
export function answererOf(method: unknown): Answerer | undefined {
  return typeof method === 'string' && Object.hasOwn(RPC_ROUTES, method)
    ? RPC_ROUTES[method as RoutedMethod]
    : undefined
}

/** Whether the wallet asks its user about `method` (SPEC §6's approval): rpc/router.ts reopens a phone's wallet app. */
export function asksUser(method: string): boolean {
  return (WALLET_ASKS as readonly string[]).includes(method)
}

/**
 * The namespace a method concerns: the one it is prefixed with (`solana_*` the solana one, `bip122_*` the bip122
 * one), the Wallet Standard info none, the rest the provider's (eip155: `eth_*`, `wallet_*`, `personal_sign`).
 */
export function namespaceOfMethod(method: string): SupportedNamespace | undefined {
  if (method === 'wallet_standardInfo') return undefined
  const prefixed = SUPPORTED_NAMESPACES.find(
    (namespace) => namespace !== PROVIDER_NAMESPACE && method.startsWith(`${namespace}_`),
  )
  return prefixed ?? PROVIDER_NAMESPACE
}
