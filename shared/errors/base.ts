export type BaseErrorParameters = {
  /** Technical detail; defaults to the cause's message. */
  details?: string | undefined
  /** Extra lines shown under the short message, e.g. the offending value. */
  metaMessages?: readonly string[] | undefined
  cause?: unknown
}

/**
 * The root of this project's errors (viem's `BaseError`). `message` is `shortMessage` alone when there are no meta
 * messages and no details, so callers and tests can compare it with SPEC §8's exact texts.
 */
export class BaseError extends Error {
  override name = 'BaseError'
  shortMessage: string
  details: string | undefined
  metaMessages: readonly string[] | undefined
  override cause: unknown

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const { cause, metaMessages } = parameters
    const details = parameters.details ?? detailsOf(cause)
    const message = [
      shortMessage,
      ...(metaMessages?.length ? ['', ...metaMessages] : []),
      ...(details ? ['', `Details: ${details}`] : []),
    ].join('\n')
    super(message, cause === undefined ? undefined : { cause })
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = metaMessages
    this.cause = cause
  }
}

function detailsOf(cause: unknown): string | undefined {
  if (cause instanceof BaseError) return cause.details ?? cause.shortMessage
  if (cause instanceof Error) return cause.message || undefined
  return undefined
}
