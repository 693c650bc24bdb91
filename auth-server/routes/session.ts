import * as v from 'valibot'
import {
  ACCESS_TTL_SECONDS,
  accessToken,
  createSession,
  REFRESH_TTL_SECONDS,
  revokeSession,
  rotateSession,
  verifyAccess,
} from '../auth/sessions.js'
import type { ApiReply, ApiRequest, Context } from '../context.js'
import { REFRESH_COOKIE, refreshCookie } from '../http/cookies.js'
import { HttpError } from '../http/httpError.js'
import { body, parse } from '../http/input.js'

/** The user as the modal sees it: id, email and the wallet's public part. */
export async function userView(ctx: Context, userId: string) {
  const [user] = await ctx.db.all(
    `SELECT users.id, users.email, wallets.custody, wallets.address FROM users
     LEFT JOIN wallets ON wallets.user_id = users.id WHERE users.id = ?`,
    [userId],
  )
  if (!user) throw new HttpError(401, 'Unauthorized: invalid session')
  return {
    id: user.id,
    email: user.email,
    wallet: typeof user.address === 'string' ? { custody: user.custody, address: user.address } : null,
  }
}

/** A session's answer: the user, a fresh access token, and the refresh token (cookie, and body for memory). */
export async function sessionReply(
  ctx: Context,
  request: ApiRequest,
  session: { sessionId: string; userId: string; refreshToken: string },
  extra: Record<string, string> = {},
): Promise<ApiReply> {
  return {
    body: {
      ...extra,
      user: await userView(ctx, session.userId),
      accessToken: await accessToken(ctx.secrets.tokenKey, ctx.publicUrl, request.origin, session, ctx.now()),
      expiresIn: ACCESS_TTL_SECONDS,
      refreshToken: session.refreshToken,
    },
    setCookies: [refreshCookie(session.refreshToken, REFRESH_TTL_SECONDS)],
  }
}

export const startSession = async (
  ctx: Context,
  request: ApiRequest,
  userId: string,
  extra?: Record<string, string>,
) => sessionReply(ctx, request, await createSession(ctx.db, userId, ctx.now()), extra)

const refreshBody = body({ refreshToken: v.optional(v.string('refreshToken must be a string')) })

/** The refresh token from the body (kept in memory where cookies are blocked) or the cookie. */
export const presentedRefresh = (request: ApiRequest, fromBody: string | undefined) =>
  fromBody ?? request.cookies.get(REFRESH_COOKIE)

/** POST /v1/session/refresh: a rotated refresh token and a new access token. */
export async function refresh(ctx: Context, request: ApiRequest): Promise<ApiReply> {
  const token = presentedRefresh(request, parse(refreshBody, request.body ?? {}).refreshToken)
  if (!token) throw new HttpError(401, 'Unauthorized: no session')
  return sessionReply(ctx, request, await rotateSession(ctx.db, token, ctx.now()))
}

/** POST /v1/session/sign-out: ends the session of the access token; clears the cookie. */
export async function signOut(ctx: Context, request: ApiRequest): Promise<ApiReply> {
  parse(body({}), request.body ?? {})
  const session = await authenticate(ctx, request)
  await revokeSession(ctx.db, session.sessionId, ctx.now())
  return { body: { signedOut: true }, setCookies: [refreshCookie('', 0)] }
}

/** GET /v1/user */
export async function getUser(ctx: Context, request: ApiRequest): Promise<ApiReply> {
  const session = await authenticate(ctx, request)
  return { body: { user: await userView(ctx, session.userId) } }
}

export const authenticate = (ctx: Context, request: ApiRequest) =>
  verifyAccess(ctx.db, ctx.secrets.tokenKey, ctx.publicUrl, request.origin, request.bearer, ctx.now())
