import * as v from 'valibot'
import { type Hex, hexToBigInt } from 'viem'
import { describe, expect, test } from 'vitest'
import { NodeAnswerError } from './errors.js'
import { logsInRanges } from './logsInRanges.js'
import { quantitySchema } from './nodeAnswers.js'

const logSchema = v.object({ blockNumber: quantitySchema })
type Log = v.InferOutput<typeof logSchema>

/**
 * A node with one log per block up to `head`, that refuses any `eth_getLogs` wider than `maxSpan` blocks with
 * `refusal` (the message of a public provider), as a JSON-RPC error would arrive through viem (`details`).
 */
function limitedNode(options: { head: number; maxSpan: number; refusal: string }) {
  const calls: [number, number][] = []
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    if (method === 'eth_blockNumber') return `0x${options.head.toString(16)}`
    const [{ fromBlock, toBlock }] = params as [{ fromBlock: Hex; toBlock: Hex }]
    const [from, to] = [Number(hexToBigInt(fromBlock)), Number(hexToBigInt(toBlock))]
    calls.push([from, to])
    if (to - from + 1 > options.maxSpan)
      throw Object.assign(new Error('RPC Request failed.'), { details: options.refusal })
    return Array.from({ length: to - from + 1 }, (_, index) => ({
      blockNumber: `0x${(from + index).toString(16)}`,
    }))
  }
  return { request: request as never, calls }
}

const blocks = (logs: Log[]) => logs.map((log) => Number(hexToBigInt(log.blockNumber)))
const filter = { topics: [] }

describe('logsInRanges', () => {
  test('default: one call when the node takes the whole range', async () => {
    const node = limitedNode({ head: 99, maxSpan: 1000, refusal: '' })
    const logs = await logsInRanges(node.request, filter, 0n, 'latest', logSchema)
    expect(blocks(logs)).toEqual(Array.from({ length: 100 }, (_, index) => index))
    expect(node.calls).toEqual([[0, 99]])
  })

  for (const refusal of [
    'query returned more than 10000 results. Try with this block range [0x0, 0x18].',
    'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range',
    'eth_getLogs is limited to a 10,000 range',
    'block range is too large',
    'exceed maximum block range: 5000',
  ])
    test(`behavior: a refusal as too wide ("${refusal.slice(0, 30)}…") is read in halves, every block once, in order`, async () => {
      const node = limitedNode({ head: 99, maxSpan: 30, refusal })
      const logs = await logsInRanges(node.request, filter, 0n, 99n, logSchema)
      expect(blocks(logs)).toEqual(Array.from({ length: 100 }, (_, index) => index))
      // 100 → 50 → 25 blocks, then walking at 25.
      expect(node.calls).toEqual([
        [0, 99],
        [0, 49],
        [0, 24],
        [25, 49],
        [50, 74],
        [75, 99],
      ])
    })

  test('error: another error is the caller’s, at once', async () => {
    const node = limitedNode({ head: 99, maxSpan: 10, refusal: 'execution reverted' })
    await expect(logsInRanges(node.request, filter, 0n, 99n, logSchema)).rejects.toThrow(
      'RPC Request failed.',
    )
    expect(node.calls).toHaveLength(1)
  })

  test('error: a chain too long to read within 64 calls', async () => {
    const node = limitedNode({ head: 100_000, maxSpan: 1000, refusal: 'block range is too large' })
    await expect(logsInRanges(node.request, filter, 0n, 'latest', logSchema)).rejects.toThrow(
      'Reading logs from block 0 needs more than 64 calls to this node',
    )
  })

  test('error: an answer that is not a list of logs is refused, naming the call and the field', async () => {
    const node = {
      request: (async ({ method }: { method: string }) =>
        method === 'eth_blockNumber' ? '0x1' : [{ blockNumber: 'soon' }]) as never,
    }
    const reading = logsInRanges(node.request, filter, 0n, 'latest', logSchema)
    await expect(reading).rejects.toThrow(NodeAnswerError)
    await expect(reading).rejects.toThrow("The node's answer to eth_getLogs is malformed")
    await expect(reading).rejects.toMatchObject({ details: '0.blockNumber must be a 0x hex quantity' })
  })

  test('error: a block number that is not a quantity is refused', async () => {
    const node = { request: (async () => 'latest') as never }
    await expect(logsInRanges(node.request, filter, 0n, 'latest', logSchema)).rejects.toThrow(
      "The node's answer to eth_blockNumber is malformed",
    )
  })
})
