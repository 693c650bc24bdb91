import { describe, expect, test } from 'vitest'
import { ProviderRpcError } from '../../shared/errors/rpc.js'
import { checkWalletParams } from './checkWalletParams.js'

const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const payload = {
  chainId: '0x7a69',
  from,
  version: '2.0.0',
  atomicRequired: false,
  calls: [{ to, value: '0x1' }],
}

function errorOf(run: () => unknown): ProviderRpcError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderRpcError)
    return error as ProviderRpcError
  }
  throw new Error('expected a throw')
}

describe('checkWalletParams', () => {
  test('default: wallet_sendCalls is forwarded as the validated copy', () => {
    expect(checkWalletParams('wallet_sendCalls', [{ ...payload, extra: 'dropped' }])).toEqual([payload])
  })

  test('behavior: other methods pass as they are', () => {
    const params = [from, ['0x7a69']]
    expect(checkWalletParams('wallet_getCapabilities', params)).toBe(params)
    expect(checkWalletParams('wallet_getCallsStatus', undefined)).toBeUndefined()
  })

  test('error: a malformed wallet_sendCalls is -32602 with the validator’s message', () => {
    const bad = errorOf(() =>
      checkWalletParams('wallet_sendCalls', [{ ...payload, calls: [{ to: 'nowhere' }] }]),
    )
    expect({ code: bad.code, message: bad.message }).toEqual({
      code: -32602,
      message: 'Invalid wallet_sendCalls payload: calls[0].to must be a 0x-prefixed address',
    })
    for (const params of [undefined, [], [payload, payload], { 0: payload }])
      expect(errorOf(() => checkWalletParams('wallet_sendCalls', params as never)).message).toBe(
        'Invalid wallet_sendCalls payload: params must be [payload]',
      )
  })
})
