import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { rateLimit } from './auth/limits.js'
import { providerClients, readProviders } from './auth/providers.js'
import { loadSecrets } from './auth/secrets.js'
import type { AuthConfig } from './config.js'
import { type ApiReply, type ApiRequest, type Context, DEFAULT_LIMITS, type Limits } from './context.js'
import type { Database } from './db/database.js'
import { openDatabase } from './db/openDatabase.js'
import { pruneExpired } from './db/pruneExpired.js'
import { parseCookies } from './http/cookies.js'
import { HttpError } from './http/httpError.js'
import { approvedPage, approvePage, failedPage, socialDonePage } from './http/pages.js'
import { readBody } from './http/readBody.js'
import { createMailer } from './mail/mailer.js'
import { approveDevice, startEmailLogin, verifyEmailLogin, waitForDevice } from './routes/emailLogin.js'
import { startEmailUpdate, verifyPrimary, verifySecondary } from './routes/emailUpdate.js'
import { getUser, refresh, signOut } from './routes/session.js'
import { completeSocial, type ProviderConfig, socialCallback, startSocial } from './routes/social.js'
import { escrowWallet, getWallet, releaseServerKey } from './routes/wallet.js'

/** Requests are small JSON: a wrapped key is the largest. */
const BODY_LIMIT = 16 * 1024

type Handler = (ctx: Context, request: ApiRequest) => Promise<ApiReply>

const routes = (providers: ProviderConfig): Readonly<Record<string, Handler>> => ({
  'POST /v1/email/start': startEmailLogin,
  'POST /v1/email/verify': verifyEmailLogin,
  'POST /v1/device/wait': waitForDevice,
  'POST /v1/session/refresh': refresh,
  'POST /v1/session/sign-out': signOut,
  'GET /v1/user': getUser,
  'POST /v1/email/update': startEmailUpdate,
  'POST /v1/email/update/primary': verifyPrimary,
  'POST /v1/email/update/secondary': verifySecondary,
  'GET /v1/wallet': getWallet,
  'PUT /v1/wallet': escrowWallet,
  'POST /v1/wallet/key': releaseServerKey,
  'POST /v1/oauth/start': (ctx, request) => startSocial(ctx, request, providers),
  'POST /v1/oauth/complete': completeSocial,
})

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // The link's token is in the URL: never sent on; the page may not be framed (its button approves).
  'content-security-policy': "default-src 'none'; form-action 'self'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
}

export interface AuthServer {
  /** AUTH_PUBLIC_URL, or the listening address when it is unset. */
  url: string
  /** Where it listens, on this machine. */
  localUrl: string
  db: Database
  close(): Promise<void>
}

export interface AuthServerOptions {
  /** The clock (tests move it to reach cooldowns and expiries). */
  now?: () => number
  limits?: Partial<Limits>
  /** One line a request (method, path, status, time) and startup; never a body, query, address or token. */
  log?: (line: string) => void
  /** Where to listen; all interfaces by default. */
  host?: string
}

