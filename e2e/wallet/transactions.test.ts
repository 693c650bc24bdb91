import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Hex, keccak256, parseTransaction } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  NONCE_RACE,
  ProviderRpcError,
  parseQuantity,
  requireAccount,
  sendFromAccount,
  signableMessage,
  toRpcError,
  typedDataToSign,
} from './transactions.js'

/** Anvil's account #0. */
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e8b4c1D3cBa'
const CHAIN_ID = 31337

/**
 * A node that answers what viem asks before a send, and refuses the first `refusals` raw transactions with
 * `refusal` (anvil's nonce race by default); its nonce goes up with every refusal, as if another sender won.
 */
const node = {
  refusals: 0,
  refusal: 'nonce too low',
  nonce: 5,
  sent: [] as Hex[],
  methods: [] as string[],
}
let server: Server
let rpcUrl: string

function answer(method: string, params: unknown[]): { result: unknown } | { error: object } {
  switch (method) {
    case 'eth_chainId':
      return { result: `0x${CHAIN_ID.toString(16)}` }
    case 'eth_getTransactionCount':
      return { result: `0x${node.nonce.toString(16)}` }
    case 'eth_estimateGas':
      return { result: '0x5208' }
    case 'eth_gasPrice':
    case 'eth_maxPriorityFeePerGas':
      return { result: '0x3b9aca00' }
    case 'eth_getBlockByNumber':
      return {
        result: {
          number: '0x1',
          hash: `0x${'11'.repeat(32)}`,
          baseFeePerGas: '0x3b9aca00',
          transactions: [],
        },
      }
    case 'eth_sendRawTransaction': {
      const raw = params[0] as Hex
      node.sent.push(raw)
      if (node.refusals > 0) {
        node.refusals--
        node.nonce++
        return { error: { code: -32003, message: node.refusal } }
      }
      return { result: keccak256(raw) }
    }
    default:
      return { error: { code: -32601, message: `Method not found: ${method}` } }
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const call = JSON.parse(body) as { id: number; method: string; params?: unknown[] }
      node.methods.push(call.method)
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, ...answer(call.method, call.params ?? []) }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  Object.assign(node, { refusals: 0, refusal: 'nonce too low', nonce: 5, sent: [], methods: [] })
})

const send = (tx: Parameters<typeof sendFromAccount>[0]['tx']) =>
  sendFromAccount({ account, chainId: CHAIN_ID, rpcUrl, tx })

describe('sendFromAccount', () => {
  test('fills nonce, gas and fees from the RPC and sends an EIP-1559 transaction; its hash', async () => {
    const hash = await send({ to: RECIPIENT, value: '0x10' })
    expect(node.sent).toHaveLength(1)
    expect(hash).toBe(keccak256(node.sent[0]!))
    expect(parseTransaction(node.sent[0]!)).toMatchObject({
      type: 'eip1559',
      chainId: CHAIN_ID,
      nonce: 5,
      to: RECIPIENT.toLowerCase(),
      value: 16n,
      gas: 21000n,
    })
  })

  test('a gasPrice makes it legacy; what the tx gives is kept', async () => {
    await send({ to: RECIPIENT, value: '1', gas: '0x6000', gasPrice: '0x2', data: '0xabcd' })
    expect(parseTransaction(node.sent[0]!)).toMatchObject({
      type: 'legacy',
      gas: 0x6000n,
      gasPrice: 2n,
      value: 1n,
      data: '0xabcd',
    })
    expect(node.methods).not.toContain('eth_estimateGas')
  })

  test('a nonce race is sent again with a fresh nonce, up to 3 times', async () => {
    node.refusals = 3
    const hash = await send({ to: RECIPIENT })
    expect(node.sent.map((raw) => parseTransaction(raw).nonce)).toEqual([5, 6, 7, 8])
    expect(hash).toBe(keccak256(node.sent[3]!))
  })

  test('a fourth nonce race fails', async () => {
    node.refusals = 4
    await expect(send({ to: RECIPIENT })).rejects.toThrow(NONCE_RACE)
    expect(node.sent).toHaveLength(4)
  })

  test('no retry for a nonce the tx fixed, nor for another error', async () => {
    node.refusals = 1
    await expect(send({ to: RECIPIENT, nonce: '0x5' })).rejects.toThrow(/nonce too low/)
    expect(node.sent).toHaveLength(1)

    Object.assign(node, { refusals: 1, refusal: 'insufficient funds', sent: [] })
    await expect(send({ to: RECIPIENT })).rejects.toThrow(/insufficient funds/)
    expect(node.sent).toHaveLength(1)
  })

  test('a quantity that is none: -32602 before anything is sent', async () => {
    const error = await send({ to: RECIPIENT, value: '1 ether' }).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({
      code: -32602,
      message: 'Invalid params: value is not a quantity: "1 ether"',
    })
    expect(node.sent).toEqual([])
  })
})

describe('helpers', () => {
  test('parseQuantity: hex or decimal; absent is undefined', () => {
    expect(parseQuantity('0x10', 'value')).toBe(16n)
    expect(parseQuantity('10', 'value')).toBe(10n)
    expect(parseQuantity(undefined, 'value')).toBeUndefined()
    expect(() => parseQuantity('0xZZ', 'gas')).toThrow('Invalid params: gas is not a quantity: "0xZZ"')
  })

  test('toRpcError: the first numeric code along the cause chain, with its data; else -32603', () => {
    const node = Object.assign(new Error('node'), { code: 3, data: '0x08c379a0' })
    const wrapped = Object.assign(new Error('long'), { shortMessage: 'Execution reverted.', cause: node })
    expect(toRpcError(wrapped)).toEqual({ code: 3, message: 'Execution reverted.', data: '0x08c379a0' })
    expect(toRpcError(new ProviderRpcError(4001, 'No.'))).toEqual({ code: 4001, message: 'No.' })
    expect(toRpcError('text')).toEqual({ code: -32603, message: 'text' })
  })

  test('requireAccount: -32602 for what is not an address, the wallet`s own error for another account', () => {
    const unauthorized = () => new ProviderRpcError(4100, 'Not yours.')
    expect(() => requireAccount(account.address.toLowerCase(), account.address, unauthorized)).not.toThrow()
    expect(() => requireAccount(42, account.address, unauthorized)).toThrow(
      'Invalid params: expected an address, got 42',
    )
    expect(() => requireAccount(RECIPIENT, account.address, unauthorized)).toThrow('Not yours.')
  })

  test('signableMessage: hex is raw bytes, else text', () => {
    expect(signableMessage('0x68656c6c6f')).toEqual({ raw: '0x68656c6c6f' })
    expect(signableMessage('hello')).toBe('hello')
  })

  test('typedDataToSign: the domain chainId as a number; undefined without types and primaryType', () => {
    const typedData = {
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'Test', chainId: '0x7a69' },
      message: { contents: 'hi' },
    }
    expect(typedDataToSign(typedData)).toEqual({ ...typedData, domain: { name: 'Test', chainId: 31337 } })
    expect(typedData.domain.chainId).toBe('0x7a69')
    expect(typedDataToSign({ primaryType: 'Mail' })).toBeUndefined()
    expect(typedDataToSign('text')).toBeUndefined()
    expect(typedDataToSign(null)).toBeUndefined()
  })
})
