import { describe, expect, test } from 'vitest'
import { ProviderRpcError } from '../../shared/errors/rpc.js'
import { validateSendCalls } from './rpcPolicy.js'

const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const payload = { chainId: '0x1', from, version: '2.0.0', calls: [{ to, data: '0xdeadbeef', value: '0x1' }] }

describe('validateSendCalls', () => {
  test('default', () => {
    expect(validateSendCalls(payload)).toMatchInlineSnapshot(`
      {
        "calls": [
          {
            "data": "0xdeadbeef",
            "to": "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
            "value": "0x1",
          },
        ],
        "chainId": "0x1",
        "from": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
        "version": "2.0.0",
      }
    `)
  })

  test('behavior: keeps EIP-5792 fields and drops the rest', () => {
    const result = validateSendCalls({
      ...payload,
      id: 'batch-1',
      atomicRequired: true,
      capabilities: { paymasterService: { url: 'https://paymaster.example' } },
      calls: [{ to, capabilities: { auxiliaryFunds: {} }, extra: 1 }],
      extra: 'dropped',
    })
    expect(result).toMatchInlineSnapshot(`
      {
        "atomicRequired": true,
        "calls": [
          {
            "capabilities": {
              "auxiliaryFunds": {},
            },
            "to": "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
          },
        ],
        "capabilities": {
          "paymasterService": {
            "url": "https://paymaster.example",
          },
        },
        "chainId": "0x1",
        "from": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
        "id": "batch-1",
        "version": "2.0.0",
      }
    `)
  })

  test('error: invalid params with a message naming the field', () => {
    const messageOf = (value: unknown) => {
      try {
        validateSendCalls(value)
      } catch (error) {
        expect(error).toBeInstanceOf(ProviderRpcError)
        expect((error as ProviderRpcError).code).toBe(-32602)
        return (error as Error).message
      }
      throw new Error('expected a throw')
    }
    expect([
      messageOf(null),
      messageOf([payload]),
      messageOf({ ...payload, chainId: 1 }),
      messageOf({ ...payload, chainId: '0x' }),
      messageOf({ ...payload, from: undefined }),
      messageOf({ ...payload, from: 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
      messageOf({ ...payload, version: '' }),
      messageOf({ ...payload, calls: [] }),
      messageOf({ ...payload, calls: {} }),
      messageOf({ ...payload, calls: [null] }),
      messageOf({ ...payload, calls: [{ data: '0x' }] }),
      messageOf({ ...payload, calls: [{ to }, { to: 'to' }] }),
      messageOf({ ...payload, calls: [{ to, data: 'deadbeef' }] }),
      messageOf({ ...payload, calls: [{ to, value: 1n }] }),
      messageOf({ ...payload, calls: [{ to, capabilities: [] }] }),
      messageOf({ ...payload, capabilities: 'x' }),
      messageOf({ ...payload, atomicRequired: 'yes' }),
      messageOf({ ...payload, id: 1 }),
    ]).toMatchInlineSnapshot(`
      [
        "Invalid wallet_sendCalls payload: must be an object",
        "Invalid wallet_sendCalls payload: must be an object",
        "Invalid wallet_sendCalls payload: chainId must be a 0x-prefixed hex string",
        "Invalid wallet_sendCalls payload: chainId must be a 0x-prefixed hex string",
        "Invalid wallet_sendCalls payload: from must be a 0x-prefixed address",
        "Invalid wallet_sendCalls payload: from must be a 0x-prefixed address",
        "Invalid wallet_sendCalls payload: version must be a non-empty string",
        "Invalid wallet_sendCalls payload: calls must be a non-empty array",
        "Invalid wallet_sendCalls payload: calls must be a non-empty array",
        "Invalid wallet_sendCalls payload: calls[0] must be an object",
        "Invalid wallet_sendCalls payload: calls[0].to must be a 0x-prefixed address",
        "Invalid wallet_sendCalls payload: calls[1].to must be a 0x-prefixed address",
        "Invalid wallet_sendCalls payload: calls[0].data must be a 0x-prefixed hex string",
        "Invalid wallet_sendCalls payload: calls[0].value must be a 0x-prefixed hex string",
        "Invalid wallet_sendCalls payload: calls[0].capabilities must be an object",
        "Invalid wallet_sendCalls payload: capabilities must be an object",
        "Invalid wallet_sendCalls payload: atomicRequired must be a boolean",
        "Invalid wallet_sendCalls payload: id must be a string",
      ]
    `)
  })
})
