import { isRecord } from '../guards.js'
import type { ErrorData } from '../protocol.js'
import { BaseError } from './base.js'
import { INTERNAL, INVALID_PARAMS, isUserRejection, USER_REJECTED } from './codes.js'
import { ProviderRpcError } from './rpc.js'

/**
 * The one encoding of an error where it leaves its realm or its library: as bridge data (comlink would drop `code`),
 * and from a wallet, a node or WalletConnect on its way to the dapp. {@link fromErrorData} is its inverse.
 * - a user rejection anywhere along the `cause` chain (4001, or WalletConnect's 5000) → 4001 (SPEC §8);
 * - an error with an integer `code` (ours, a wallet's, a node's) → that code, its short message and its data;
 * - one of this project's errors without a code (a bad config) → -32602 with its message;
 * - anything else → -32603 with `fallback`, else its own short message.
 */
export function toErrorData(error: unknown, fallback?: string): ErrorData {
  const { code, shortMessage, message, data } = isRecord(error) ? error : {}
  const ours = error instanceof BaseError
  const known = ours || Number.isInteger(code) || isUserRejection(error)
  const encoded: ErrorData = {
    code: isUserRejection(error)
      ? USER_REJECTED
      : Number.isInteger(code)
        ? Number(code)
        : ours
          ? INVALID_PARAMS
          : INTERNAL,
    message: ours
      ? error.message
      : known
        ? String(shortMessage ?? message)
        : (fallback ?? String(shortMessage ?? message ?? error)),
  }
  if (data !== undefined) encoded.data = data
  return encoded
}

/** Rebuilds an error from its bridge data (checked by {@link parseErrorData} when the peer is untrusted). */
export function fromErrorData({ code, message, data }: ErrorData): ProviderRpcError {
  return new ProviderRpcError(code, message, data)
}

/** Error data from an untrusted peer, checked: a code that is not an integer is -32603; a message not a string, replaced. */
export function parseErrorData(value: unknown, fallback = 'Unknown error'): ErrorData {
  const { code, message, data } = isRecord(value) ? value : {}
  return {
    code: Number.isInteger(code) ? Number(code) : INTERNAL,
    message: typeof message === 'string' ? message : fallback,
    data,
  }
}

/** Any failure as the EIP-1193 error the dapp will get: {@link toErrorData}, then {@link fromErrorData}. */
export function toProviderError(error: unknown): ProviderRpcError {
  return fromErrorData(toErrorData(error))
}
