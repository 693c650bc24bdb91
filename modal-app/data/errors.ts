import { BaseError, type BaseErrorParameters } from '../../shared/errors/base.js'

/** A wallet-directory call (SPEC §7) that failed: a non-OK status, a malformed answer, or no answer. */
export class WalletDirectoryError extends BaseError {
  override name = 'WalletDirectoryError'
  /** The HTTP status, when the directory answered. */
  status: number | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters & { status?: number } = {}) {
    super(shortMessage, parameters)
    this.status = parameters.status
  }
}

/** A call to the dapp's sign-in backend (the `siwx` option) that failed. */
export class SiwxBackendError extends BaseError {
  override name = 'SiwxBackendError'
  /** The HTTP status, when the backend answered. */
  status: number | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters & { status?: number } = {}) {
    super(shortMessage, parameters)
    this.status = parameters.status
  }
}

/** A Blockchain API call (SPEC §7) that failed: a non-OK status, a malformed answer, or no answer. */
export class BlockchainApiError extends BaseError {
  override name = 'BlockchainApiError'
  /** The HTTP status, when the API answered. */
  status: number | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters & { status?: number } = {}) {
    super(shortMessage, parameters)
    this.status = parameters.status
  }
}
