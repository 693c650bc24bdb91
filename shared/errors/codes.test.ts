import { describe, expect, test } from 'vitest'
import * as codes from './codes.js'
import {
  INTERNAL,
  INVALID_PARAMS,
  isHandledErrorCode,
  isUserRejection,
  isWalletCallError,
  mapNodeError,
  RETRY_HTTP_STATUSES,
  rpcErrors,
} from './codes.js'
import { ProviderRpcError } from './rpc.js'

describe('codes', () => {
  test('default', () => {
    const numeric = Object.fromEntries(Object.entries(codes).filter(([, value]) => typeof value === 'number'))
    expect(numeric).toMatchInlineSnapshot(`
      {
        "ATOMICITY_NOT_SUPPORTED": 5760,
        "ATOMIC_READY_WALLET_REJECTED_UPGRADE": 5750,
        "BUNDLE_TOO_LARGE": 5740,
        "CHAIN_DISCONNECTED": 4901,
        "DISCONNECTED": 4900,
        "DUPLICATE_ID": 5720,
        "INTERNAL": -32603,
        "INVALID_INPUT": -32000,
        "INVALID_PARAMS": -32602,
        "INVALID_REQUEST": -32600,
        "JSON_RPC_VERSION_NOT_SUPPORTED": -32006,
        "LIMIT_EXCEEDED": -32005,
        "METHOD_NOT_FOUND": -32601,
        "METHOD_NOT_SUPPORTED": -32004,
        "PARSE": -32700,
        "RESOURCE_NOT_FOUND": -32001,
        "RESOURCE_UNAVAILABLE": -32002,
        "TRANSACTION_REJECTED": -32003,
        "UNAUTHORIZED": 4100,
        "UNKNOWN_BUNDLE_ID": 5730,
        "UNRECOGNIZED_CHAIN": 4902,
        "UNSUPPORTED_CHAIN_ID": 5710,
        "UNSUPPORTED_METHOD": 4200,
        "UNSUPPORTED_NON_OPTIONAL_CAPABILITY": 5700,
        "USER_REJECTED": 4001,
        "WALLET_CALL_ERROR_MAX": 5760,
        "WALLET_CALL_ERROR_MIN": 5700,
        "WALLET_CONNECT_USER_REJECTED": 5000,
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

describe('isWalletCallError', () => {
  test('default', () => {
    expect(isWalletCallError(5710)).toBe(true)
  })

  test('behavior: the range is inclusive and integral', () => {
    expect(isWalletCallError(5700)).toBe(true)
    expect(isWalletCallError(5760)).toBe(true)
    expect(isWalletCallError(5699)).toBe(false)
    expect(isWalletCallError(5761)).toBe(false)
    expect(isWalletCallError(5700.5)).toBe(false)
    expect(isWalletCallError('5700')).toBe(false)
  })
})

describe('isHandledErrorCode', () => {
  test('default', () => {
    expect(isHandledErrorCode(4001)).toBe(true)
  })

  test('behavior: every SPEC §8 code is handled', () => {
    const handled = [
      -32700, -32600, -32601, -32602, -32603, 4001, 4100, 4200, 4900, 4901, 4902, 5000, 5700, 5760,
    ]
    for (let code = -32006; code <= -32000; code++) handled.push(code)
    for (const code of handled) expect(isHandledErrorCode(code)).toBe(true)
  })

  test('behavior: anything else is not', () => {
    for (const code of [0, 1, 3, -32007, -32099, 4000, 4903, 5001, 5699, 5761, '4001', null]) {
      expect(isHandledErrorCode(code)).toBe(false)
    }
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

describe('mapNodeError', () => {
  test('default', () => {
    expect(mapNodeError('execution reverted: ERC20: transfer amount exceeds balance')).toBe('reverted')
  })

  test('behavior: every kind, case-insensitively', () => {
    expect(
      [
        'Execution reverted',
        'gas required exceeds allowance (30000000)',
        'max fee per gas higher than 2^256-1',
        'fee cap less than block base fee: address 0x1, gasFeeCap: 1 baseFee: 2',
        'transaction is outdated',
        'nonce too high',
        'Nonce too low. Expected nonce to be 3 but got 2.',
        'already known',
        'insufficient funds for gas * price + value',
        'Sender account balance: exceeds transaction sender account balance',
        'intrinsic gas too high',
        'gas limit reached',
        'intrinsic gas too low',
      ].map(mapNodeError),
    ).toMatchInlineSnapshot(`
      [
        "reverted",
        "reverted",
        "feeCapTooHigh",
        "feeCapTooLow",
        "feeCapTooLow",
        "nonceTooHigh",
        "nonceTooLow",
        "nonceTooLow",
        "insufficientFunds",
        "insufficientFunds",
        "intrinsicGasTooHigh",
        "intrinsicGasTooHigh",
        "intrinsicGasTooLow",
      ]
    `)
  })

  test('behavior: unknown messages map to undefined', () => {
    expect(mapNodeError('header not found')).toBeUndefined()
    expect(mapNodeError('')).toBeUndefined()
  })
})

describe('RETRY_HTTP_STATUSES', () => {
  test('default', () => {
    expect(RETRY_HTTP_STATUSES).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
  })
})
