import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { LiteSVM } from 'litesvm'
import { readBoundedBody } from './boundedBody.js'
import { createSolanaMethods, SolanaRpcError } from './solanaMethods.js'

export type Solana = {
  /** `http://127.0.0.1:<port>`: Solana's JSON-RPC, for the modal, the test wallets and the tests. */
  rpcUrl: string
  stop(): Promise<void>
}

const MAX_BODY_BYTES = 1_000_000

type Call = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }

/**
 * A Solana runtime on loopback: a real SVM (`litesvm`, in this process) behind a JSON-RPC server with the methods
 * the modal and the tests use (e2e/stack/solanaMethods.ts). No validator installs here; this executes transactions
 * with the same programs and signature checks. CORS is open, as a public RPC's is, so pages can call it.
 */
export async function startSolana(options: { host?: string; port?: number } = {}): Promise<Solana> {
  const methods: Record<string, (params: unknown[]) => unknown> = createSolanaMethods(
    new LiteSVM().withSigverify(true).withBlockhashCheck(true),
  )
  const answer = (call: Call) => {
    const id = call?.id ?? null
    try {
      const method = typeof call?.method === 'string' ? call.method : ''
      if (!Object.hasOwn(methods, method))
        throw new SolanaRpcError(-32601, `Method not found: ${method || '(none)'}`)
      const params = Array.isArray(call.params) ? call.params : []
      return { jsonrpc: '2.0', id, result: methods[method]!(params) }
    } catch (error) {
      const { code, message, data } =
        error instanceof SolanaRpcError ? error : new SolanaRpcError(-32603, (error as Error).message)
      return { jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } }
    }
  }
  const server = createServer((request, response) => {
    handle(request, response, answer).catch(() => response.destroy())
  })
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    rpcUrl: `http://${host}:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function handle(request: IncomingMessage, response: ServerResponse, answer: (call: Call) => unknown) {
  response.setHeader('Access-Control-Allow-Origin', '*')
  if (request.method === 'OPTIONS') {
    response.setHeader('Access-Control-Allow-Methods', 'POST')
    response.setHeader(
      'Access-Control-Allow-Headers',
      request.headers['access-control-request-headers'] ?? '*',
    )
    response.setHeader('Access-Control-Max-Age', '600')
    return void response.writeHead(204).end()
  }
  if (request.method !== 'POST') return void response.writeHead(405, { Allow: 'POST, OPTIONS' }).end()
  const body = await readBoundedBody(request, MAX_BODY_BYTES)
  if (body === undefined) return void response.writeHead(413).end()
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    parsed = undefined
  }
  const reply =
    parsed === undefined
      ? { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
      : Array.isArray(parsed)
        ? parsed.map((call) => answer(call as Call))
        : answer(parsed as Call)
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply))
}
