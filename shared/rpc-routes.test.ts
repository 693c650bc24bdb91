import { describe, expect, test } from 'vitest'
import { CONNECTION_METHODS, SAFE_METHODS, UNSAFE_METHODS } from './rpc-policy.js'
import { answererOf, RPC_ROUTES } from './rpc-routes.js'

describe('answererOf', () => {
  test('default', () => {
    expect(answererOf('eth_call')).toBe('node')
    expect(answererOf('eth_chainId')).toBe('state')
    expect(answererOf('eth_requestAccounts')).toBe('connect')
    expect(answererOf('wallet_switchEthereumChain')).toBe('network')
    expect(answererOf('personal_sign')).toBe('wallet')
  })

  test('behavior: EIP-5792, EIP-7811 and ERC-4337 methods are answered by the wallet, not the node', () => {
    for (const method of [
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_getAssets',
      'eth_sendUserOperation',
      'eth_estimateUserOperationGas',
      'eth_getUserOperationByHash',
      'eth_getUserOperationReceipt',
      'eth_supportedEntryPoints',
    ])
      expect([method, answererOf(method)]).toEqual([method, 'wallet'])
  })

  test('behavior: the table routes exactly the methods SPEC §6 allows', () => {
    const allowed = [...SAFE_METHODS, ...UNSAFE_METHODS, ...CONNECTION_METHODS].sort()
    expect(Object.keys(RPC_ROUTES).sort()).toEqual(allowed)
  })

  test('behavior: what needs approval goes to the wallet; the node and the state answer only safe methods', () => {
    for (const method of UNSAFE_METHODS) expect([method, answererOf(method)]).toEqual([method, 'wallet'])
    const safe: readonly string[] = SAFE_METHODS
    for (const [method, answerer] of Object.entries(RPC_ROUTES))
      if (answerer === 'node') expect([method, safe.includes(method)]).toEqual([method, true])
  })

  test('error: unlisted and hostile names have no answerer', () => {
    for (const method of [
      'eth_sign',
      'eth_signTypedData',
      'eth_signTypedData_v3',
      'eth_signTransaction',
      'anvil_setBalance',
      '',
      'ETH_CALL',
      'eth_call ',
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      undefined,
      ['eth_call'],
    ])
      expect(answererOf(method)).toBeUndefined()
  })
})
