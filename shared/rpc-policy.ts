import { rpcErrors } from './errors/codes.js'

/** SPEC §6: read-only chain queries and the other methods that need no approval. */
export const SAFE_METHODS = [
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
export const UNSAFE_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

/**
 * Methods the modal answers itself (ARCHITECTURE.md, "RPC routing"). Who answers each allowed method is
 * `rpc-routes.ts`'s table, which the router reads; these lists are SPEC §6's approval classes it is checked against.
 */
export const CONNECTION_METHODS = [
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_getPermissions',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const

export type SafeMethod = (typeof SAFE_METHODS)[number]
export type UnsafeMethod = (typeof UNSAFE_METHODS)[number]
export type ConnectionMethod = (typeof CONNECTION_METHODS)[number]

export type Hex = `0x${string}`
export type SendCall = { to: Hex; data?: Hex; value?: Hex; capabilities?: Record<string, unknown> }
/** EIP-5792 `wallet_sendCalls` params[0] (SPEC §3). */
export type SendCallsPayload = {
  chainId: Hex
  from: Hex
  version: string
  calls: SendCall[]
  capabilities?: Record<string, unknown>
  atomicRequired?: boolean
  id?: string
}

/**
 * SPEC §5: checks `wallet_sendCalls` params[0] and returns a copy holding only EIP-5792's fields. Stricter than
 * SPEC's "starts with 0x": `from` and `to` must be 0x + 40 hex, `data`, `value` and `chainId` 0x-prefixed hex.
 * @throws {ProviderRpcError} -32602 `Invalid wallet_sendCalls payload: {path} {problem}`
 */
export function validateSendCalls(payload: unknown): SendCallsPayload {
  const fail = (problem: string) => rpcErrors.invalidParams(`Invalid wallet_sendCalls payload: ${problem}`)
  if (!isRecord(payload)) throw fail('must be an object')
  const { chainId, from, version, calls, capabilities, atomicRequired, id } = payload
  if (!isHex(chainId) || chainId === '0x') throw fail('chainId must be a 0x-prefixed hex string')
  if (!isAddress(from)) throw fail('from must be a 0x-prefixed address')
  if (typeof version !== 'string' || version === '') throw fail('version must be a non-empty string')
  if (!Array.isArray(calls) || calls.length === 0) throw fail('calls must be a non-empty array')
  if (capabilities !== undefined && !isRecord(capabilities)) throw fail('capabilities must be an object')
  if (atomicRequired !== undefined && typeof atomicRequired !== 'boolean')
    throw fail('atomicRequired must be a boolean')
  if (id !== undefined && typeof id !== 'string') throw fail('id must be a string')

  const result: SendCallsPayload = {
    chainId,
    from,
    version,
    calls: calls.map((call: unknown, index) => {
      const path = `calls[${index}]`
      if (!isRecord(call)) throw fail(`${path} must be an object`)
      if (!isAddress(call.to)) throw fail(`${path}.to must be a 0x-prefixed address`)
      if (call.data !== undefined && !isHex(call.data))
        throw fail(`${path}.data must be a 0x-prefixed hex string`)
      if (call.value !== undefined && !isHex(call.value))
        throw fail(`${path}.value must be a 0x-prefixed hex string`)
      if (call.capabilities !== undefined && !isRecord(call.capabilities))
        throw fail(`${path}.capabilities must be an object`)
      const sendCall: SendCall = { to: call.to }
      if (call.data !== undefined) sendCall.data = call.data
      if (call.value !== undefined) sendCall.value = call.value
      if (call.capabilities !== undefined) sendCall.capabilities = call.capabilities
      return sendCall
    }),
  }
  if (capabilities !== undefined) result.capabilities = capabilities
  if (atomicRequired !== undefined) result.atomicRequired = atomicRequired
  if (id !== undefined) result.id = id
  return result
}

/** SPEC §5: the commitments accepted as Solana's `preflightCommitment`. */
export const SOLANA_PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const
export type SolanaPreflightCommitment = (typeof SOLANA_PREFLIGHT_COMMITMENTS)[number]

export function isSolanaPreflightCommitment(value: unknown): value is SolanaPreflightCommitment {
  return (SOLANA_PREFLIGHT_COMMITMENTS as readonly unknown[]).includes(value)
}

/** SPEC §4: what an RPC result is, for the UI after an approved request. */
export function classifyRpcResponse(value: unknown): 'hash' | 'signature' | 'object' {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)) return 'hash'
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(value)) return 'signature'
  return 'object'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isAddress(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
}

function isHex(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)
}
