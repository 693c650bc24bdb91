/** An answer other than 2xx, with the message the client shows or maps (SPEC §8's exact texts where given). */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    message: string,
    /** More fields of the JSON answer: `retryAfter`, `attemptsLeft`. */
    readonly extra: Readonly<Record<string, string | number>> = {},
  ) {
    super(message)
  }
}
