import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { readBoundedBody } from './boundedBody.js'
import { clientKey } from './clientKey.js'
import { listenLocal } from './listenLocal.js'
import { createSiwxRateLimit } from './siwxRateLimit.js'
import { createSiwxSessions, type SiwxSessionsOptions } from './siwxSessions.js'
import { SiwxRefusal } from './siwxVerifier.js'

/**
 * The reference backend for the modal's `siwx` option (ARCHITECTURE.md, "Account data and sign-in"), for users to
 * copy and for the tests. Three endpoints:
 * - `GET /siwx/nonce` → `{ nonce }`, each nonce good for one verification within 5 minutes; a client (an IPv4
 *   address, an IPv6 /64) gets at most `nonceRateLimit.limit` of them a minute, then 429 with `Retry-After`;
 * - `POST /siwx/verify` `{ message, signature, address, caipNetworkId }` → `{ session }`, and the session cookie
 *   `__Host-siwx_session` (`Secure; HttpOnly; SameSite=Lax; Path=/`, for as long as the session lasts):
 *   `eip155:…` an EIP-4361 message with a hex signature (viem verifies it against the chain), `solana:…` a
 *   Sign-In With Solana message with a base64 ed25519 signature, `bip122:…` CAIP-122's Bitcoin message with a
 *   base64 BIP-137 signature (BIP-322 is refused) (siwxEip155.ts, siwxSolana.ts, siwxBitcoin.ts);
 * - `POST /siwx/claim` `{ message, signature }`, from the dapp's own page: a sign-in this backend verified in the
 *   last 2 minutes, once, sets the same session cookie first-party (the modal hands the page what the user signed,
 *   `getState().siwx`; where the modal is on another site, its requests never carry the cookie);
 * - `GET /siwx/session` (the cookie) → `{ session }`, or 404. `DELETE /siwx/session` signs out.
 * CORS admits the modal's origins with credentials, so the modal's `fetch` can carry the cookie where the browser
 * lets it (a modal on the dapp's own site), and the dapp's origins for the claim and the session alone.
 */
export type SiwxBackendOptions = SiwxSessionsOptions & {
  /** The modal's origins: the only ones CORS lets call (the modal calls the backend, not the dapp page). */
  modalOrigins: readonly string[]
  /** Nonces one client may get per window. Default 60 a minute, for at most 100,000 clients a window. */
  nonceRateLimit?: { limit: number; windowMs: number; maxClients?: number }
  /**
   * The client a request counts against (`clientKey.ts`). Default: the connection's address. Behind a reverse
   * proxy, every request comes from the proxy: read the address it forwards (`X-Forwarded-For`'s last entry, which
   * your proxy wrote) and pass it to `clientKey`.
   */
  clientOf?: (req: IncomingMessage) => string
  host?: string
  /** 0 (the default) picks a free port. */
  port?: number
  /** Tests only: `GET /__verified` lists the verified requests (used signatures, worthless once verified). */
  exposeVerified?: boolean
}

export type SiwxBackend = {
  /** `http://<host>:<port>`, without a trailing slash. */
  url: string
  /** The `siwx` option a dapp passes to `WalletModal.init` for this backend. */
  urls: { nonceUrl: string; verifyUrl: string; sessionUrl: string }
  close(): Promise<void>
}

// `__Host-`: the browser takes it only with `Secure`, `Path=/` and no `Domain`, so no other host of the site (and no
// plain-http page) can set or shadow it. Chromium counts http://localhost and http://127.0.0.1 as secure for it.
const COOKIE = '__Host-siwx_session'
const COOKIE_ATTRIBUTES = 'Path=/; Secure; HttpOnly; SameSite=Lax'
const MAX_BODY_BYTES = 16_384
/** How long the page has to claim a verified sign-in (it does so right after the modal reports it). */
const CLAIM_LIFETIME_MS = 120_000

