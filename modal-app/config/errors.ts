import { BaseError } from '../../shared/errors/base.js'

/** A config value from the dapp or the deployment that is not valid. The message names the field's path. */
export class ConfigError extends BaseError {
  override name = 'ConfigError'
}
