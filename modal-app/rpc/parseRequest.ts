import { INVALID_PARAMS, INVALID_REQUEST } from '../../shared/errors/codes.js'
import { ProviderRpcError } from '../../shared/errors/rpc.js'
import type { RequestArguments } from '../../shared/protocol.js'

/**
 * Checks the shape of a request from the host page, which is untrusted: at once, before the router's chunk is
 * loaded (main.tsx), and again by the router.
 */
export function parseRequest(args: unknown): RequestArguments {
  if (typeof args !== 'object' || args === null || Array.isArray(args))
    throw new ProviderRpcError(INVALID_REQUEST, 'Invalid request: expected an object { method, params }')
  const { method, params } = args as Record<string, unknown>
  if (typeof method !== 'string' || method === '')
    throw new ProviderRpcError(INVALID_REQUEST, 'Invalid request: method must be a non-empty string')
  if (params !== undefined && (typeof params !== 'object' || params === null))
    throw new ProviderRpcError(INVALID_PARAMS, 'Invalid params: params must be an array or an object')
  return params === undefined ? { method } : { method, params: params as RequestArguments['params'] }
}
