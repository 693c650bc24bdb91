import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { readBoundedBody } from './boundedBody.js'
import { listenLocal } from './listenLocal.js'
import { createSiwxSessions, type SiwxSessionsOptions } from './siwxSessions.js'
import { SiwxRefusal } from './siwxVerifier.js'

/**
 * The reference backend for the modal's `siwx` option (ARCHITECTURE.md, "Account data and sign-in"), for users to
 * copy and for the tests. Three endpoints:
 * - `GET /siwx/nonce` → `{ nonce }`, each nonce good for one verification;
 * - `POST /siwx/verify` `{ message, signature, address, caipNetworkId }` → `{ session }`, and a session cookie:
 *   `eip155:…` an EIP-4361 message with a hex signature (viem verifies it against the chain), `solana:…` a
 *   Sign-In With Solana message with a base64 ed25519 signature, `bip122:…` CAIP-122's Bitcoin message with a
 *   base64 BIP-137 signature (BIP-322 is refused) (siwxEip155.ts, siwxSolana.ts, siwxBitcoin.ts);
 * - `GET /siwx/session` (the cookie) → `{ session }`, or 404. `DELETE /siwx/session` signs out.
 * CORS admits the modal's origins with credentials, so the modal's `fetch` can carry the cookie where the browser
 * lets it (a modal on the dapp's own site).
 */
export type SiwxBackendOptions = SiwxSessionsOptions & {
  /** The modal's origins: the only ones CORS lets call (the modal calls the backend, not the dapp page). */
  modalOrigins: readonly string[]
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

const COOKIE = 'siwx_session'
const MAX_BODY_BYTES = 16_384

export async function startSiwxBackend(options: SiwxBackendOptions): Promise<SiwxBackend> {
  const host = options.host ?? '127.0.0.1'
  const sessions = createSiwxSessions(options)
  const verified: unknown[] = []
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof SiwxRefusal) return json(res, error.status, { error: error.message })
      console.error('[siwx backend]', error)
      json(res, 500, { error: 'internal error' })
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin
    if (origin !== undefined && options.modalOrigins.includes(origin)) {
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
    const route = `${req.method} ${new URL(req.url ?? '/', 'http://x').pathname}`
    const cookie = cookieValue(req.headers.cookie, COOKIE)
    switch (route) {
      case 'GET /siwx/nonce':
        return json(res, 200, { nonce: sessions.issueNonce() })
      case 'POST /siwx/verify': {
        const body = await readJson(req)
        const { id, session } = await sessions.verify(body)
        verified.push(body)
        res.setHeader('Set-Cookie', `${COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`)
        return json(res, 200, { session })
      }
      case 'GET /siwx/session': {
        const session = sessions.session(cookie)
        return session ? json(res, 200, { session }) : json(res, 404, { error: 'no session' })
      }
      case 'DELETE /siwx/session':
        sessions.end(cookie)
        res.setHeader('Set-Cookie', `${COOKIE}=; Path=/; Max-Age=0`)
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
