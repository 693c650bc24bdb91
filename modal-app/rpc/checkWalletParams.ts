import { rpcErrors } from '../../shared/errors/rpcErrors.js'
import type { RequestArguments } from '../../shared/protocol.js'
import { validateSendCalls } from './rpcPolicy.js'

/**
 * The params to forward to the wallet for `method`, checked first where SPEC §5 has a rule, so that a malformed
 * request never reaches the wallet: `wallet_sendCalls` takes one EIP-5792 payload, forwarded as the validator's
 * copy (EIP-5792 fields only). Other methods are forwarded as they are: the wallet checks its own.
 * @throws {ProviderRpcError} -32602 with the validator's message.
 */
export function checkWalletParams(
  method: string,
  params: RequestArguments['params'],
): RequestArguments['params'] {
  if (method !== 'wallet_sendCalls') return params
  if (!Array.isArray(params) || params.length !== 1)
    throw rpcErrors.invalidParams('Invalid wallet_sendCalls payload: params must be [payload]')
  return [validateSendCalls(params[0])]
}