/** Starts the auth server: opens (and migrates) the database, then listens on `config.port`. */
export async function startAuthServer(
  config: AuthConfig,
  options: AuthServerOptions = {},
): Promise<AuthServer> {
  const log = options.log ?? ((line: string) => console.log(line))
  const providers = providerClients(readProviders(config.oidcProvidersFile))
  const api = routes(providers)
  const db = await openDatabase(config.databaseUrl)
  const secrets = await loadSecrets(db)
  const mailer = createMailer(config.smtpUrl, config.mailFrom)
  const allowed = new Set(config.allowedOrigins)
  const server = createServer()
  const ctx: Context = {
    db,
    config,
    publicUrl: config.publicUrl ?? '',
    secrets,
    mailer,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    now: options.now ?? Date.now,
  }

  /** The socket's address, or behind AUTH_TRUST_PROXY proxies the address they saw (never a client's claim). */
  const clientIp = (request: IncomingMessage) => {
    const socket = request.socket.remoteAddress ?? 'unknown'
    if (config.trustProxyHops === 0) return socket
    const forwarded = String(request.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '')
    return forwarded[forwarded.length - config.trustProxyHops] ?? socket
  }

  const cors = (origin: string) => ({
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
  })

  const answer = (
    response: ServerResponse,
    status: number,
    payload: unknown,
    headers: Record<string, string | string[]> = {},
  ) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      ...headers,
    })
    response.end(JSON.stringify(payload))
  }

  async function handlePage(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (request.method === 'GET') {
      response.writeHead(200, PAGE_HEADERS).end(approvePage(url.searchParams.get('t') ?? ''))
      return 200
    }
    const form = new URLSearchParams(await readBody(request, BODY_LIMIT))
    const approval = form.get('t') ?? ''
    try {
      if (!/^[A-Za-z0-9_-]{43}$/.test(approval)) throw new HttpError(400, 'This link is not valid')
      const dappOrigin = await approveDevice(ctx, approval)
      response.writeHead(200, PAGE_HEADERS).end(approvedPage(dappOrigin))
      return 200
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      response.writeHead(error.status, PAGE_HEADERS).end(failedPage(error.message))
      return error.status
    }
  }

  async function handleApi(
    request: IncomingMessage,
    response: ServerResponse,
    key: string,
    handler: Handler,
  ) {
    const origin = request.headers.origin
    if (!origin || !allowed.has(origin)) throw new HttpError(403, 'Unauthorized: origin not allowed')
    const ip = clientIp(request)
    await rateLimit(db, `ip:${ip}`, ctx.limits.requestsPerIpPerMinute, 60_000, ctx.now())
    let body: unknown
    if (key.startsWith('POST ') || key.startsWith('PUT ')) {
      const text = await readBody(request, BODY_LIMIT)
      if (text !== '') {
        if (!/^application\/json(;|$)/i.test(request.headers['content-type'] ?? ''))
          throw new HttpError(415, 'Content-Type must be application/json')
        try {
          body = JSON.parse(text)
        } catch {
          throw new HttpError(400, 'The request body must be JSON')
        }
      }
    }
    const authorization = request.headers.authorization
    const reply = await handler(ctx, {
      origin,
      ip,
      cookies: parseCookies(request.headers.cookie),
      bearer: authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined,
      body,
    })
    const status = reply.status ?? 200
    answer(response, status, reply.body, {
      ...cors(origin),
      ...(reply.setCookies ? { 'set-cookie': [...reply.setCookies] } : {}),
    })
    return status
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<number> {
    const url = new URL(request.url ?? '/', 'http://server')
    const method = request.method ?? 'GET'
    if (url.pathname === '/health' && method === 'GET') {
      answer(response, 200, { ok: true })
      return 200
    }
    if (url.pathname === '/v1/device/approve' && (method === 'GET' || method === 'POST'))
      return handlePage(request, response, url)
    if (url.pathname === '/v1/oauth/callback' && (method === 'GET' || method === 'POST')) {
      const form = method === 'POST' ? new URLSearchParams(await readBody(request, BODY_LIMIT)) : undefined
      const result = await socialCallback(ctx, url, providers, form)
      const nonce = randomBytes(16).toString('base64')
      const status = result.error ? 400 : 200
      response
        .writeHead(status, {
          ...PAGE_HEADERS,
          'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'none'`,
        })
        .end(socialDonePage(result, nonce))
      return status
    }
    if (method === 'OPTIONS') {
      const origin = request.headers.origin
      if (!origin || !allowed.has(origin)) throw new HttpError(403, 'Unauthorized: origin not allowed')
      response.writeHead(204, {
        ...cors(origin),
        'access-control-allow-methods': 'GET, POST, PUT',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-max-age': '600',
      })
      response.end()
      return 204
    }
    const key = `${method} ${url.pathname}`
    const handler = api[key]
    if (handler) return handleApi(request, response, key, handler)
    if (Object.keys(api).some((route) => route.endsWith(` ${url.pathname}`)))
      throw new HttpError(405, `${method} is not allowed on ${url.pathname}`)
    throw new HttpError(404, `Not found: ${url.pathname}`)
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const started = Date.now()
    const path = (request.url ?? '/').split('?')[0]
    handle(request, response)
      .catch((error: unknown) => {
        const origin = request.headers.origin
        const headers = origin && allowed.has(origin) ? cors(origin) : {}
        if (error instanceof HttpError) {
          const retry = error.extra.retryAfter
          answer(
            response,
            error.status,
            { error: error.message, ...error.extra },
            {
              ...headers,
              ...(retry !== undefined ? { 'retry-after': String(retry) } : {}),
              ...(error.status === 413 ? { connection: 'close' } : {}),
            },
          )
          return error.status
        }
        // The error's name and code only: a driver's message can quote the values it was given.
        const code = error instanceof Error && 'code' in error ? ` ${String(error.code)}` : ''
        log(`error ${request.method} ${path}: ${error instanceof Error ? error.name : 'unknown'}${code}`)
        if (!response.headersSent) answer(response, 500, { error: 'Internal error' }, headers)
        else response.destroy()
        return 500
      })
      .then((status) => log(`${request.method} ${path} ${status} ${Date.now() - started}ms`))
  })

  const pruner = setInterval(() => {
    pruneExpired(db, ctx.now()).catch(() => log('error pruning expired rows'))
  }, 60_000)
  pruner.unref()

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(config.port, options.host, () => resolve())
    })
  } catch (error) {
    clearInterval(pruner)
    mailer.close()
    await db.close()
    throw error
  }
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : config.port
  const localUrl = `http://${options.host && options.host !== '0.0.0.0' ? options.host : 'localhost'}:${port}`
  const url = config.publicUrl ?? localUrl
  ctx.publicUrl = url
  return {
    url,
    localUrl,
    db,
    async close() {
      clearInterval(pruner)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      mailer.close()
      await db.close()
    },
  }
}
