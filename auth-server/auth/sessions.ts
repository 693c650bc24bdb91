import { errors, jwtVerify, SignJWT } from 'jose'
import type { Database } from '../db/database.js'
import { HttpError } from '../http/httpError.js'
import { hashOf, randomToken } from './secrets.js'

export const ACCESS_TTL_SECONDS = 15 * 60
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60

const invalidSession = () => new HttpError(401, 'Unauthorized: invalid session')

/** A refresh token is `<session id>.<secret>`; the session keeps the secret's hash only. */
const split = (refreshToken: string) => {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(refreshToken)
  if (!match?.[1] || !match[2]) throw invalidSession()
  return { sessionId: match[1], secret: match[2] }
}

export async function createSession(db: Database, userId: string, now: number) {
  const sessionId = randomToken(16)
  const secret = randomToken(32)
  await db.run(
    'INSERT INTO sessions (id, user_id, refresh_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    [sessionId, userId, hashOf(secret), now, now + REFRESH_TTL_SECONDS * 1000],
  )
  return { sessionId, userId, refreshToken: `${sessionId}.${secret}` }
}

/**
 * Swaps a refresh token for a new one: one conditional UPDATE, so the same token works once across all
 * instances. A token that was already rotated away (a copy being replayed, or a thief's) ends its session.
 */
export async function rotateSession(db: Database, refreshToken: string, now: number) {
  const { sessionId, secret } = split(refreshToken)
  const next = randomToken(32)
  const rotated = await db.all(
    `UPDATE sessions SET refresh_hash = ?
     WHERE id = ? AND refresh_hash = ? AND revoked_at IS NULL AND expires_at > ? RETURNING user_id`,
    [hashOf(next), sessionId, hashOf(secret), now],
  )
  const userId = rotated[0]?.user_id
  if (typeof userId !== 'string') {
    await db.run(
      'UPDATE sessions SET revoked_at = ? WHERE id = ? AND refresh_hash <> ? AND revoked_at IS NULL',
      [now, sessionId, hashOf(secret)],
    )
    throw invalidSession()
  }
  return { sessionId, userId, refreshToken: `${sessionId}.${next}` }
}

/** The user of a live session named by its refresh token, without rotating it; undefined if none. */
export async function sessionUser(db: Database, refreshToken: string, now: number) {
  const { sessionId, secret } = split(refreshToken)
  const [row] = await db.all(
    'SELECT user_id FROM sessions WHERE id = ? AND refresh_hash = ? AND revoked_at IS NULL AND expires_at > ?',
    [sessionId, hashOf(secret), now],
  )
  return typeof row?.user_id === 'string' ? row.user_id : undefined
}

export const revokeSession = (db: Database, sessionId: string, now: number) =>
  db.run('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', [now, sessionId])

/** Ends every session of the user but `keep` (after an email update). */
export const revokeOtherSessions = (db: Database, userId: string, keep: string, now: number) =>
  db.run('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND id <> ? AND revoked_at IS NULL', [
    now,
    userId,
    keep,
  ])

/** A short-lived access token for the modal origin `audience`. */
export const accessToken = (
  key: Uint8Array,
  issuer: string,
  audience: string,
  session: { sessionId: string; userId: string },
  now: number,
) => {
  const seconds = Math.floor(now / 1000)
  return new SignJWT({ sid: session.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(session.userId)
    .setIssuedAt(seconds)
    .setNotBefore(seconds)
    .setExpirationTime(seconds + ACCESS_TTL_SECONDS)
    .sign(key)
}

/** Checks a bearer access token (and that its session still lives); 401 with SPEC §8's texts where they apply. */
export async function verifyAccess(
  db: Database,
  key: Uint8Array,
  issuer: string,
  audience: string,
  bearer: string | undefined,
  now: number,
) {
  if (!bearer) throw new HttpError(401, 'Unauthorized: an access token is required')
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload']
  try {
    ;({ payload } = await jwtVerify(bearer, key, {
      algorithms: ['HS256'],
      issuer,
      audience,
      currentDate: new Date(now),
    }))
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw new HttpError(401, 'JWT validation error: JWT Token has expired')
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf')
      throw new HttpError(401, 'JWT validation error: JWT Token is not yet valid')
    throw new HttpError(401, 'JWT validation error: invalid token')
  }
  const { sub, sid } = payload
  if (typeof sub !== 'string' || typeof sid !== 'string')
    throw new HttpError(401, 'JWT validation error: invalid token')
  const [live] = await db.all('SELECT id FROM sessions WHERE id = ? AND user_id = ? AND revoked_at IS NULL', [
    sid,
    sub,
  ])
  if (!live) throw invalidSession()
  return { sessionId: sid, userId: sub }
}
