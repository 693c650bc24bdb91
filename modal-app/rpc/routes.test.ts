import { describe, expect, test } from 'vitest'
import { answererOf, asksUser, namespaceOfMethod, RPC_ROUTES } from './routes.js'

// SPEC §6's approval classes, as SPEC lists them: the table below is checked against them.

/** SPEC §6: read-only chain queries and the other methods that need no approval. */
const SAFE_METHODS = [
  'eth_chainId',
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_uninstallFilter',
  'eth_syncing',
  'eth_protocolVersion',
  'net_version',
  'net_listening',
  'web3_clientVersion',
  // Sending an already signed transaction needs no approval: the signature was the approval.
  'eth_sendRawTransaction',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
] as const

/** SPEC §6: methods that need the user's approval. */
const UNSAFE_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  // ARCHITECTURE.md's Bitcoin signing features, approved in the user's own wallet.
  'bip122_signMessage',
  'bip122_signTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

/** SPEC §6: methods the modal answers itself (ARCHITECTURE.md, "RPC routing"). */
const CONNECTION_METHODS = [
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_getPermissions',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  // Wallet Standard's connect, accounts and disconnect on the solana namespace, and the wallet the modal
  // registers (loader/walletStandard.ts).
  'solana_requestAccounts',
  'solana_accounts',
  'solana_disconnect',
  // The same on the bip122 namespace (`bitcoin:connect`).
  'bip122_requestAccounts',
  'bip122_accounts',
  'bip122_disconnect',
  'wallet_standardInfo',
  // Wallet Standard's `solana:signIn`: connect, then the connected wallet signs the modal's message.
  'solana_signIn',
] as const

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

describe('asksUser', () => {
  test('default: exactly the methods SPEC §6 says need approval', () => {
    const asking = Object.keys(RPC_ROUTES).filter(asksUser).sort()
    expect(asking).toEqual([...UNSAFE_METHODS].sort())
  })

  test('behavior: unlisted names do not ask', () => {
    for (const method of ['eth_sign', 'constructor', '']) expect(asksUser(method)).toBe(false)
  })
})

describe('namespaceOfMethod', () => {
  test.each([
    ['solana_signMessage', 'solana'],
    ['solana_accounts', 'solana'],
    ['bip122_signTransaction', 'bip122'],
    ['bip122_accounts', 'bip122'],
    ['eth_sendTransaction', 'eip155'],
    ['personal_sign', 'eip155'],
    ['wallet_sendCalls', 'eip155'],
    ['solanasignMessage', 'eip155'],
    ['wallet_standardInfo', undefined],
  ])('%s: %s', (method, namespace) => {
    expect(namespaceOfMethod(method)).toBe(namespace)
  })
})
