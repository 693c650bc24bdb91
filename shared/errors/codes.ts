import { ProviderRpcError } from './rpc.js'

// EIP-1193 provider errors.
export const USER_REJECTED = 4001
export const UNAUTHORIZED = 4100
export const UNSUPPORTED_METHOD = 4200
export const DISCONNECTED = 4900
export const CHAIN_DISCONNECTED = 4901
/** MetaMask's convention for `wallet_switchEthereumChain` on a chain the wallet does not know. */
export const UNRECOGNIZED_CHAIN = 4902
/** WalletConnect's "User rejected.": treated like 4001. */
export const WALLET_CONNECT_USER_REJECTED = 5000

// JSON-RPC 2.0.
export const PARSE = -32700
export const INVALID_REQUEST = -32600
export const METHOD_NOT_FOUND = -32601
export const INVALID_PARAMS = -32602
export const INTERNAL = -32603

// EIP-1474.
export const INVALID_INPUT = -32000
export const RESOURCE_NOT_FOUND = -32001
export const RESOURCE_UNAVAILABLE = -32002
export const TRANSACTION_REJECTED = -32003
export const METHOD_NOT_SUPPORTED = -32004
export const LIMIT_EXCEEDED = -32005
export const JSON_RPC_VERSION_NOT_SUPPORTED = -32006

// EIP-5792 wallet-call errors: the range 5700..5760 and its named codes.
export const WALLET_CALL_ERROR_MIN = 5700
export const WALLET_CALL_ERROR_MAX = 5760
export const UNSUPPORTED_NON_OPTIONAL_CAPABILITY = 5700
export const UNSUPPORTED_CHAIN_ID = 5710
export const DUPLICATE_ID = 5720
export const UNKNOWN_BUNDLE_ID = 5730
export const BUNDLE_TOO_LARGE = 5740
export const ATOMIC_READY_WALLET_REJECTED_UPGRADE = 5750
export const ATOMICITY_NOT_SUPPORTED = 5760

/** How many links of a `cause` chain are looked at: a chain may be cyclic. */
const MAX_CAUSES = 8

/**
 * Whether the user declined: a code of 4001, or WalletConnect's 5000 (SPEC §8), on `error` (an error, or a bare code)
 * or anywhere along its `cause` chain (wagmi and viem wrap the wallet's error).
 */
export function isUserRejection(error: unknown): boolean {
  let link = error as { code?: unknown; cause?: unknown } | undefined
  for (let depth = 0; depth < MAX_CAUSES; depth++) {
    const code = link?.code ?? link
    if (code === USER_REJECTED || code === WALLET_CONNECT_USER_REJECTED) return true
    link = link?.cause as typeof link
  }
  return false
}

/** EIP-5792's 5700..5760. */
export function isWalletCallError(code: unknown): code is number {
  return (
    typeof code === 'number' &&
    Number.isInteger(code) &&
    code >= WALLET_CALL_ERROR_MIN &&
    code <= WALLET_CALL_ERROR_MAX
  )
}

const HANDLED_CODES: ReadonlySet<number> = new Set([
  USER_REJECTED,
  UNAUTHORIZED,
  UNSUPPORTED_METHOD,
  DISCONNECTED,
  CHAIN_DISCONNECTED,
  UNRECOGNIZED_CHAIN,
  WALLET_CONNECT_USER_REJECTED,
  PARSE,
  INVALID_REQUEST,
  METHOD_NOT_FOUND,
  INVALID_PARAMS,
  INTERNAL,
  INVALID_INPUT,
  RESOURCE_NOT_FOUND,
  RESOURCE_UNAVAILABLE,
  TRANSACTION_REJECTED,
  METHOD_NOT_SUPPORTED,
  LIMIT_EXCEEDED,
  JSON_RPC_VERSION_NOT_SUPPORTED,
])

/** SPEC §8's handled codes: an error from a wallet with one of these keeps its code when passed to the dapp. */
export function isHandledErrorCode(code: unknown): code is number {
  return (typeof code === 'number' && HANDLED_CODES.has(code)) || isWalletCallError(code)
}

/** EIP-1193 errors with the standard default messages (MetaMask's `eth-rpc-errors` wording). */
export const rpcErrors = {
  userRejected: (message = 'User rejected the request.') => new ProviderRpcError(USER_REJECTED, message),
  unauthorized: (message = 'The requested account and/or method has not been authorized by the user.') =>
    new ProviderRpcError(UNAUTHORIZED, message),
  /** SPEC §6: the method is not on the allow-list. */
  notAllowed: (message = 'Requested RPC call is not allowed') =>
    new ProviderRpcError(UNSUPPORTED_METHOD, message),
  disconnected: (message = 'The provider is disconnected from all chains.') =>
    new ProviderRpcError(DISCONNECTED, message),
  chainDisconnected: (message = 'The provider is disconnected from the specified chain.') =>
    new ProviderRpcError(CHAIN_DISCONNECTED, message),
  unrecognizedChain: (chainId: number | string, message?: string) =>
    new ProviderRpcError(
      UNRECOGNIZED_CHAIN,
      message ??
        `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
    ),
  invalidParams: (message = 'Invalid method parameter(s).') => new ProviderRpcError(INVALID_PARAMS, message),
  internal: (message = 'Internal JSON-RPC error.') => new ProviderRpcError(INTERNAL, message),
} as const

export type NodeErrorKind =
  | 'reverted'
  | 'feeCapTooHigh'
  | 'feeCapTooLow'
  | 'nonceTooHigh'
  | 'nonceTooLow'
  | 'insufficientFunds'
  | 'intrinsicGasTooHigh'
  | 'intrinsicGasTooLow'

// viem's `errors/node.ts` patterns, in the order viem's `getNodeError` tries them.
const NODE_ERRORS: readonly (readonly [NodeErrorKind, RegExp])[] = [
  ['reverted', /execution reverted|gas required exceeds allowance/],
  ['feeCapTooHigh', /max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1/],
  [
    'feeCapTooLow',
    /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated/,
  ],
  ['nonceTooHigh', /nonce too high/],
  ['nonceTooLow', /nonce too low|transaction already imported|already known/],
  ['insufficientFunds', /insufficient funds|exceeds transaction sender account balance|outoffunds/],
  ['intrinsicGasTooHigh', /intrinsic gas too high|gas limit reached/],
  ['intrinsicGasTooLow', /intrinsic gas too low/],
]

/** SPEC §8: the kind of a node's error message, or undefined when it is none of the known kinds. */
export function mapNodeError(message: string): NodeErrorKind | undefined {
  const lower = message.toLowerCase()
  return NODE_ERRORS.find(([, pattern]) => pattern.test(lower))?.[0]
}

/** SPEC §8: HTTP statuses on which an RPC or API request is retried. */
export const RETRY_HTTP_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504]
