/**
 * The loader's `ProviderRpcError`. The loader build (vite.config.ts) takes it in place of shared/errors/rpc.ts: the
 * same fields (`code`, `data`, `shortMessage`, the name) on one class, without the modal's `BaseError` beneath it,
 * whose details, meta-message and cause formatting the loader never uses, nor checks for (8 B of gzip a class).
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  declare shortMessage: string
  declare code: number
  declare data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.shortMessage = message
    this.code = code
    this.data = data
  }
}
