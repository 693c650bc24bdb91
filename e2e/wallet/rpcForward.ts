import { ProviderRpcError } from './transactions.js'
import type { WalletState } from './walletState.js'

/** Forwards a read to the current chain's RPC, with the node's error as a `ProviderRpcError`. */
export function createRpcForward(state: WalletState) {
  let rpcId = 0
  return async (method: string, params: unknown): Promise<unknown> => {
    let body: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
    try {
      const response = await fetch(state.chains.get(state.chainId)!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
      })
      body = (await response.json()) as typeof body
    } catch (error) {
      throw new ProviderRpcError(-32603, `RPC of chain ${state.chainId} failed: ${String(error)}`)
    }
    if (body.error) {
      const { code, message, data } = body.error
      throw new ProviderRpcError(
        typeof code === 'number' ? code : -32603,
        typeof message === 'string' ? message : 'RPC error',
        data,
      )
    }
    return body.result ?? null
  }
}
