import * as v from 'valibot'
import { type Hex, hexToBigInt, type PublicClient } from 'viem'
import { parseNodeAnswer, quantitySchema } from './nodeAnswers.js'

/**
 * How public nodes refuse an `eth_getLogs` whose span or answer is over their limit. Measured messages of the
 * public providers: Infura (-32005) "query returned more than 10000 results", Alchemy "Log response size exceeded.
 * You can make eth_getLogs requests with up to a 2K block range", QuickNode "eth_getLogs is limited to a 10,000
 * range", Ankr / public nodes "block range is too large", "exceed maximum block range: 5000".
 */
const RANGE_REFUSAL =
  /block range|range is too|range too|is limited to|more than \d+ results|response size|exceed(s|ed)? max/i
/** Past this many calls, the chain is too long to read this way: the caller shows its error (and Retry). */
const MAX_LOG_CALLS = 64

export type LogFilter = { address?: Hex | Hex[]; topics: (Hex | Hex[] | null)[] }

/** Whether `error` (or an error it wraps) is a node's refusal of a log range as too wide. */
function isRangeRefusal(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const details = 'details' in cause ? cause.details : undefined
    if (RANGE_REFUSAL.test(cause.message) || (typeof details === 'string' && RANGE_REFUSAL.test(details)))
      return true
  }
  return false
}

const hex = (block: bigint): Hex => `0x${block.toString(16)}`

/**
 * `eth_getLogs` over `[from, to]` (`to` may be `latest`), in as many calls as the node needs: the whole range
 * first, and after a refusal as too wide, halves of it, walking forward at the narrowest span that was needed.
 * Logs come back in block order, each checked against `schema` (the fields the caller reads).
 * @throws the node's error when it is not a range refusal, a refusal of a single block, or past 64 calls; a
 *   `NodeAnswerError` when the node answers something that is not a block number or a list of such logs.
 */
export async function logsInRanges<TSchema extends v.GenericSchema>(
  request: PublicClient['request'],
  filter: LogFilter,
  from: bigint,
  to: bigint | 'latest',
  schema: TSchema,
): Promise<v.InferOutput<TSchema>[]> {
  const end =
    to === 'latest'
      ? hexToBigInt(
          parseNodeAnswer(quantitySchema, await request({ method: 'eth_blockNumber' }), 'eth_blockNumber'),
        )
      : to
  const logs: v.InferOutput<TSchema>[] = []
  let span = end - from + 1n
  let calls = 0
  for (let start = from; start <= end; ) {
    const stop = start + span - 1n < end ? start + span - 1n : end
    if (++calls > MAX_LOG_CALLS)
      throw new Error(`Reading logs from block ${from} needs more than ${MAX_LOG_CALLS} calls to this node`)
    try {
      const page = await request({
        method: 'eth_getLogs',
        params: [{ ...filter, fromBlock: hex(start), toBlock: hex(stop) }],
      })
      logs.push(...parseNodeAnswer(v.array(schema), page, 'eth_getLogs'))
      start = stop + 1n
    } catch (error) {
      if (span === 1n || !isRangeRefusal(error)) throw error
      span = (span + 1n) / 2n
    }
  }
  return logs
}
