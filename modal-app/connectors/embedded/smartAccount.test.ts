import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  encodeErrorResult,
  encodeFunctionData,
  erc20Abi,
  type PublicClient,
} from 'viem'
import { describe, expect, test } from 'vitest'
import {
  accountTypeOf,
  atomicCapability,
  capabilityChains,
  delegateOf,
  SIMPLE_7702_ABI,
} from './smartAccount.js'
import { batchFailure, callsStatus, findBatch, MAX_BATCH_CALLS, prepareBatch } from './smartAccountBatch.js'

const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const DELEGATE: Address = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'
const OTHER_DELEGATE: Address = '0x000000000000000000000000000000000000bEEF'
const TOKEN: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ALICE: Address = '0x000000000000000000000000000000000000dEaD'
const transfer = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
const smart = { preferred: 'smartAccount', delegate: DELEGATE } as const
const payload = (calls: unknown[], extra: Record<string, unknown> = {}) => [
  { version: '2.0.0', chainId: '0x7a69', from: ACCOUNT, calls, ...extra },
]
const twoTransfers = payload([
  { to: TOKEN, data: transfer(ALICE, 10n) },
  { to: TOKEN, data: transfer(OTHER_DELEGATE, 20n) },
])

/** A chain as viem's public client reads it: nonce 5, an estimate (or a revert), fees. */
function fakeClient(options: { estimate?: bigint | Error } = {}) {
  const estimates: unknown[] = []
  const client = {
    getTransactionCount: async () => 5,
    estimateGas: async (args: unknown) => {
      estimates.push(args)
      if (options.estimate instanceof Error) throw options.estimate
      return options.estimate ?? 80_000n
    },
    estimateFeesPerGas: async () => ({ maxFeePerGas: 3n, maxPriorityFeePerGas: 1n }),
  }
  return { client: client as unknown as PublicClient, estimates }
}

const context = (client: PublicClient, overrides: Partial<Parameters<typeof prepareBatch>[1]> = {}) => ({
  account: ACCOUNT,
  chainId: 31337,
  client,
  setup: smart,
  chain: { delegatedTo: undefined },
  usedIds: new Set<string>(),
  ...overrides,
})

describe('delegateOf and the account type', () => {
  test('behavior: reads the delegate from the EIP-7702 designator, nothing from other code', () => {
    expect(delegateOf(`0xef0100${DELEGATE.slice(2).toLowerCase()}`)).toBe(DELEGATE)
    expect(delegateOf('0x')).toBeUndefined()
    expect(delegateOf(undefined)).toBeUndefined()
    expect(delegateOf(`0x6080${DELEGATE.slice(2)}00`)).toBeUndefined()
    expect(delegateOf(`0xef0100${DELEGATE.slice(2)}00`)).toBeUndefined()
  })

  test('behavior: smartAccount when preferred with a delegate, or already delegated; else eoa (SPEC §4 fallback)', () => {
    expect(accountTypeOf(smart, { delegatedTo: undefined })).toBe('smartAccount')
    expect(accountTypeOf(smart, { delegatedTo: DELEGATE })).toBe('smartAccount')
    expect(accountTypeOf({ preferred: 'eoa', delegate: DELEGATE }, { delegatedTo: DELEGATE })).toBe(
      'smartAccount',
    )
    expect(accountTypeOf({ preferred: 'eoa', delegate: DELEGATE }, { delegatedTo: undefined })).toBe('eoa')
    expect(
      accountTypeOf({ preferred: 'smartAccount', delegate: undefined }, { delegatedTo: undefined }),
    ).toBe('eoa')
    expect(accountTypeOf(smart, { delegatedTo: OTHER_DELEGATE })).toBe('eoa')
  })
})

describe('wallet_getCapabilities', () => {
  test('behavior: atomic is supported for a smart account, unsupported for an EOA', () => {
    expect(atomicCapability(smart, { delegatedTo: undefined })).toEqual({ status: 'supported' })
    expect(atomicCapability({ preferred: 'eoa', delegate: DELEGATE }, { delegatedTo: undefined })).toEqual({
      status: 'unsupported',
    })
  })

  test('behavior: answers the networks asked for among the wallet’s, or all of them', () => {
    expect(capabilityChains([ACCOUNT], ACCOUNT, [31337, 31338])).toEqual([31337, 31338])
    expect(capabilityChains([ACCOUNT.toLowerCase(), ['0x7a6a', '0x1']], ACCOUNT, [31337, 31338])).toEqual([
      31338,
    ])
  })

  test('error: another address is 4100, malformed params -32602', () => {
    expect(() => capabilityChains([ALICE], ACCOUNT, [31337])).toThrow(expect.objectContaining({ code: 4100 }))
    expect(() => capabilityChains([], ACCOUNT, [31337])).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() => capabilityChains([ACCOUNT, [31337]], ACCOUNT, [31337])).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
  })
})

