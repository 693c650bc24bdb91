import * as v from 'valibot'
import { rpcErrors } from '../../shared/errors/rpcErrors.js'
import { isRecord } from '../../shared/guards.js'
import type { RequestArguments } from '../../shared/protocol.js'

// The params of the signing requests the connectors answer, as the router hands them over: checked there
// (rpc/checkSolanaParams.ts, rpc/checkBitcoinParams.ts, the chain resolved), and parsed again here, where the
// connector reads them, rather than taken on trust. Bytes are `Uint8Array`s.

const bytes = v.custom<Uint8Array>((value) => value instanceof Uint8Array, 'must be a Uint8Array')
const text = v.string()

/** `solana_signMessage`. */
export const solanaMessageParams = v.object({ pubkey: text, message: bytes })
/** `solana_signTransaction`, `solana_signAndSendTransaction` (`options`: its send options). */
export const solanaTransactionParams = v.object({
  pubkey: text,
  transaction: bytes,
  chain: v.optional(text),
  options: v.optional(v.custom<Record<string, unknown>>(isRecord, 'must be an object')),
})
/** `bip122_signMessage`. */
export const bitcoinMessageParams = v.object({ pubkey: text, message: bytes })
/** `bip122_signTransaction`: per address, the indexes of the inputs it signs. */
export const bitcoinTransactionParams = v.object({
  psbt: bytes,
  inputsToSign: v.array(
    v.object({ address: text, signingIndexes: v.array(v.number()), sigHash: v.optional(v.number()) }),
  ),
  chain: v.optional(text),
})

/**
 * The params of `request`, parsed with `schema`.
 * @throws {ProviderRpcError} -32602 `Invalid {method} params: {path} {problem}`.
 */
export function signingParams<TSchema extends v.GenericSchema>(
  schema: TSchema,
  { method, params }: RequestArguments,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, params)
  if (result.success) return result.output
  const [issue] = result.issues
  const path = issue.path?.map((item) => String(item.key)).join('.')
  throw rpcErrors.invalidParams(`Invalid ${method} params: ${path ? `${path} ` : ''}${issue.message}`)
}
