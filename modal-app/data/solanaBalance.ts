import type { EIP1193RequestFn } from 'viem'
import type { NetworkEntry } from '../config/types.js'

/**
 * The lamports of `address` on a Solana network, from its JSON-RPC `getBalance` (`{ context, value }`), through the
 * same transport as every read (SPEC §9's timeout and retries).
 * @throws {Error} when the node answers something that is not a balance.
 */
export async function fetchSolanaBalance(network: NetworkEntry, address: string): Promise<bigint> {
  // viem's transports are a chunk of their own, loaded on first read (issue 11.3).
  const { transportFor } = await import('./nodeTransport.js')
  const request = transportFor(network) as unknown as (args: {
    method: 'getBalance'
    params: [string]
  }) => ReturnType<EIP1193RequestFn>
  const answer = (await request({ method: 'getBalance', params: [address] })) as { value?: unknown } | null
  const value = answer?.value
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new Error(`${network.name} answered getBalance with ${JSON.stringify(answer)}`)
  return BigInt(value)
}
