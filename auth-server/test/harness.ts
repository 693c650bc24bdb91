import { type AuthConfig, readAuthConfig } from '../config.js'
import type { Limits } from '../context.js'
import { startAuthServer } from '../server.js'
import { codeIn, type MailCatcher } from './mailCatcher.js'

/** The modal origin the test servers allow, and the dapp the modal verified. */
export const MODAL = 'http://localhost:5173'
export const DAPP = 'https://app.example'

/** A field of a JSON answer, which must be a string. */
export function text(value: unknown, ...path: string[]): string {
  let at = value
  for (const key of path) at = typeof at === 'object' && at !== null ? Reflect.get(at, key) : undefined
  if (typeof at !== 'string') throw new Error(`${path.join('.')} is not a string in ${JSON.stringify(value)}`)
  return at
}

export interface CallInit {
  method?: string
  body?: unknown
  /** Sent as is (a string body is not JSON-encoded). */
  raw?: string
  origin?: string | null
  bearer?: string
  cookie?: string
  contentType?: string
  headers?: Record<string, string>
}

/** A fake clock shared by the servers of one test. */
export const clockAt = (start = Date.UTC(2026, 0, 1)) => {
  const clock = { now: start, advance: (ms: number) => (clock.now += ms) }
  return clock
}

/** A real auth server on loopback, on `databaseUrl`, mailing to `mail`, with a clock the test moves. */
export async function startTestServer(
  databaseUrl: string,
  mail: MailCatcher,
  options: {
    config?: Partial<AuthConfig>
    limits?: Partial<Limits>
    clock?: ReturnType<typeof clockAt>
  } = {},
) {
  const clock = options.clock ?? clockAt()
  const logs: string[] = []
  const server = await startAuthServer(
    {
      ...readAuthConfig({}),
      port: 0,
      databaseUrl,
      smtpUrl: mail.url,
      allowedOrigins: [MODAL],
      ...options.config,
    },
    { now: () => clock.now, limits: options.limits, log: (line) => logs.push(line), host: '127.0.0.1' },
  )

  async function call(path: string, init: CallInit = {}) {
    const headers: Record<string, string> = { ...init.headers }
    if (init.origin !== null) headers.origin = init.origin ?? MODAL
    if (init.bearer) headers.authorization = `Bearer ${init.bearer}`
    if (init.cookie) headers.cookie = init.cookie
    const payload = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body))
    if (payload !== undefined) headers['content-type'] = init.contentType ?? 'application/json'
    const response = await fetch(`${server.localUrl}${path}`, {
      method: init.method ?? (payload === undefined ? 'GET' : 'POST'),
      headers,
      body: payload,
      redirect: 'manual',
    })
    const bodyText = await response.text()
    const json = response.headers.get('content-type')?.startsWith('application/json')
    return {
      status: response.status,
      body: json && bodyText ? JSON.parse(bodyText) : bodyText,
      headers: response.headers,
    }
  }

  /** A whole email login: start, read the mailed code, verify. */
  async function login(email: string, extra: Record<string, string> = {}) {
    const started = await call('/v1/email/start', { body: { email, dappOrigin: DAPP, ...extra } })
    if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`)
    const code = codeIn(await mail.next(email))
    const verified = await call('/v1/email/verify', {
      body: { loginId: text(started.body, 'loginId'), code },
    })
    if (verified.status !== 200)
      throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`)
    return {
      body: verified.body,
      accessToken: text(verified.body, 'accessToken'),
      refreshToken: text(verified.body, 'refreshToken'),
      userId: text(verified.body, 'user', 'id'),
    }
  }

  return { server, clock, logs, call, login, close: () => server.close() }
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>
