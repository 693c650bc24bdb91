import { BaseError } from '../../shared/errors/base.js'

/** A malformed CAIP-2 network id (SPEC §5). */
export class CaipError extends BaseError {
  override name = 'CaipError'
}
