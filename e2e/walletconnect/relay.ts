import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import WebSocket from 'ws'
import { handleRelayRequest, RelayRpcError } from './relayMethods.js'
import { type Connection, type JsonRpcRequest, RelayTopics } from './relayTopics.js'

export type StartRelayOptions = {
  /** 0 (the default) picks a free port. */
  port?: number
}

type RelayStats = {
  /** Client sockets open now. */
  connections: number
  /** Client sockets accepted since the start. */
  connectionsTotal: number
  /** Requests received, by method (`irn_publish`, `wc_proposeSession`, …; unknown methods too). */
  requests: Record<string, number>
  /** Messages stored: published, or put on a topic by `wc_proposeSession` / `wc_approveSession`. */
  published: number
  /** Messages held now, their ttl not yet expired. */
  retained: number
  /** `irn_subscription` deliveries sent, and how many of them the clients acknowledged. */
  delivered: number
  acknowledged: number
  /** Subscriptions (socket, topic) now. */
  subscriptions: number
}

export type Relay = {
  /** `ws://127.0.0.1:<port>` */
  url: string
  port: number
  /** Closes every socket and the server. */
  stop(): Promise<void>
  /** Drops every client socket abruptly (no close frame), keeping the server and the stored messages. */
  kill(): void
  stats(): RelayStats
}

/** Clients drop a socket that has been silent for 35 s. */
const PING_INTERVAL_MS = 10_000
const MAX_PAYLOAD_BYTES = 4 * 1024 * 1024

/**
 * A WalletConnect relay for tests, on 127.0.0.1 only: the `irn_*` JSON-RPC and the `wc_proposeSession` /
 * `wc_approveSession` methods that `@walletconnect/core` 2.25 sends, with messages kept until their ttl and
 * delivered to late subscribers (once per client: an acknowledged message is not sent to that client again).
 * It ignores the connection URL's query (`auth`, `projectId`, `ua`, `useOnCloseEvent`) except to read the
 * client's id from `auth`, and never sends a client its own messages.
 *
 * @throws {Error} when `port` is taken.
 */
export async function startRelay(options: StartRelayOptions = {}): Promise<Relay> {
  const server = new WebSocket.Server({
    host: '127.0.0.1',
    port: options.port ?? 0,
    maxPayload: MAX_PAYLOAD_BYTES,
  })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const address = server.address()
  if (typeof address === 'string') throw new Error(`relay: unexpected address ${address}`)
  const port = address.port

  const topics = new RelayTopics()
  const { connections, counters } = topics
  const requests: Record<string, number> = {}

  server.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const connection: Connection = {
      socket,
      client: clientIdOf(request) ?? `socket:${randomBytes(8).toString('hex')}`,
      subscriptions: new Map(),
      inFlight: new Map(),
    }
    connections.add(connection)
    counters.connectionsTotal++
    socket.on('message', (data) => onMessage(topics, requests, connection, data))
    socket.on('error', () => socket.terminate())
    socket.on('close', () => connections.delete(connection))
  })

  const keepalive = setInterval(() => {
    for (const connection of connections) {
      if (connection.socket.readyState === WebSocket.OPEN) connection.socket.ping()
    }
    topics.sweep()
  }, PING_INTERVAL_MS)
  keepalive.unref()

  const kill = () => {
    for (const connection of connections) connection.socket.terminate()
    connections.clear()
  }
  let stopped: Promise<void> | undefined
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    kill,
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        clearInterval(keepalive)
        kill()
        server.close(() => resolve())
      })
      return stopped
    },
    stats: () => {
      let subscriptions = 0
      for (const connection of connections) subscriptions += connection.subscriptions.size
      return {
        connections: connections.size,
        requests: { ...requests },
        retained: topics.retained(),
        subscriptions,
        ...counters,
      }
    },
  }
}

/** One frame from a client: a JSON-RPC request (answered, counted in `requests`) or the ack of a delivery. */
function onMessage(
  topics: RelayTopics,
  requests: Record<string, number>,
  connection: Connection,
  data: WebSocket.Data,
) {
  let payload: unknown
  try {
    payload = JSON.parse(String(data))
  } catch {
    return
  }
  if (!payload || typeof payload !== 'object') return
  const { id, method } = payload as { id?: unknown; method?: unknown }
  if (typeof id !== 'number' && typeof id !== 'string') return
  // Without a method: the client's ack of a delivery.
  if (typeof method !== 'string') return typeof id === 'number' && topics.acknowledge(connection, id)
  requests[method] = (requests[method] ?? 0) + 1
  try {
    const { result, after } = handleRelayRequest(topics, connection, payload as JsonRpcRequest)
    topics.send(connection, { id, jsonrpc: '2.0', result })
    after?.()
  } catch (error) {
    const code = error instanceof RelayRpcError ? error.code : -32603
    topics.send(connection, {
      id,
      jsonrpc: '2.0',
      error: { code, message: String((error as Error).message) },
    })
  }
}

/** The `iss` (the client's `did:key`) of the `auth` JWT in the connection URL, without checking its signature. */
function clientIdOf(request: IncomingMessage): string | undefined {
  const auth = new URL(request.url ?? '/', 'ws://relay').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload) return undefined
  try {
    const { iss } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }
    return typeof iss === 'string' && iss !== '' ? iss : undefined
  } catch {
    return undefined
  }
}
