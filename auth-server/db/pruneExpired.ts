import type { Database } from './database.js'

const DAY = 24 * 60 * 60 * 1000

/** Deletes what can no longer be used: logins and social flows a day after they expired, old counters, dead sessions. */
export const pruneExpired = (db: Database, now: number) =>
  Promise.all([
    db.run('DELETE FROM logins WHERE expires_at < ?', [now - DAY]),
    db.run('DELETE FROM oauth_flows WHERE expires_at < ?', [now - DAY]),
    db.run('DELETE FROM rate_limits WHERE window_start < ?', [now - 2 * 60 * 60 * 1000]),
    db.run('DELETE FROM cooldowns WHERE until_at < ?', [now]),
    db.run('DELETE FROM sessions WHERE expires_at < ?', [now]),
  ])
