import {
  DISCONNECTED,
  INTERNAL,
  INVALID_PARAMS,
  UNAUTHORIZED,
  UNRECOGNIZED_CHAIN,
  UNSUPPORTED_METHOD,
  USER_REJECTED,
} from './codes.js'
import { ProviderRpcError } from './rpc.js'

// A module of its own, apart from codes.ts: only the chunks that answer requests make these errors, so they
// stay out
// of the startup bundle, which imports codes.ts.

/** EIP-1193: the provider is disconnected from the chain asked for. */
const CHAIN_DISCONNECTED = 4901

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
