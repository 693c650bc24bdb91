import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../constants.js'

/** One pairing run: cancelled when the user leaves the view; the timer of its next fresh pairing. */
export type Pairing = { cancelled: boolean; timer?: ReturnType<typeof setTimeout> }

/**
 * Proposes (a session, or a one-step sign-in), and again with a fresh pairing before each one expires, until one
 * is approved (SPEC: a pairing lasts 4 minutes and counts as expired with 10 s or less left).
 */
export function pairUntilApproved<T>(propose: () => Promise<T>, pairing: Pairing): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // Any attempt's approval wins: a wallet may still scan the previous code in its last seconds.
    const attempt = () => {
      if (pairing.cancelled) return
      propose().then(resolve, (error: unknown) => pairing.cancelled || reject(error))
      pairing.timer = setTimeout(attempt, PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS)
    }
    attempt()
  })
}
