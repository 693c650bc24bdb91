import { INVALID_PARAMS, INVALID_REQUEST } from '../../shared/errors/codes.js'
import { ProviderRpcError } from '../../shared/errors/rpc.js'
import { isRecord } from '../../shared/guards.js'
import type { RequestArguments } from '../../shared/protocol.js'

/**
 * Checks the shape of a request from the host page, which is untrusted: at once, before the router's chunk is
 * loaded (main.tsx), and again by the router.
 */
export function parseRequest(args: unknown): RequestArguments {
  if (!isRecord(args))
    throw new ProviderRpcError(INVALID_REQUEST, 'Invalid request: expected an object { method, params }')
  const { method, params } = args
  if (typeof method !== 'string' || method === '')
    throw new ProviderRpcError(INVALID_REQUEST, 'Invalid request: method must be a non-empty string')
  if (params === undefined) return { method }
  if (isRecord(params) || Array.isArray(params)) return { method, params }
  throw new ProviderRpcError(INVALID_PARAMS, 'Invalid params: params must be an array or an object')
}
