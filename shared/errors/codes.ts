import { isRecord } from '../guards.js'

// EIP-1193 provider errors.
export const USER_REJECTED = 4001
export const UNAUTHORIZED = 4100
export const UNSUPPORTED_METHOD = 4200
export const DISCONNECTED = 4900
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
