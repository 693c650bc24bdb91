import * as v from 'valibot'
import type { NetworkEntry } from '../config/types.js'
import { parseNodeAnswer } from './nodeAnswers.js'

/** Solana's `getBalance` answer: `{ context, value }`, the value in lamports. */
const balanceSchema = v.object({ value: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) })

/**
 * The lamports of `address` on a Solana network, from its JSON-RPC `getBalance` (`{ context, value }`), through the
 * same transport as every read (SPEC §9's timeout and retries).
 * @throws {NodeAnswerError} when the node answers something that is not a balance.
 */
export async function fetchSolanaBalance(network: NetworkEntry, address: string): Promise<bigint> {
  // viem's transports are a chunk of their own, loaded on first read (issue 11.3).
  const { transportFor } = await import('./nodeTransport.js')
  const answer = await transportFor(network)({ method: 'getBalance', params: [address] })
  return BigInt(parseNodeAnswer(balanceSchema, answer, 'getBalance').value)
}
