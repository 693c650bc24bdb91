import { BaseError } from './base.js'

/** An EIP-1193 provider error with a numeric JSON-RPC or EIP-1193 `code`. The loader ships it: keep it small. */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError'
  declare code: number
  declare data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}