describe('prepareBatch (wallet_sendCalls)', () => {
  test('behavior: not yet delegated, a self-call of executeBatch with an authorization to the delegate at nonce + 1', async () => {
    const { client, estimates } = fakeClient()
    const prepared = await prepareBatch(twoTransfers, context(client))
    expect(prepared.sign).toMatchObject({
      kind: 'authorizedTransaction',
      authorization: { address: DELEGATE, chainId: 31337, nonce: 6 },
      transaction: { to: ACCOUNT, value: 0n, nonce: 5, chainId: 31337, gas: 105_000n },
    })
    if (prepared.sign.kind !== 'authorizedTransaction') throw new Error('not an upgrade')
    const decoded = decodeFunctionData({ abi: SIMPLE_7702_ABI, data: prepared.sign.transaction.data ?? '0x' })
    expect(decoded.args).toEqual([
      [
        { target: TOKEN, value: 0n, data: transfer(ALICE, 10n) },
        { target: TOKEN, value: 0n, data: transfer(OTHER_DELEGATE, 20n) },
      ],
    ])
    // The estimate runs the account as already delegated (a state override), plus the authorization's cost.
    expect(estimates[0]).toMatchObject({
      stateOverride: [{ address: ACCOUNT, code: `0xef0100${DELEGATE.slice(2)}` }],
    })
    expect(prepared.shown).toMatchObject({
      kind: 'batch',
      upgrade: DELEGATE,
      failure: undefined,
      fee: 315_000n,
      calls: [
        { to: TOKEN, call: { kind: 'transfer', token: TOKEN, recipient: ALICE, amount: 10n } },
        { to: TOKEN, call: { kind: 'transfer', recipient: OTHER_DELEGATE, amount: 20n } },
      ],
    })
  })

  test('behavior: already delegated, a plain self-call with no authorization and no upgrade shown', async () => {
    const { client } = fakeClient()
    const prepared = await prepareBatch(twoTransfers, context(client, { chain: { delegatedTo: DELEGATE } }))
    expect(prepared.sign).toMatchObject({
      kind: 'transaction',
      transaction: { type: 'eip1559', to: ACCOUNT, gas: 80_000n },
    })
    expect(prepared.shown.upgrade).toBeUndefined()
  })

  test('behavior: an EOA sends a single call as a plain transaction, value included', async () => {
    const { client } = fakeClient({ estimate: 21_000n })
    const prepared = await prepareBatch(
      payload([{ to: ALICE, value: '0x10' }]),
      context(client, { setup: { preferred: 'eoa', delegate: DELEGATE } }),
    )
    expect(prepared.sign).toMatchObject({
      kind: 'transaction',
      transaction: { to: ALICE, value: 16n, data: '0x', gas: 21_000n },
    })
  })

  test('error: an EOA refuses several calls with 5760; an account delegated elsewhere says so', async () => {
    const { client } = fakeClient()
    await expect(
      prepareBatch(twoTransfers, context(client, { setup: { preferred: 'eoa', delegate: DELEGATE } })),
    ).rejects.toMatchObject({
      code: 5760,
      message: 'This account is an EOA on this network: it sends one call at a time',
    })
    await expect(
      prepareBatch(twoTransfers, context(client, { chain: { delegatedTo: OTHER_DELEGATE } })),
    ).rejects.toMatchObject({ code: 5760, message: expect.stringContaining(OTHER_DELEGATE) })
  })

  test('behavior: a batch the network expects to revert is shown with which call fails, with a fixed gas limit', async () => {
    const inner = encodeErrorResult({
      abi: [{ type: 'error', name: 'Error', inputs: [{ name: 'reason', type: 'string' }] }],
      errorName: 'Error',
      args: ['ERC20: transfer amount exceeds balance'],
    })
    const data = encodeErrorResult({ abi: SIMPLE_7702_ABI, errorName: 'ExecuteError', args: [1n, inner] })
    const revert = Object.assign(new Error('execution reverted'), { cause: { data } })
    const { client } = fakeClient({ estimate: revert })
    const prepared = await prepareBatch(twoTransfers, context(client))
    expect(prepared.shown.failure).toBe(
      'Call 2 of 2 would fail: ERC20: transfer amount exceeds balance. Sent anyway, the whole batch reverts.',
    )
    expect(prepared.sign).toMatchObject({ transaction: { gas: 245_000n } })
    expect(batchFailure(new Error('no data'), 2)).toBe(
      'The network expects this batch to fail. Sent anyway, the whole batch reverts.',
    )
  })

  test('error: malformed payloads, another chain, too many calls, unknown capabilities, a used id', async () => {
    const { client } = fakeClient()
    const refused = (params: unknown, overrides = {}) =>
      prepareBatch(params as never, context(client, overrides)).then(
        () => 'accepted',
        (error: { code: number; message: string }) => `${error.code} ${error.message}`,
      )
    expect(await refused([{ chainId: '0x7a69', calls: [] }])).toBe(
      '-32602 Invalid wallet_sendCalls payload: calls must be a non-empty array',
    )
    expect(await refused(payload([{ to: 'bob' }]))).toBe(
      '-32602 Invalid wallet_sendCalls payload: calls[0].to must be a 0x-prefixed address',
    )
    expect(await refused(payload([{ to: TOKEN }], { from: ALICE }))).toBe(
      '-32602 Invalid wallet_sendCalls payload: from is not the connected account',
    )
    expect(await refused(payload([{ to: TOKEN }], { chainId: '0x1' }))).toBe(
      '5710 The batch is for chain 1; the wallet is on chain 31337',
    )
    expect(await refused(payload(Array.from({ length: MAX_BATCH_CALLS + 1 }, () => ({ to: TOKEN }))))).toBe(
      `5740 A batch holds at most ${MAX_BATCH_CALLS} calls`,
    )
    expect(
      await refused(payload([{ to: TOKEN }], { capabilities: { paymasterService: { url: 'x' } } })),
    ).toBe('5700 Unsupported non-optional capability: paymasterService')
    expect(
      await refused(payload([{ to: TOKEN }], { capabilities: { paymasterService: { optional: true } } })),
    ).toBe('accepted')
    expect(await refused(payload([{ to: TOKEN }], { id: 'mine' }), { usedIds: new Set(['mine']) })).toBe(
      '5720 A batch with id mine was already sent',
    )
  })
})

