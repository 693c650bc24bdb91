import type { ErrorData } from '../protocol.js'

/** An EIP-1193 provider error with a numeric JSON-RPC or EIP-1193 `code`. Kept small: the loader ships it. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  code: number
  data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** Rebuilds an error that crossed the bridge as data. */
export function fromErrorData(error: ErrorData): ProviderRpcError {
  return new ProviderRpcError(error.code, error.message, error.data)
}