export async function startSiwxBackend(options: SiwxBackendOptions): Promise<SiwxBackend> {
  const host = options.host ?? '127.0.0.1'
  const now = options.now ?? Date.now
  const sessions = createSiwxSessions(options)
  const nonceLimit = createSiwxRateLimit({
    limit: options.nonceRateLimit?.limit ?? 60,
    windowMs: options.nonceRateLimit?.windowMs ?? 60_000,
    maxClients: options.nonceRateLimit?.maxClients ?? 100_000,
    now,
  })
  const clientOf = options.clientOf ?? ((req: IncomingMessage) => clientKey(req.socket.remoteAddress ?? ''))
  const verified: unknown[] = []
  /** Verified sign-ins the dapp's page may claim once: by the exact message and signature, to the session's id. */
  const claims = new Map<string, { id: string; session: { expiresAt: string }; until: number }>()
  const claimKey = (body: unknown) => {
    const { message, signature } = (body ?? {}) as { message?: unknown; signature?: unknown }
    return typeof message === 'string' && typeof signature === 'string'
      ? `${message}\n${signature}`
      : undefined
  }
  const sweepClaims = () => {
    for (const [key, claim] of claims) if (claim.until <= now()) claims.delete(key)
  }
  const setCookie = (res: ServerResponse, id: string, expiresAt: string) => {
    const maxAge = Math.ceil((Date.parse(expiresAt) - now()) / 1000)
    res.setHeader('Set-Cookie', `${COOKIE}=${id}; Max-Age=${maxAge}; ${COOKIE_ATTRIBUTES}`)
  }
  /** The dapp's page may claim its sign-in and read or end its session; everything else is the modal's. */
  const corsAdmits = (origin: string, path: string) =>
    options.modalOrigins.includes(origin) ||
    ((path === '/siwx/claim' || path === '/siwx/session') && options.dappOrigins.includes(origin))
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof SiwxRefusal) {
        if (error.retryAfterMs !== undefined)
          res.setHeader('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))))
        return json(res, error.status, { error: error.message })
      }
      console.error('[siwx backend]', error)
      json(res, 500, { error: 'internal error' })
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (origin !== undefined && corsAdmits(origin, path)) {
      res.setHeader('Access-Control-Allow-Origin', origin)
      res.setHeader('Access-Control-Allow-Credentials', 'true')
      res.setHeader('Vary', 'Origin')
    }
    res.setHeader('Cache-Control', 'no-store')
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE')
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type')
      res.statusCode = 204
      return void res.end()
    }
    const route = `${req.method} ${path}`
    const cookie = cookieValue(req.headers.cookie, COOKIE)
    switch (route) {
      case 'GET /siwx/nonce':
        nonceLimit.take(clientOf(req))
        return json(res, 200, { nonce: sessions.issueNonce() })
      case 'POST /siwx/verify': {
        const body = await readJson(req)
        const { id, session } = await sessions.verify(body)
        verified.push(body)
        sweepClaims()
        const key = claimKey(body)
        if (key !== undefined && claims.size < (options.maxSessions ?? 100_000))
          claims.set(key, { id, session, until: now() + CLAIM_LIFETIME_MS })
        setCookie(res, id, session.expiresAt)
        return json(res, 200, { session })
      }
      case 'POST /siwx/claim': {
        sweepClaims()
        const key = claimKey(await readJson(req))
        const claim = key === undefined ? undefined : claims.get(key)
        if (key === undefined || claim === undefined || sessions.session(claim.id) === undefined)
          throw new SiwxRefusal(401, 'no verified sign-in to claim for this message and signature')
        claims.delete(key)
        setCookie(res, claim.id, claim.session.expiresAt)
        return json(res, 200, { session: claim.session })
      }
      case 'GET /siwx/session': {
        const session = sessions.session(cookie)
        return session ? json(res, 200, { session }) : json(res, 404, { error: 'no session' })
      }
      case 'DELETE /siwx/session':
        sessions.end(cookie)
        res.setHeader('Set-Cookie', `${COOKIE}=; Max-Age=0; ${COOKIE_ATTRIBUTES}`)
        return json(res, 200, {})
      case 'GET /__verified':
        if (options.exposeVerified) return json(res, 200, verified)
        return json(res, 404, { error: 'not found' })
      default:
        return json(res, 404, { error: 'not found' })
    }
  }

  const { port, close } = await listenLocal(server, { host, port: options.port })
  const url = `http://${host}:${port}`
  return {
    url,
    urls: {
      nonceUrl: `${url}/siwx/nonce`,
      verifyUrl: `${url}/siwx/verify`,
      sessionUrl: `${url}/siwx/session`,
    },
    close,
  }
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  if (!req.headers['content-type']?.startsWith('application/json'))
    throw new SiwxRefusal(400, 'the body must be JSON')
  const text = await readBoundedBody(req, MAX_BODY_BYTES)
  if (text === undefined) throw new SiwxRefusal(400, 'the body is too large')
  try {
    return JSON.parse(text)
  } catch {
    throw new SiwxRefusal(400, 'the body must be JSON')
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json')
  res.end(JSON.stringify(body))
}
