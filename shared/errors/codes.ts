import { isRecord } from '../guards.js'
import { ProviderRpcError } from './rpc.js'

// EIP-1193 provider errors.
export const USER_REJECTED = 4001
export const UNAUTHORIZED = 4100
export const UNSUPPORTED_METHOD = 4200
export const DISCONNECTED = 4900
const CHAIN_DISCONNECTED = 4901
/** MetaMask's convention for `wallet_switchEthereumChain` on a chain the wallet does not know. */
export const UNRECOGNIZED_CHAIN = 4902
/** WalletConnect's "User rejected.": treated like 4001. */
const WALLET_CONNECT_USER_REJECTED = 5000

// JSON-RPC 2.0.
export const INVALID_REQUEST = -32600
export const INVALID_PARAMS = -32602
export const INTERNAL = -32603

/** How many links of a `cause` chain are looked at: a chain may be cyclic. */
const MAX_CAUSES = 8

/**
 * Whether the user declined: a code of 4001, or WalletConnect's 5000 (SPEC §8), on `error` (an error, or a bare code)
 * or anywhere along its `cause` chain (wagmi and viem wrap the wallet's error).
 */
export function isUserRejection(error: unknown): boolean {
  let link = error
  for (let depth = 0; depth < MAX_CAUSES; depth++) {
    const code = isRecord(link) ? link.code : link
    if (code === USER_REJECTED || code === WALLET_CONNECT_USER_REJECTED) return true
    link = isRecord(link) ? link.cause : undefined
  }
  return false
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
