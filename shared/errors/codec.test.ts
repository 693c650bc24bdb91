import { describe, expect, test } from 'vitest'
import { BaseError } from './base.js'
import { fromErrorData, parseErrorData, toErrorData, toProviderError } from './codec.js'
import { ProviderRpcError } from './rpc.js'

describe('toErrorData', () => {
  test('default: a provider error keeps its code, message and data', () => {
    expect(toErrorData(new ProviderRpcError(4902, 'Unrecognized chain ID "0x5"'))).toEqual({
      code: 4902,
      message: 'Unrecognized chain ID "0x5"',
    })
    expect(toErrorData(new ProviderRpcError(-32000, 'execution reverted', '0x08c379a0'))).toEqual({
      code: -32000,
      message: 'execution reverted',
      data: '0x08c379a0',
    })
  })

  test("behavior: a wallet's plain EIP-1193 error, or a node's, keeps its code; viem's short message is used", () => {
    expect(toErrorData({ code: 4100, message: 'Unauthorized' })).toEqual({
      code: 4100,
      message: 'Unauthorized',
    })
    const viemError = Object.assign(new Error('Execution reverted.\n\nVersion: viem@2'), {
      code: 3,
      shortMessage: 'Execution reverted.',
      data: '0x',
    })
    expect(toErrorData(viemError)).toEqual({ code: 3, message: 'Execution reverted.', data: '0x' })
  })

  test("behavior: a rejection anywhere along the cause chain is 4001; WalletConnect's 5000 too", () => {
    expect(toErrorData({ code: 5000, message: 'User rejected.' })).toEqual({
      code: 4001,
      message: 'User rejected.',
    })
    const wrapped = new BaseError('Connection request failed', { cause: { code: 4001, message: 'No.' } })
    expect(toErrorData(wrapped)).toEqual({ code: 4001, message: wrapped.message })
  })

  test('behavior: our own error without a code is -32602 (a bad config); anything else -32603', () => {
    expect(
      toErrorData(new BaseError('Invalid config: themeMode must be one of light, dark, system')),
    ).toEqual({
      code: -32602,
      message: 'Invalid config: themeMode must be one of light, dark, system',
    })
    expect(toErrorData(Object.assign(new Error('x'), { shortMessage: 'HTTP request failed.' }))).toEqual({
      code: -32603,
      message: 'HTTP request failed.',
    })
    expect(toErrorData(new TypeError('x is undefined'), 'Something went wrong')).toEqual({
      code: -32603,
      message: 'Something went wrong',
    })
    expect(toErrorData('boom')).toEqual({ code: -32603, message: 'boom' })
    expect(toErrorData({ code: 4001.5, message: 'odd' })).toEqual({ code: -32603, message: 'odd' })
  })
})

describe('fromErrorData', () => {
  test('default: rebuilds a ProviderRpcError, which is a BaseError', () => {
    const error = fromErrorData({ code: 4001, message: 'User rejected the request.', data: { reason: 1 } })
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toBeInstanceOf(BaseError)
    expect([error.name, error.code, error.message, error.data]).toEqual([
      'ProviderRpcError',
      4001,
      'User rejected the request.',
      { reason: 1 },
    ])
  })
})

describe('parseErrorData', () => {
  test('default: error data from an untrusted peer keeps what is well typed', () => {
    expect(parseErrorData({ code: 4001, message: 'No.', data: 1 })).toEqual({
      code: 4001,
      message: 'No.',
      data: 1,
    })
  })

  test('error: what is not error data becomes -32603, with the fallback message', () => {
    expect(parseErrorData(undefined)).toEqual({ code: -32603, message: 'Unknown error', data: undefined })
    expect(parseErrorData({ code: '4001', message: { toString: 1 } }, 'Not an answer')).toEqual({
      code: -32603,
      message: 'Not an answer',
      data: undefined,
    })
  })
})

describe('toProviderError', () => {
  test('default: the error the dapp gets, whatever was thrown', () => {
    const error = toProviderError({ code: 5000, message: 'User rejected.' })
    expect([error.code, error.message]).toEqual([4001, 'User rejected.'])
    expect(toProviderError(new ProviderRpcError(4902, 'Unknown chain')).code).toBe(4902)
  })
})
