import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { sendCallOf, sendRequestOf } from './sendCall.js'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const from = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('sendCallOf', () => {
  test('default: native, the value itself', () => {
    expect(sendCallOf({}, to, 5n)).toEqual({ to, value: 5n })
  })
  test('behavior: a token, transfer(to, amount) on its contract', () => {
    const call = sendCallOf({ address: token }, to, 1_500_000_000_000_000_000n)
    expect(call.to).toBe(token)
    expect(call.value).toBe(0n)
    expect(decodeFunctionData({ abi: erc20Abi, data: call.data ?? '0x' })).toEqual({
      functionName: 'transfer',
      args: [to, 1_500_000_000_000_000_000n],
    })
  })
})

describe('sendRequestOf', () => {
  test('default: EIP-1559, quantities in hex', () => {
    const fee = { gas: 21_000n, price: { maxFeePerGas: 3n, maxPriorityFeePerGas: 1n }, total: 63_000n }
    expect(sendRequestOf(from, { to, value: 16n }, fee)).toMatchInlineSnapshot(`
      {
        "method": "eth_sendTransaction",
        "params": [
          {
            "from": "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720",
            "gas": "0x5208",
            "maxFeePerGas": "0x3",
            "maxPriorityFeePerGas": "0x1",
            "to": "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
            "value": "0x10",
          },
        ],
      }
    `)
  })
  test('behavior: a legacy gas price', () => {
    const fee = { gas: 50_000n, price: { gasPrice: 7n }, total: 350_000n }
    const request = sendRequestOf(from, { to: token, value: 0n, data: '0xabcd' }, fee)
    expect(request.params).toEqual([
      { from, to: token, value: '0x0', data: '0xabcd', gas: '0xc350', gasPrice: '0x7' },
    ])
  })
})
