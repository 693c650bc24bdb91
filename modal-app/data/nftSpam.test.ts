import type { Hex, PublicClient } from 'viem'
import { describe, expect, test } from 'vitest'
import { contractsUsedBy, MAX_SENDER_LOOKUPS, newestFirst, usedContracts } from './nftSpam.js'
import { addressTopic, TRANSFER_TOPIC } from './transferLogs.js'

const ACCOUNT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const STRANGER = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
const MINTED = '0x1111111111111111111111111111111111111111'
const MOVED = '0x2222222222222222222222222222222222222222'
const AIRDROP = '0x3333333333333333333333333333333333333333'
const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`

describe('usedContracts (the spam rule)', () => {
  test('default: a contract is used when a transfer of it was in a transaction the account sent', () => {
    const senders = new Map<Hex, string | undefined>([
      [hash(1), ACCOUNT.toLowerCase()],
      [hash(2), STRANGER],
      [hash(3), undefined],
    ])
    const used = usedContracts(
      ACCOUNT,
      [
        { contract: MINTED, hash: hash(1) },
        { contract: AIRDROP, hash: hash(2) },
        { contract: MOVED, hash: hash(3) },
      ],
      senders,
    )
    expect([...used]).toEqual([MINTED])
  })

  test('behavior: any of a contract’s transfers proves it; an unknown transaction proves nothing', () => {
    const senders = new Map<Hex, string | undefined>([
      [hash(1), STRANGER],
      [hash(2), ACCOUNT],
    ])
    const transfers = [
      { contract: MINTED.toUpperCase().replace('0X', '0x'), hash: hash(1) },
      { contract: MINTED, hash: hash(2) },
      { contract: AIRDROP, hash: hash(9) },
    ]
    expect([...usedContracts(ACCOUNT, transfers, senders)]).toEqual([MINTED])
  })
})

/** A node: `eth_getLogs` answers the outgoing-transfer query with `sent`; transactions are sent by `senders`. */
function fakeNode(sent: unknown[], senders: Record<Hex, string>) {
  const calls: { method: string; params?: unknown }[] = []
  const request = (async ({ method, params }: { method: string; params?: unknown[] }) => {
    calls.push({ method, params })
    if (method === 'eth_blockNumber') return '0x20'
    if (method === 'eth_getLogs') return sent
    if (method === 'eth_getTransactionByHash') {
      const from = senders[(params as Hex[])[0] as Hex]
      return from === undefined ? null : { hash: (params as Hex[])[0], from }
    }
    throw new Error(`unexpected ${method}`)
  }) as unknown as PublicClient['request']
  return { request, calls }
}

const log = (contract: string, txHash: Hex, block: number) => ({
  address: contract,
  topics: [TRANSFER_TOPIC, addressTopic(ACCOUNT), addressTopic(STRANGER), hash(1)],
  data: '0x',
  transactionHash: txHash,
  blockNumber: `0x${block.toString(16)}`,
  logIndex: '0x0',
})

describe('contractsUsedBy', () => {
  test('default: a token the account minted itself needs no more reads', async () => {
    const node = fakeNode([], { [hash(1)]: ACCOUNT })
    expect(await contractsUsedBy(node.request, ACCOUNT, [{ contract: MINTED, hash: hash(1) }])).toEqual(
      new Set([MINTED]),
    )
    expect(node.calls.map(({ method }) => method)).toEqual(['eth_getTransactionByHash'])
  })

  test('behavior: for the others, the account’s outgoing transfers of those contracts only', async () => {
    // MOVED's tokens were minted to the account by another; the account later sent one away (hash 20). AIRDROP's
    // contract wrote a fake outgoing log (hash 30), in a transaction the stranger sent.
    const node = fakeNode([log(MOVED, hash(20), 9), log(AIRDROP, hash(30), 10)], {
      [hash(1)]: STRANGER,
      [hash(2)]: STRANGER,
      [hash(20)]: ACCOUNT,
      [hash(30)]: STRANGER,
    })
    const used = await contractsUsedBy(node.request, ACCOUNT, [
      { contract: MOVED, hash: hash(1) },
      { contract: AIRDROP, hash: hash(2) },
    ])
    expect(used).toEqual(new Set([MOVED]))
    const logQueries = node.calls.filter(({ method }) => method === 'eth_getLogs')
    expect(logQueries).toHaveLength(2)
    for (const { params } of logQueries)
      expect((params as [{ address: string[] }])[0].address).toEqual([MOVED, AIRDROP])
  })

  test('behavior: at most MAX_SENDER_LOOKUPS transactions are looked up per step', async () => {
    const received = Array.from({ length: 80 }, (_, index) => ({ contract: AIRDROP, hash: hash(index + 1) }))
    const node = fakeNode([], {})
    expect(await contractsUsedBy(node.request, ACCOUNT, received)).toEqual(new Set())
    expect(node.calls.filter(({ method }) => method === 'eth_getTransactionByHash')).toHaveLength(
      MAX_SENDER_LOOKUPS,
    )
  })
})

describe('newestFirst', () => {
  test('behavior: well-formed logs only, by block and index, newest first', () => {
    const older = log(MINTED, hash(1), 3)
    const newer = { ...log(MINTED, hash(2), 3), logIndex: '0x2' }
    const newest = log(MOVED, hash(3), 12)
    const broken = { ...log(MOVED, hash(4), 13), transactionHash: 42 }
    expect(
      newestFirst([older, broken, newest, newer, null]).map(({ transactionHash }) => transactionHash),
    ).toEqual([hash(3), hash(2), hash(1)])
  })
})
