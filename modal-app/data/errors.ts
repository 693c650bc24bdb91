import { BaseError, type BaseErrorParameters } from '../../shared/errors/base.js'

/** A call to an HTTP service that failed; `status` is the HTTP status when the service answered. */
class HttpServiceError extends BaseError {
  status: number | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters & { status?: number } = {}) {
    super(shortMessage, parameters)
    this.status = parameters.status
  }
}

/** A wallet-directory call (SPEC §7) that failed: a non-OK status, a malformed answer, or no answer. */
export class WalletDirectoryError extends HttpServiceError {
  override name = 'WalletDirectoryError'
}

/** A call to the dapp's sign-in backend (the `siwx` option) that failed. */
export class SiwxBackendError extends HttpServiceError {
  override name = 'SiwxBackendError'
}

/** A Blockchain API call (SPEC §7) that failed: a non-OK status, a malformed answer, or no answer. */
export class BlockchainApiError extends HttpServiceError {
  override name = 'BlockchainApiError'
}

/** An Esplora API call (a Bitcoin network's balance) that failed: a non-OK status, a malformed answer, or none. */
export class EsploraError extends HttpServiceError {
  override name = 'EsploraError'
}

/** A node (an RPC endpoint of a network) answered something that is not what the call returns. */
export class NodeAnswerError extends BaseError {
  override name = 'NodeAnswerError'
}
