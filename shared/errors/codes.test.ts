import { describe, expect, test } from 'vitest'
import * as codes from './codes.js'
import { INTERNAL, INVALID_PARAMS, isUserRejection } from './codes.js'
import { ProviderRpcError } from './rpc.js'
import { rpcErrors } from './rpcErrors.js'

describe('codes', () => {
  test('default', () => {
    const numeric = Object.fromEntries(Object.entries(codes).filter(([, value]) => typeof value === 'number'))
    expect(numeric).toMatchInlineSnapshot(`
      {
        "DISCONNECTED": 4900,
        "INTERNAL": -32603,
        "INVALID_PARAMS": -32602,
        "INVALID_REQUEST": -32600,
        "UNAUTHORIZED": 4100,
        "UNRECOGNIZED_CHAIN": 4902,
        "UNSUPPORTED_METHOD": 4200,
        "USER_REJECTED": 4001,
      }
    `)
  })
})

describe('isUserRejection', () => {
  test('default', () => {
    expect(isUserRejection(4001)).toBe(true)
  })

  test('behavior: 5000 counts as a user rejection', () => {
    expect(isUserRejection(5000)).toBe(true)
  })

  test('behavior: walks the cause chain of an error (wagmi and viem wrap the wallet’s), bounded when cyclic', () => {
    expect(isUserRejection({ code: 4001, message: 'No.' })).toBe(true)
    expect(isUserRejection(new Error('Connection failed', { cause: { cause: { code: 5000 } } }))).toBe(true)
    const cyclic: { code: number; cause?: unknown } = { code: 4100 }
    cyclic.cause = cyclic
    expect(isUserRejection(cyclic)).toBe(false)
    expect(isUserRejection(new Error('Connection failed', { cause: { code: 4100 } }))).toBe(false)
  })

  test('behavior: other codes and non-numbers do not', () => {
    expect(isUserRejection(4100)).toBe(false)
    expect(isUserRejection(-32603)).toBe(false)
    expect(isUserRejection('4001')).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })
})

describe('rpcErrors', () => {
  test('default', () => {
    const error = rpcErrors.notAllowed()
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error.code).toBe(4200)
    expect(error.message).toBe('Requested RPC call is not allowed')
  })

  test('behavior: standard codes and messages', () => {
    const shape = (error: ProviderRpcError) => [error.code, error.message]
    expect({
      userRejected: shape(rpcErrors.userRejected()),
      unauthorized: shape(rpcErrors.unauthorized()),
      notAllowed: shape(rpcErrors.notAllowed()),
      disconnected: shape(rpcErrors.disconnected()),
      chainDisconnected: shape(rpcErrors.chainDisconnected()),
      unrecognizedChain: shape(rpcErrors.unrecognizedChain('0x2105')),
      invalidParams: shape(rpcErrors.invalidParams()),
      internal: shape(rpcErrors.internal()),
    }).toMatchInlineSnapshot(`
      {
        "chainDisconnected": [
          4901,
          "The provider is disconnected from the specified chain.",
        ],
        "disconnected": [
          4900,
          "The provider is disconnected from all chains.",
        ],
        "internal": [
          -32603,
          "Internal JSON-RPC error.",
        ],
        "invalidParams": [
          -32602,
          "Invalid method parameter(s).",
        ],
        "notAllowed": [
          4200,
          "Requested RPC call is not allowed",
        ],
        "unauthorized": [
          4100,
          "The requested account and/or method has not been authorized by the user.",
        ],
        "unrecognizedChain": [
          4902,
          "Unrecognized chain ID "0x2105". Try adding the chain using wallet_addEthereumChain first.",
        ],
        "userRejected": [
          4001,
          "User rejected the request.",
        ],
      }
    `)
  })

  test('behavior: messages can be replaced', () => {
    expect(rpcErrors.userRejected('Signature declined').message).toBe('Signature declined')
    expect(rpcErrors.invalidParams('params must be an array').code).toBe(INVALID_PARAMS)
    expect(rpcErrors.internal('Something went wrong').code).toBe(INTERNAL)
    expect(rpcErrors.unrecognizedChain(8453, 'Chain is not supported').message).toBe('Chain is not supported')
  })
})
