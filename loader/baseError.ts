/**
 * The loader's `BaseError`. The loader build (vite.config.ts) takes it in place of shared/errors/base.ts: the same
 * class, without the details, meta-message and cause formatting that the loader never uses (about 100 B of gzip).
 * `ProviderRpcError` extends it, so `instanceof BaseError` holds in the loader as it does in the modal.
 */
export class BaseError extends Error {
  declare shortMessage: string
  declare details: string | undefined
  declare metaMessages: readonly string[] | undefined

  constructor(shortMessage: string) {
    super(shortMessage)
    this.shortMessage = shortMessage
  }
}
