import type { Context } from '../context.js'
import type { Row } from '../db/database.js'
import { HttpError } from '../http/httpError.js'
import { codeHmac, sameHmac } from './code.js'

export const CODE_TTL_MS = 10 * 60 * 1000
const CODE_ATTEMPTS = 5

type Purpose = 'login' | 'update'

const why = (row: Row | undefined, stage: string, now: number) => {
  if (!row) return 'Unknown login: ask for a new code'
  if (row.consumed_at !== null) return 'This code was already used: ask for a new one'
  if (row.stage !== stage) return 'This login is waiting for another step'
  if (Number(row.expires_at) <= now) return 'The code has expired: ask for a new one'
  return 'Too many wrong codes: ask for a new one'
}

/**
 * Spends one of the login's 5 attempts on `code` and compares it with the stored HMAC in constant time. The
 * attempt is taken by one conditional UPDATE before comparing, so racing guesses across instances get 5 in all.
 * Resolves to the login's row (with its attempt count, for the caller's single-use step); 400 otherwise.
 */
export async function spendAttempt(
  ctx: Context,
  id: string,
  purpose: Purpose,
  stage: string,
  code: string,
  userId?: string,
): Promise<Row> {
  const now = ctx.now()
  const [row] = await ctx.db.all(
    `UPDATE logins SET attempts = attempts + 1
     WHERE id = ? AND purpose = ? AND stage = ? AND consumed_at IS NULL AND attempts < ? AND expires_at > ?
       AND (user_id = ? OR CAST(? AS TEXT) IS NULL)
     RETURNING *`,
    [id, purpose, stage, CODE_ATTEMPTS, now, userId ?? null, userId ?? null],
  )
  if (!row) {
    const [found] = await ctx.db.all('SELECT * FROM logins WHERE id = ? AND purpose = ?', [id, purpose])
    throw new HttpError(400, why(userId && found?.user_id !== userId ? undefined : found, stage, now))
  }
  if (
    typeof row.code_hmac !== 'string' ||
    !sameHmac(row.code_hmac, codeHmac(ctx.secrets.codeKey, id, stage, code))
  )
    throw new HttpError(400, 'Invalid code', { attemptsLeft: CODE_ATTEMPTS - Number(row.attempts) })
  return row
}

/** The text fields of a login row (the schema makes them NOT NULL). */
export const textOf = (row: Row, column: string): string => {
  const value = row[column]
  if (typeof value !== 'string') throw new Error(`logins.${column} is not text`)
  return value
}
