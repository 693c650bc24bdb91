import { SiwxRefusal } from './siwxVerifier.js'

export type SiwxRateLimitOptions = {
  /** Requests one client may make per window. */
  limit: number
  windowMs: number
  /** The most clients counted in one window: a client past it is refused until the window ends. */
  maxClients: number
  now: () => number
}

/**
 * A fixed-window rate limit per client (siwxBackend.ts: nonces per client address). Every count is dropped when
 * the window ends, so memory is bounded by `maxClients`.
 */
export function createSiwxRateLimit({ limit, windowMs, maxClients, now }: SiwxRateLimitOptions) {
  const counts = new Map<string, number>()
  let windowStart = now()

  return {
    /**
     * Counts one request of `client`.
     * @throws {SiwxRefusal} 429, with `retryAfterMs` (the window's end), past `limit` in this window.
     */
    take(client: string): void {
      const time = now()
      if (time - windowStart >= windowMs || time < windowStart) {
        windowStart = time
        counts.clear()
      }
      const count = counts.get(client) ?? 0
      if (count >= limit || (count === 0 && counts.size >= maxClients))
        throw new SiwxRefusal(429, 'too many requests', windowStart + windowMs - time)
      counts.set(client, count + 1)
    },
  }
}
