import * as v from 'valibot'
import { codeHmac, newCode } from '../auth/code.js'
import { claimCooldown, rateLimit, releaseCooldown } from '../auth/limits.js'
import { CODE_TTL_MS, spendAttempt, textOf } from '../auth/logins.js'
import { hashOf, randomToken } from '../auth/secrets.js'
import { rotateSession, sessionUser } from '../auth/sessions.js'
import type { ApiReply, ApiRequest, Context } from '../context.js'
import { HttpError } from '../http/httpError.js'
import { body, code, email, origin, parse, token } from '../http/input.js'
import { codeMail, deviceMail } from '../mail/messages.js'
import { presentedRefresh, sessionReply, startSession } from './session.js'

const EMAIL_COOLDOWN_MS = 30_000
const APPROVAL_TTL_MS = 20 * 60 * 1000
const HOUR = 60 * 60 * 1000

/** Counts a mail against the address's and the IP's hourly limits, after SPEC §5's 30 s cooldown. */
export async function mailAllowance(ctx: Context, request: ApiRequest, address: string) {
  const now = ctx.now()
  await claimCooldown(ctx.db, `email:${address}`, EMAIL_COOLDOWN_MS, now)
  await rateLimit(ctx.db, `mail-ip:${request.ip}`, ctx.limits.mailsPerIpPerHour, HOUR, now)
  await rateLimit(ctx.db, `mail-email:${address}`, ctx.limits.mailsPerEmailPerHour, HOUR, now)
}

/** Sends a mail for login `id`; if it cannot be sent, the login is dropped and the cooldown given back. */
export async function sendOrForget(ctx: Context, id: string, address: string, send: () => Promise<void>) {
  try {
    await send()
  } catch (error) {
    await ctx.db.run('DELETE FROM logins WHERE id = ?', [id])
    await releaseCooldown(ctx.db, `email:${address}`)
    throw error
  }
}

const startBody = body({
  email: email('email'),
  dappOrigin: origin('dappOrigin'),
  deviceId: v.optional(token('deviceId')),
  refreshToken: v.optional(v.string('refreshToken must be a string')),
})

/**
 * POST /v1/email/start (SPEC §4's connect email): `CONNECT` with a rotated session when the caller holds a live
 * session of this address; `VERIFY_DEVICE` for a known user's new device when the deployment asks for approval
 * (a link is mailed); else `VERIFY_OTP` (a code is mailed). The same answer whether or not the address has a user,
 * device approval aside.
 */
