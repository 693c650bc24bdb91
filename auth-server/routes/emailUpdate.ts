import { codeHmac, newCode } from '../auth/code.js'
import { CODE_TTL_MS, spendAttempt, textOf } from '../auth/logins.js'
import { randomToken } from '../auth/secrets.js'
import { revokeOtherSessions } from '../auth/sessions.js'
import type { ApiReply, ApiRequest, Context } from '../context.js'
import { isUniqueViolation } from '../db/database.js'
import { HttpError } from '../http/httpError.js'
import { body, code, email, origin, parse, token } from '../http/input.js'
import { codeMail } from '../mail/messages.js'
import { mailAllowance, sendOrForget } from './emailLogin.js'
import { authenticate, userView } from './session.js'

const inUse = () => new HttpError(409, 'That email is already in use')

const startBody = body({ newEmail: email('newEmail'), dappOrigin: origin('dappOrigin') })

/** POST /v1/email/update (SPEC §4's update email): a code to the current address, `VERIFY_PRIMARY_OTP`. */
export async function startEmailUpdate(ctx: Context, request: ApiRequest): Promise<ApiReply> {
  const session = await authenticate(ctx, request)
  const input = parse(startBody, request.body)
  const user = await userView(ctx, session.userId)
  if (user.email === input.newEmail) throw new HttpError(400, 'newEmail is already the email of this account')
  if ((await ctx.db.all('SELECT 1 FROM users WHERE email = ?', [input.newEmail])).length > 0) throw inUse()
  const current = String(user.email)
  await mailAllowance(ctx, request, current)
  const now = ctx.now()
  const id = randomToken(16)
  const secret = newCode()
  await ctx.db.run(
    `INSERT INTO logins (id, purpose, stage, email, new_email, user_id, code_hmac, attempts, expires_at, dapp_origin,
       modal_origin, created_at)
     VALUES (?, 'update', 'primary', ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
    [
      id,
      current,
      input.newEmail,
      session.userId,
      codeHmac(ctx.secrets.codeKey, id, 'primary', secret),
      now + CODE_TTL_MS,
      input.dappOrigin,
      request.origin,
      now,
    ],
  )
  const context = { dappOrigin: input.dappOrigin, modalOrigin: request.origin }
  await sendOrForget(ctx, id, current, () => ctx.mailer.send(codeMail(current, secret, context, 'update')))
  return { body: { action: 'VERIFY_PRIMARY_OTP', updateId: id } }
}

const verifyBody = body({ updateId: token('updateId'), code })

/** POST /v1/email/update/primary: the old address's code; then a code to the new one, `VERIFY_SECONDARY_OTP`. */
export async function verifyPrimary(ctx: Context, request: ApiRequest): Promise<ApiReply> {
  const session = await authenticate(ctx, request)
  const input = parse(verifyBody, request.body)
  const update = await spendAttempt(ctx, input.updateId, 'update', 'primary', input.code, session.userId)
  const now = ctx.now()
  const secret = newCode()
  const advanced = await ctx.db.run(
    `UPDATE logins SET stage = 'secondary', code_hmac = ?, attempts = 0, expires_at = ?
     WHERE id = ? AND stage = 'primary' AND consumed_at IS NULL`,
    [codeHmac(ctx.secrets.codeKey, input.updateId, 'secondary', secret), now + CODE_TTL_MS, input.updateId],
  )
  if (advanced !== 1) throw new HttpError(400, 'This code was already used: ask for a new one')
  const next = textOf(update, 'new_email')
  const context = { dappOrigin: textOf(update, 'dapp_origin'), modalOrigin: textOf(update, 'modal_origin') }
  await ctx.mailer.send(codeMail(next, secret, context, 'update'))
  return { body: { action: 'VERIFY_SECONDARY_OTP', updateId: input.updateId } }
}

/** POST /v1/email/update/secondary: the new address's code; the email changes and every other session ends. */
export async function verifySecondary(ctx: Context, request: ApiRequest): Promise<ApiReply> {
  const session = await authenticate(ctx, request)
  const input = parse(verifyBody, request.body)
  const update = await spendAttempt(ctx, input.updateId, 'update', 'secondary', input.code, session.userId)
  const now = ctx.now()
  const used = await ctx.db.run('UPDATE logins SET consumed_at = ? WHERE id = ? AND consumed_at IS NULL', [
    now,
    input.updateId,
  ])
  if (used !== 1) throw new HttpError(400, 'This code was already used: ask for a new one')
  try {
    await ctx.db.run('UPDATE users SET email = ? WHERE id = ?', [textOf(update, 'new_email'), session.userId])
  } catch (error) {
    if (isUniqueViolation(error)) throw inUse()
    throw error
  }
  await revokeOtherSessions(ctx.db, session.userId, session.sessionId, now)
  return { body: { user: await userView(ctx, session.userId) } }
}
