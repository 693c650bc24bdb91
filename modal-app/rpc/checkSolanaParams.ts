import { rpcErrors } from '../../shared/errors/rpcErrors.js'
import type { RequestArguments } from '../../shared/protocol.js'

/** SPEC §5: the preflight commitments Solana's `sendTransaction` accepts. */
const PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
]
const SEND_OPTIONS = ['preflightCommitment', 'commitment', 'skipPreflight', 'maxRetries', 'minContextSlot']

export type SolanaParams = {
  pubkey: string
  message?: Uint8Array
  transaction?: Uint8Array
  chain?: string
  options?: Record<string, unknown>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The params of a Solana signing method (`{ pubkey, message }` or `{ pubkey, transaction, chain?, options? }`,
 * bytes as `Uint8Array`), checked before the wallet sees them, and copied with only those fields: SPEC §5's
 * preflight commitment among them.
 * @throws {ProviderRpcError} -32602 `Invalid {method} params: …`
 */
export function checkSolanaParams(method: string, params: RequestArguments['params']): SolanaParams {
  const fail = (problem: string) => rpcErrors.invalidParams(`Invalid ${method} params: ${problem}`)
  if (!isRecord(params)) throw fail('expected an object { pubkey, … }')
  const { pubkey, message, transaction, chain, options } = params
  if (typeof pubkey !== 'string') throw fail('pubkey must be the base58 address of the connected account')
  if (method === 'solana_signMessage') {
    if (!(message instanceof Uint8Array)) throw fail('message must be a Uint8Array')
    return { pubkey, message }
  }
  if (!(transaction instanceof Uint8Array)) throw fail('transaction must be a Uint8Array')
  if (chain !== undefined && typeof chain !== 'string') throw fail('chain must be a string')
  const checked: SolanaParams = { pubkey, transaction, ...(chain === undefined ? {} : { chain }) }
  if (method !== 'solana_signAndSendTransaction' || options === undefined) return checked
  if (!isRecord(options)) throw fail('options must be an object')
  const { preflightCommitment } = options
  if (preflightCommitment !== undefined && !PREFLIGHT_COMMITMENTS.includes(preflightCommitment as string))
    throw fail(`options.preflightCommitment must be one of ${PREFLIGHT_COMMITMENTS.join(', ')}`)
  checked.options = Object.fromEntries(Object.entries(options).filter(([key]) => SEND_OPTIONS.includes(key)))
  return checked
}
