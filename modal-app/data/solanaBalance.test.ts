import { describe, expect, test, vi } from 'vitest'
import type { NetworkEntry } from '../config/types.js'
import { NodeAnswerError } from './errors.js'
import { fetchSolanaBalance } from './solanaBalance.js'

const answer = vi.hoisted(() => ({ current: undefined as unknown }))
vi.mock('./nodeTransport.js', () => ({ transportFor: () => async () => answer.current }))

const network: NetworkEntry = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
  testnet: false,
}
const ADDRESS = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'

describe('fetchSolanaBalance', () => {
  test('default: the lamports of getBalance’s value', async () => {
    answer.current = { context: { slot: 1 }, value: 1_500_000_000 }
    expect(await fetchSolanaBalance(network, ADDRESS)).toBe(1_500_000_000n)
  })

  test('error: an answer that is not a balance is refused, naming the call and the field', async () => {
    for (const malformed of [null, { value: -1 }, { value: 1.5 }, { value: '1' }, { context: {} }]) {
      answer.current = malformed
      const reading = fetchSolanaBalance(network, ADDRESS)
      await expect(reading).rejects.toBeInstanceOf(NodeAnswerError)
      await expect(reading).rejects.toThrow("The node's answer to getBalance is malformed")
    }
  })
})