export async function startEmailLogin(ctx: Context, request: ApiRequest): Promise<ApiReply> {
  const input = parse(startBody, request.body)
  const now = ctx.now()
  const [user] = await ctx.db.all('SELECT id FROM users WHERE email = ?', [input.email])
  const userId = typeof user?.id === 'string' ? user.id : undefined

  const held = presentedRefresh(request, input.refreshToken)
  if (userId && held && (await sessionUser(ctx.db, held, now).catch(() => undefined)) === userId)
    return sessionReply(ctx, request, await rotateSession(ctx.db, held, now), { action: 'CONNECT' })

  await mailAllowance(ctx, request, input.email)
  const id = randomToken(16)
  const context = { dappOrigin: input.dappOrigin, modalOrigin: request.origin }
  const deviceHash = input.deviceId ? hashOf(input.deviceId) : null
  const knownDevice =
    userId !== undefined &&
    deviceHash !== null &&
    (await ctx.db.all('SELECT 1 FROM devices WHERE user_id = ? AND device_hash = ?', [userId, deviceHash]))
      .length > 0

  if (ctx.config.deviceApproval && userId !== undefined && !knownDevice) {
    const approval = randomToken(32)
    await ctx.db.run(
      `INSERT INTO logins (id, purpose, stage, email, user_id, attempts, expires_at, device_hash, approval_hash,
         dapp_origin, modal_origin, created_at)
       VALUES (?, 'login', 'device', ?, ?, 0, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        input.email,
        userId,
        now + APPROVAL_TTL_MS,
        deviceHash,
        hashOf(approval),
        input.dappOrigin,
        request.origin,
        now,
      ],
    )
    const link = `${ctx.publicUrl}/v1/device/approve?t=${approval}`
    await sendOrForget(ctx, id, input.email, () => ctx.mailer.send(deviceMail(input.email, link, context)))
    return { body: { action: 'VERIFY_DEVICE', loginId: id } }
  }

  const secret = newCode()
  await ctx.db.run(
    `INSERT INTO logins (id, purpose, stage, email, code_hmac, attempts, expires_at, device_hash, dapp_origin,
       modal_origin, created_at)
     VALUES (?, 'login', 'otp', ?, ?, 0, ?, ?, ?, ?, ?)`,
    [
      id,
      input.email,
      codeHmac(ctx.secrets.codeKey, id, 'otp', secret),
      now + CODE_TTL_MS,
      deviceHash,
      input.dappOrigin,
      request.origin,
      now,
    ],
  )
  await sendOrForget(ctx, id, input.email, () =>
    ctx.mailer.send(codeMail(input.email, secret, context, 'login')),
  )
  return { body: { action: 'VERIFY_OTP', loginId: id } }
}

const verifyBody = body({ loginId: token('loginId'), code })

/** POST /v1/email/verify (SPEC §4's connect OTP): the code, once; then a session (and a user, the first time). */
export async function verifyEmailLogin(ctx: Context, request: ApiRequest): Promise<ApiReply> {
  const input = parse(verifyBody, request.body)
  const login = await spendAttempt(ctx, input.loginId, 'login', 'otp', input.code)
  const now = ctx.now()
  const used = await ctx.db.run('UPDATE logins SET consumed_at = ? WHERE id = ? AND consumed_at IS NULL', [
    now,
    input.loginId,
  ])
  if (used !== 1) throw new HttpError(400, 'This code was already used: ask for a new one')
  const address = textOf(login, 'email')
  await ctx.db.run(
    'INSERT INTO users (id, email, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING',
    [randomToken(16), address, now],
  )
  const [user] = await ctx.db.all('SELECT id FROM users WHERE email = ?', [address])
  if (typeof user?.id !== 'string')
    throw new HttpError(409, 'The email changed during the login: start again')
  if (typeof login.device_hash === 'string')
    await ctx.db.run(
      'INSERT INTO devices (user_id, device_hash, approved_at) VALUES (?, ?, ?) ON CONFLICT (user_id, device_hash) DO NOTHING',
      [user.id, login.device_hash, now],
    )
  return startSession(ctx, request, user.id)
}

const waitBody = body({ loginId: token('loginId') })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * POST /v1/device/wait (SPEC §4's connect device): held open until the mailed link is approved (`VERIFY_OTP`: the
 * code is on its way) or for `deviceWaitMs` (`VERIFY_DEVICE`: ask again). It polls the database, so the approval
 * may land on any instance.
 */
export async function waitForDevice(ctx: Context, request: ApiRequest): Promise<ApiReply> {
  const { loginId } = parse(waitBody, request.body)
  const deadline = Date.now() + ctx.limits.deviceWaitMs
  for (;;) {
    const [login] = await ctx.db.all(
      "SELECT stage, expires_at FROM logins WHERE id = ? AND purpose = 'login'",
      [loginId],
    )
    if (!login) throw new HttpError(400, 'Unknown login: start again')
    if (login.stage === 'otp') return { body: { action: 'VERIFY_OTP', loginId } }
    if (Number(login.expires_at) <= ctx.now())
      throw new HttpError(400, 'The approval link has expired: start again')
    if (Date.now() >= deadline) return { body: { action: 'VERIFY_DEVICE', loginId } }
    await sleep(Math.min(250, deadline - Date.now()))
  }
}

/**
 * The approval link's POST (from the page `GET /v1/device/approve` shows at the top level; a GET alone approves
 * nothing, so mail scanners that open links cannot). The device's code goes out at once.
 */
export async function approveDevice(ctx: Context, approval: string): Promise<string> {
  const now = ctx.now()
  const [login] = await ctx.db.all(
    "SELECT * FROM logins WHERE approval_hash = ? AND stage = 'device' AND consumed_at IS NULL AND expires_at > ?",
    [hashOf(approval), now],
  )
  if (!login) throw new HttpError(400, 'This link has expired or was already used')
  const id = textOf(login, 'id')
  const address = textOf(login, 'email')
  const secret = newCode()
  const approved = await ctx.db.run(
    `UPDATE logins SET stage = 'otp', approved_at = ?, code_hmac = ?, attempts = 0, expires_at = ?
     WHERE id = ? AND stage = 'device'`,
    [now, codeHmac(ctx.secrets.codeKey, id, 'otp', secret), now + CODE_TTL_MS, id],
  )
  if (approved !== 1) throw new HttpError(400, 'This link has expired or was already used')
  const context = { dappOrigin: textOf(login, 'dapp_origin'), modalOrigin: textOf(login, 'modal_origin') }
  await ctx.mailer.send(codeMail(address, secret, context, 'login'))
  return context.dappOrigin
}
