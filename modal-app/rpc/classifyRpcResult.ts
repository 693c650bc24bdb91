/** SPEC §4's RPC response classification: what a wallet's answer to a request is, read from its shape. */
export type RpcResultKind = 'transaction' | 'signature' | 'object'

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/

/**
 * A `0x` string of exactly 64 hex characters is a transaction hash; `0x` and at least 62 hex characters (any other
 * length) a signed message; anything else an object.
 */
export function classifyRpcResult(result: unknown): RpcResultKind {
  if (typeof result !== 'string') return 'object'
  if (TRANSACTION_HASH.test(result)) return 'transaction'
  return SIGNED_MESSAGE.test(result) ? 'signature' : 'object'
}
