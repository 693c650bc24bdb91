import { rpcErrors } from '../../shared/errors/rpcErrors.js'

type Hex = `0x${string}`
type SendCall = { to: Hex; data?: Hex; value?: Hex; capabilities?: Record<string, unknown> }
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isAddress(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
}

function isHex(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)
}
