import { authAlertOf } from '../../connectors/embedded/auth/authAlerts.js'
import { AuthRequestError } from '../../connectors/embedded/auth/authFrame.js'

/** SPEC §5/§9: one code mail per address per 30 s. */
const EMAIL_COOLDOWN_MS = 30_000

/** SPEC §5's cooldown text, n the seconds left rounded up. */
export const cooldownText = (msLeft: number) => `Please try again after ${Math.ceil(msLeft / 1000)} seconds`

/** When each address (lower-cased) last had a code sent from this page. */
const sentAt = new Map<string, number>()

/** The milliseconds left of the address's cooldown (0: a code may go now). */
export function cooldownLeft(email: string, now = Date.now()): number {
  const last = sentAt.get(email.toLowerCase())
  return last === undefined ? 0 : Math.max(0, last + EMAIL_COOLDOWN_MS - now)
}

export function markSent(email: string, now = Date.now()): void {
  sentAt.set(email.toLowerCase(), now)
}

/** SPEC §5: emails must be valid format (one @, a dot in the domain, no spaces). */
export const isEmail = (value: string) =>
  /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/.test(value) && value.length <= 254

/** What an auth failure tells the user: SPEC §8's alert (short and long message), or the server's own words. */
export type ShownError = { title?: string; message: string }

export function shownError(error: unknown): ShownError {
  const alert = authAlertOf(error)
  if (alert) return { title: alert.shortMessage, message: alert.longMessage }
  if (error instanceof AuthRequestError) {
    const { retryAfter, attemptsLeft, message } = error.detail
    if (retryAfter !== undefined) return { message: cooldownText(retryAfter * 1000) }
    if (message === 'Invalid code' && attemptsLeft !== undefined)
      return {
        message:
          attemptsLeft > 0
            ? `Invalid code: ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left`
            : 'Invalid code: no attempts left. Ask for a new code',
      }
    return { message }
  }
  return { message: error instanceof Error ? error.message : String(error) }
}
