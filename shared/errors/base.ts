import { isRecord } from '../guards.js'

export type BaseErrorParameters = {
  /** Technical detail; defaults to the cause's message. */
  details?: string | undefined
  /** Extra lines shown under the short message, e.g. the offending value. */
  metaMessages?: readonly string[] | undefined
  cause?: unknown
}

/**
 * The root of this project's errors (viem's `BaseError`). `message` is `shortMessage` alone when there are no meta
 * messages and no details, so callers and tests can compare it with SPEC §8's exact texts. The loader ships it (as
 * the base of `ProviderRpcError`): the fields are `declare`d, so that no class-field code is emitted for them.
 */
export class BaseError extends Error {
  override name = 'BaseError'
  declare shortMessage: string
  declare details: string | undefined
  declare metaMessages: readonly string[] | undefined

  constructor(
    shortMessage: string,
    { cause, metaMessages, details = detailsOf(cause) }: BaseErrorParameters = {},
  ) {
    super(
      [
        shortMessage,
        ...(metaMessages?.length ? ['', ...metaMessages] : []),
        ...(details ? ['', `Details: ${details}`] : []),
      ].join('\n'),
      { cause },
    )
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = metaMessages
  }
}

/** A cause lends its details, else its short message (ours and viem's), else its message (viem's rule). */
function detailsOf(cause: unknown): string | undefined {
  const { details, shortMessage, message } = isRecord(cause) ? cause : {}
  const text = details ?? shortMessage ?? message
  return typeof text === 'string' && text !== '' ? text : undefined
}
