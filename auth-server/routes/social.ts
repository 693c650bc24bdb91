import * as client from 'openid-client'
import * as v from 'valibot'
import { rateLimit } from '../auth/limits.js'
import type { Person } from '../auth/oauth2Profiles.js'
import { type ProviderClient, SOCIAL_PROVIDERS, type SocialProvider } from '../auth/providers.js'
import { hashOf, randomToken } from '../auth/secrets.js'
import type { ApiReply, ApiRequest, Context } from '../context.js'
import { HttpError } from '../http/httpError.js'
import { body, origin, parse, token } from '../http/input.js'
import { startSession } from './session.js'

const FLOW_TTL_MS = 10 * 60 * 1000
const HOUR = 60 * 60 * 1000

export type ProviderConfig = (provider: SocialProvider) => ProviderClient | undefined

const callbackUrl = (ctx: Context) => `${ctx.publicUrl}/v1/oauth/callback`

const startBody = body({
  provider: v.picklist(SOCIAL_PROVIDERS, `provider must be one of ${SOCIAL_PROVIDERS.join(', ')}`),
  dappOrigin: origin('dappOrigin'),
})

/**
 * POST /v1/oauth/start (SPEC §4's get social redirect URI): the provider's authorization URL, with PKCE, state
 * and nonce kept here under a flow id, and the flow's secret that redeems it (only the modal that started it
 * holds it).
 */
export async function startSocial(
  ctx: Context,
  request: ApiRequest,
  providers: ProviderConfig,
): Promise<ApiReply> {
  const input = parse(startBody, request.body)
  const provider = providers(input.provider)
  if (!provider) throw new HttpError(400, `Social login with ${input.provider} is not configured`)
  await rateLimit(ctx.db, `social-ip:${request.ip}`, ctx.limits.mailsPerIpPerHour, HOUR, ctx.now())
  const config = await provider.config.catch(() => {
    throw new HttpError(502, `${input.provider} cannot be reached: try again later`)
  })
  const id = randomToken(16)
  const secret = randomToken(32)
  const state = client.randomState()
  const nonce = client.randomNonce()
  const verifier = client.randomPKCECodeVerifier()
  const now = ctx.now()
  await ctx.db.run(
    `INSERT INTO oauth_flows (id, secret_hash, provider, state, nonce, verifier, dapp_origin, modal_origin, expires_at,
       created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      hashOf(secret),
      input.provider,
      state,
      nonce,
      verifier,
      input.dappOrigin,
      request.origin,
      now + FLOW_TTL_MS,
      now,
    ],
  )
  const uri = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(ctx),
    scope: provider.scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...(provider.idToken ? { nonce } : {}),
    ...(provider.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
  })
  return { body: { uri: uri.href, flowId: id, flowSecret: secret } }
}

/** What the callback page says and to whom: the flow's modal origin, never an echoed one. */
export interface CallbackResult {
  flowId?: string
  modalOrigin?: string
  error?: string
}

/**
 * GET /v1/oauth/callback (or POST, for `form_post` providers), in the popup at the top level: redeems the code
 * (PKCE, state and nonce checked by openid-client), links the provider's `iss|sub` to a user by its verified
 * email, and marks the flow done. `form` is the POST's body.
 */
export async function socialCallback(
  ctx: Context,
  url: URL,
  providers: ProviderConfig,
  form?: URLSearchParams,
): Promise<CallbackResult> {
  const state = (form ?? url.searchParams).get('state') ?? ''
  const [flow] = await ctx.db.all(
    'SELECT * FROM oauth_flows WHERE state = ? AND user_id IS NULL AND error IS NULL AND expires_at > ?',
    [state, ctx.now()],
  )
  const provider = SOCIAL_PROVIDERS.find((name) => name === flow?.provider)
  if (!flow || typeof flow.id !== 'string' || !provider)
    return { error: 'This login has expired: start again' }
  const flowId = flow.id
  const modalOrigin = String(flow.modal_origin)
  const fail = async (error: string) => {
    await ctx.db.run('UPDATE oauth_flows SET error = ? WHERE id = ? AND user_id IS NULL', [error, flowId])
    return { flowId, modalOrigin, error }
  }
  const chosen = providers(provider)
  const config = await chosen?.config.catch(() => undefined)
  if (!chosen || !config) return fail(`${provider} cannot be reached: try again later`)
  let person: Person
  try {
    const current = form
      ? new Request(callbackUrl(ctx), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
        })
      : new URL(`${callbackUrl(ctx)}${url.search}`)
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: String(flow.verifier),
      expectedState: state,
      ...(chosen.idToken ? { expectedNonce: String(flow.nonce), idTokenExpected: true } : {}),
    })
    person = await chosen.person(config, tokens)
  } catch {
    return fail(`${provider} did not confirm the login`)
  }
  const email = typeof person.email === 'string' ? person.email.trim().toLowerCase() : undefined
  if (!email || person.email_verified !== true)
    return fail(`${provider} gave no verified email for this account`)
  const subject = `${person.iss}|${person.sub}`
  const now = ctx.now()
  await ctx.db.run(
    'INSERT INTO users (id, email, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING',
    [randomToken(16), email, now],
  )
  const [user] = await ctx.db.all('SELECT id FROM users WHERE email = ?', [email])
  await ctx.db.run(
    'INSERT INTO identities (provider, subject, user_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (provider, subject) DO NOTHING',
    [provider, subject, String(user?.id), now],
  )
  const [identity] = await ctx.db.all('SELECT user_id FROM identities WHERE provider = ? AND subject = ?', [
    provider,
    subject,
  ])
  await ctx.db.run('UPDATE oauth_flows SET user_id = ? WHERE id = ? AND user_id IS NULL', [
    String(identity?.user_id),
    flowId,
  ])
  return { flowId, modalOrigin }
}

const completeBody = body({ flowId: token('flowId'), flowSecret: token('flowSecret') })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * POST /v1/oauth/complete (SPEC §4's connect social): the session of a finished flow, once. Held open while the
 * flow is pending, so it is also the fallback when the provider's COOP severed the popup's opener.
 */
export async function completeSocial(ctx: Context, request: ApiRequest): Promise<ApiReply> {
  const input = parse(completeBody, request.body)
  const deadline = Date.now() + ctx.limits.deviceWaitMs
  for (;;) {
    const [flow] = await ctx.db.all('SELECT * FROM oauth_flows WHERE id = ? AND secret_hash = ?', [
      input.flowId,
      hashOf(input.flowSecret),
    ])
    if (!flow || flow.consumed_at !== null) throw new HttpError(400, 'Unknown login: start again')
    if (typeof flow.error === 'string') throw new HttpError(400, flow.error)
    if (typeof flow.user_id === 'string') {
      const used = await ctx.db.run(
        'UPDATE oauth_flows SET consumed_at = ? WHERE id = ? AND consumed_at IS NULL',
        [ctx.now(), input.flowId],
      )
      if (used !== 1) throw new HttpError(400, 'Unknown login: start again')
      return startSession(ctx, request, flow.user_id, { provider: String(flow.provider) })
    }
    if (Number(flow.expires_at) <= ctx.now()) throw new HttpError(400, 'This login has expired: start again')
    if (Date.now() >= deadline) return { body: { status: 'pending', flowId: input.flowId } }
    await sleep(Math.min(250, deadline - Date.now()))
  }
}
