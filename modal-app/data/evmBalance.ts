import { hexToBigInt } from 'viem'
import type { NetworkEntry } from '../config/types.js'
import { parseNodeAnswer, quantitySchema } from './nodeAnswers.js'

/** The wei of `address` on an eip155 network, from its node's `eth_getBalance`, through the transport of every read. */
export async function fetchEvmBalance(network: NetworkEntry, address: string): Promise<bigint> {
  // viem's transports are a chunk of their own, loaded on first read (issue 11.3).
  const { transportFor } = await import('./nodeTransport.js')
  const answer = await transportFor(network)({ method: 'eth_getBalance', params: [address, 'latest'] })
  return hexToBigInt(parseNodeAnswer(quantitySchema, answer, 'eth_getBalance'))
}
