import type { Database } from '../db/database.js'
import { HttpError } from '../http/httpError.js'

/** The answer to a limit or cooldown: 429 with SPEC §5's text, n the seconds left rounded up. */
const tryAgainAfter = (msLeft: number, reason: 'cooldown' | 'rate-limit') => {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000))
  return new HttpError(429, `Please try again after ${seconds} seconds`, { retryAfter: seconds, reason })
}

/**
 * Counts one hit of `key` in a fixed window, in the database so that every instance counts together; throws 429
 * past `limit`.
 */
export async function rateLimit(db: Database, key: string, limit: number, windowMs: number, now: number) {
  const windowStart = now - (now % windowMs)
  const [row] = await db.all(
    `INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1 RETURNING hits`,
    [key, windowStart],
  )
  if (Number(row?.hits) > limit) throw tryAgainAfter(windowStart + windowMs - now, 'rate-limit')
}

/**
 * Claims `key` for `ms` (SPEC §5's 30 s between mails to one address): one statement, so of two instances
 * racing, one wins. Throws 429 with the seconds left when the key is still claimed.
 */
export async function claimCooldown(db: Database, key: string, ms: number, now: number) {
  const claimed = await db.all(
    `INSERT INTO cooldowns (key, until_at) VALUES (?, ?)
     ON CONFLICT (key) DO UPDATE SET until_at = excluded.until_at WHERE cooldowns.until_at <= ? RETURNING until_at`,
    [key, now + ms, now],
  )
  if (claimed.length > 0) return
  const [row] = await db.all('SELECT until_at FROM cooldowns WHERE key = ?', [key])
  throw tryAgainAfter(Number(row?.until_at ?? now + ms) - now, 'cooldown')
}

/** Gives a cooldown back (the mail it guarded could not be sent). */
export const releaseCooldown = (db: Database, key: string) =>
  db.run('DELETE FROM cooldowns WHERE key = ?', [key])