describe('wallet_getCallsStatus', () => {
  const HASH = `0x${'ab'.repeat(32)}` as const
  const receiptClient = (receipt: unknown, transaction?: unknown) =>
    ({
      getTransactionReceipt: async () => {
        if (!receipt) throw new Error('not found')
        return receipt
      },
      getTransaction: async () => {
        if (!transaction) throw new Error('not found')
        return transaction
      },
    }) as unknown as PublicClient

  test('behavior: 100 while pending, 200 with the receipt once mined, 500 when the batch reverted', async () => {
    const sent = { hash: HASH, chainId: 31337 }
    expect(await callsStatus('id-1', sent, receiptClient(undefined))).toEqual({
      version: '2.0.0',
      id: 'id-1',
      chainId: '0x7a69',
      atomic: true,
      status: 100,
    })
    const mined = {
      status: 'success',
      logs: [
        {
          address: TOKEN,
          data: encodeAbiParameters([{ type: 'uint256' }], [10n]),
          topics: ['0x01'],
          logIndex: 0,
        },
      ],
      blockHash: `0x${'cd'.repeat(32)}`,
      blockNumber: 12n,
      gasUsed: 98_000n,
      transactionHash: HASH,
    }
    expect(await callsStatus('id-1', sent, receiptClient(mined))).toMatchObject({
      status: 200,
      receipts: [
        {
          status: '0x1',
          blockNumber: '0xc',
          gasUsed: '0x17ed0',
          transactionHash: HASH,
          logs: [{ address: TOKEN, topics: ['0x01'] }],
        },
      ],
    })
    expect(
      await callsStatus('id-1', sent, receiptClient({ ...mined, status: 'reverted', logs: [] })),
    ).toMatchObject({
      status: 500,
      receipts: [{ status: '0x0' }],
    })
  })

  test('behavior: finds a batch by its id, or by the hash of the account’s own transaction; else 5730', async () => {
    const known = new Map([['mine', { hash: HASH, chainId: 31337 }]])
    const own = { account: ACCOUNT, chainId: 31337 }
    expect(await findBatch(['mine'], known, { ...own, client: receiptClient(undefined) })).toEqual({
      id: 'mine',
      sent: { hash: HASH, chainId: 31337 },
    })
    const other = `0x${'ef'.repeat(32)}`
    expect(
      await findBatch([other], known, { ...own, client: receiptClient(undefined, { from: ACCOUNT }) }),
    ).toEqual({ id: other, sent: { hash: other, chainId: 31337 } })
    await expect(
      findBatch([other], known, { ...own, client: receiptClient(undefined, { from: ALICE }) }),
    ).rejects.toMatchObject({ code: 5730 })
    await expect(
      findBatch(['nope'], known, { ...own, client: receiptClient(undefined) }),
    ).rejects.toMatchObject({
      code: 5730,
      message: 'Unknown batch id nope',
    })
    await expect(findBatch([], known, { ...own, client: receiptClient(undefined) })).rejects.toMatchObject({
      code: -32602,
    })
  })
})
