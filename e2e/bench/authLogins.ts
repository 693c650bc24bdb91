import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type CallInit, DAPP, MODAL, text } from '../../auth-server/test/harness.js'
import { codeIn, type MailCatcher, startMailCatcher } from '../../auth-server/test/mailCatcher.js'
import { startPostgres } from '../../auth-server/test/postgres.js'
import { ms, type Row, timingRow } from './table.js'

/** Issue 23's load test: this many email logins at once, each from its own client address. */
const CONCURRENT_LOGINS = 200

/** Where every instance is reached, as behind one load balancer: the tokens' issuer. */
const PUBLIC_URL = 'https://auth.bench.example'

/** One running `npm run auth-server` process, and how to call it as the modal does. */
type Instance = {
  call(path: string, init?: CallInit): Promise<{ status: number; body: unknown }>
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

/**
 * `npm run auth-server`'s command in a process of its own (as deployed: one event loop per instance), on
 * `databaseUrl`, mailing to `smtpUrl`, trusting one proxy (so `X-Forwarded-For` is the client).
 */
async function startInstance(databaseUrl: string, smtpUrl: string): Promise<Instance> {
  const port = await freePort()
  const child: ChildProcess = spawn(join('node_modules', '.bin', 'tsx'), ['auth-server/main.ts'], {
    env: {
      ...process.env,
      AUTH_PORT: String(port),
      AUTH_PUBLIC_URL: PUBLIC_URL,
      AUTH_DATABASE_URL: databaseUrl,
      AUTH_SMTP_URL: smtpUrl,
      AUTH_ALLOWED_ORIGINS: MODAL,
      AUTH_TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const heard = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('auth server listening on')) resolve()
    }
    child.stdout?.on('data', heard)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`auth server exited ${code}: ${output}`)))
  })
  const base = `http://localhost:${port}`
  return {
    async call(path, init = {}) {
      const headers: Record<string, string> = { origin: MODAL, ...init.headers }
      if (init.bearer) headers.authorization = `Bearer ${init.bearer}`
      if (init.body !== undefined) headers['content-type'] = 'application/json'
      const response = await fetch(`${base}${path}`, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
      return { status: response.status, body: await response.json() }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** One login's outcome: its time from start to a session, and what the session says it is. */
type Login = {
  ms: number
  email: string
  userId: string
  refreshToken: string
  accessToken: string
  headers: Record<string, string>
}

/**
 * A whole email login of one visitor (start, the mailed code, verify), the start on `starting` and the code on
 * `verifying` (two instances of one deployment: the load balancer may send each call anywhere), from client
 * address `ip` (the server trusts one proxy, so `X-Forwarded-For` is the client, as behind a load balancer).
 */
async function login(
  index: number,
  starting: Instance,
  verifying: Instance,
  mail: MailCatcher,
): Promise<Login> {
  const email = `visitor-${index}@bench.example`
  const headers = { 'x-forwarded-for': `10.23.${index >> 8}.${index & 255}` }
  const began = performance.now()
  const started = await starting.call('/v1/email/start', { body: { email, dappOrigin: DAPP }, headers })
  if (started.status !== 200)
    throw new Error(`start ${index}: ${started.status} ${JSON.stringify(started.body)}`)
  const code = codeIn(await mail.next(email))
  const verified = await verifying.call('/v1/email/verify', {
    body: { loginId: text(started.body, 'loginId'), code },
    headers,
  })
  if (verified.status !== 200)
    throw new Error(`verify ${index}: ${verified.status} ${JSON.stringify(verified.body)}`)
  return {
    ms: performance.now() - began,
    email,
    userId: text(verified.body, 'user', 'id'),
    refreshToken: text(verified.body, 'refreshToken'),
    accessToken: text(verified.body, 'accessToken'),
    headers,
  }
}

/**
 * Nothing lost or doubled: every login has a session of its own (distinct users, distinct refresh tokens), and each
 * session, asked on every instance, is the user it was made for.
 */
async function checkSessions(logins: readonly Login[], servers: readonly Instance[]): Promise<void> {
  if (new Set(logins.map((entry) => entry.userId)).size !== logins.length)
    throw new Error('two logins of different emails share a user')
  if (new Set(logins.map((entry) => entry.refreshToken)).size !== logins.length)
    throw new Error('two logins share a session')
  await Promise.all(
    logins.flatMap((entry) =>
      servers.map(async (server) => {
        const asked = await server.call('/v1/user', { bearer: entry.accessToken, headers: entry.headers })
        if (asked.status !== 200 || text(asked.body, 'user', 'id') !== entry.userId)
          throw new Error(`${entry.email}'s session answers ${asked.status} ${JSON.stringify(asked.body)}`)
      }),
    ),
  )
}

async function run(label: string, servers: readonly Instance[], mail: MailCatcher): Promise<Row[]> {
  const began = performance.now()
  const logins = await Promise.all(
    Array.from({ length: CONCURRENT_LOGINS }, (_, index) =>
      login(
        index,
        servers[index % servers.length] as Instance,
        servers[(index + 1) % servers.length] as Instance,
        mail,
      ),
    ),
  )
  const wall = performance.now() - began
  await checkSessions(logins, servers)
  const perSecond = (CONCURRENT_LOGINS / wall) * 1000
  return [
    timingRow(
      `auth server: ${CONCURRENT_LOGINS} concurrent email logins, ${label}, one login`,
      logins.map((entry) => entry.ms),
      {
        p99: true,
        note: `start → mailed code (SMTP, parsed) → verified; all ${CONCURRENT_LOGINS} in ${ms(wall)} (${perSecond.toFixed(0)} logins/s); every session distinct and answered by every instance`,
      },
    ),
  ]
}

/**
 * Issue 23: 200 concurrent email logins against one auth server on SQLite, and against two instances sharing one
 * PostgreSQL (each login started on one and verified on the other). Throws if one is lost or doubled.
 */
export async function measureAuthLogins(): Promise<Row[]> {
  const mail = await startMailCatcher()
  const rows: Row[] = []
  const dir = mkdtempSync(join(tmpdir(), 'bench-auth-'))
  try {
    const single = await startInstance(`sqlite:${join(dir, 'auth.sqlite')}`, mail.url)
    try {
      rows.push(...(await run('one instance, SQLite', [single], mail)))
    } finally {
      await single.stop()
    }
    const postgres = await startPostgres()
    try {
      const database = await postgres.newDatabase({ fresh: true })
      // One after the other: the first makes the schema and the shared keys, the second finds them.
      const first = await startInstance(database, mail.url)
      const second = await startInstance(database, mail.url)
      try {
        rows.push(...(await run('two instances, one PostgreSQL', [first, second], mail)))
      } finally {
        await Promise.all([first.stop(), second.stop()])
      }
    } finally {
      await postgres.stop()
    }
  } finally {
    await mail.close()
    rmSync(dir, { recursive: true, force: true })
  }
  return rows
}
