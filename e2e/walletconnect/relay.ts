import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import WebSocket from 'ws'

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

/** The tags the 2.25 clients expect on what the relay publishes for them (walletconnect-offline.md). */
const TAG_SESSION_PROPOSE = 1100
const TAG_SESSION_PROPOSE_RESPONSE = 1101
const TAG_SESSION_SETTLE = 1102
const DEFAULT_TTL_S = 300
const MAX_TTL_S = 30 * 24 * 3600
/** Clients drop a socket that has been silent for 35 s. */
const PING_INTERVAL_MS = 10_000
const MAX_PAYLOAD_BYTES = 4 * 1024 * 1024

type JsonRpcRequest = { id: number | string; jsonrpc: '2.0'; method: string; params?: unknown }
type JsonRpcResponse = { id: number | string; jsonrpc: '2.0'; result?: unknown; error?: unknown }

type StoredMessage = {
  topic: string
  message: string
  tag: number
  publishedAt: number
  expiresAt: number
  /** The client that published it: it never gets it back. */
  from: string
  /** Clients that acknowledged a delivery: not sent to them again, even on another socket. */
  acknowledgedBy: Set<string>
}

type Connection = {
  socket: WebSocket
  /** The client's `did:key` from its `auth` JWT (stable across reconnects), else unique to the socket. */
  client: string
  /** topic → subscription id */
  subscriptions: Map<string, string>
  /** Deliveries sent and not yet acknowledged: request id → message. */
  inFlight: Map<number, StoredMessage>
}

class RelayRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

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

  const connections = new Set<Connection>()
  const topics = new Map<string, StoredMessage[]>()
  const counters = { connectionsTotal: 0, published: 0, delivered: 0, acknowledged: 0 }
  const requests: Record<string, number> = {}
  let nextDeliveryId = 1

  const send = (connection: Connection, payload: JsonRpcRequest | JsonRpcResponse) => {
    if (connection.socket.readyState === WebSocket.OPEN) connection.socket.send(JSON.stringify(payload))
  }

  const live = (topic: string): StoredMessage[] => {
    const now = Date.now()
    const messages = (topics.get(topic) ?? []).filter((stored) => stored.expiresAt > now)
    if (messages.length) topics.set(topic, messages)
    else topics.delete(topic)
    return messages
  }

  const deliver = (connection: Connection, stored: StoredMessage) => {
    const subscription = connection.subscriptions.get(stored.topic)
    if (subscription === undefined) return
    if (stored.from === connection.client || stored.acknowledgedBy.has(connection.client)) return
    for (const pending of connection.inFlight.values()) if (pending === stored) return
    const id = nextDeliveryId++
    connection.inFlight.set(id, stored)
    counters.delivered++
    const { topic, message, publishedAt, tag } = stored
    send(connection, {
      id,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      // An empty attestation keeps the wallet from asking Verify (verify.walletconnect.org) about the message.
      params: { id: subscription, data: { topic, message, publishedAt, tag, attestation: '' } },
    })
  }

  const store = (from: Connection, topic: string, message: string, tag: number, ttl: number) => {
    const existing = live(topic).find((stored) => stored.message === message)
    // A client that lost its socket publishes again: keep one copy.
    if (existing) return
    const publishedAt = Date.now()
    const stored: StoredMessage = {
      topic,
      message,
      tag,
      publishedAt,
      expiresAt: publishedAt + Math.min(ttl, MAX_TTL_S) * 1000,
      from: from.client,
      acknowledgedBy: new Set(),
    }
    topics.set(topic, [...live(topic), stored])
    counters.published++
    for (const connection of connections) deliver(connection, stored)
  }

  const subscribe = (connection: Connection, topic: string): string => {
    let id = connection.subscriptions.get(topic)
    if (id === undefined) {
      id = randomBytes(32).toString('hex')
      connection.subscriptions.set(topic, id)
    }
    return id
  }
  /** After the response to the subscribe went out, so the client knows the subscription. */
  const deliverRetained = (connection: Connection, topic: string) => {
    for (const stored of live(topic)) deliver(connection, stored)
  }

  const handle = (
    connection: Connection,
    request: JsonRpcRequest,
  ): { result: unknown; after?: () => void } => {
    const params = (request.params ?? {}) as Record<string, unknown>
    switch (request.method) {
      case 'irn_subscribe': {
        const topic = text(params, 'topic')
        return { result: subscribe(connection, topic), after: () => deliverRetained(connection, topic) }
      }
      case 'irn_batchSubscribe': {
        const list = topicList(params)
        return {
          result: list.map((topic) => subscribe(connection, topic)),
          after: () => {
            for (const topic of list) deliverRetained(connection, topic)
          },
        }
      }
      case 'irn_unsubscribe': {
        connection.subscriptions.delete(text(params, 'topic'))
        return { result: true }
      }
      case 'irn_batchUnsubscribe': {
        const entries = Array.isArray(params.subscriptions) ? (params.subscriptions as unknown[]) : []
        for (const entry of entries)
          connection.subscriptions.delete(text(entry as Record<string, unknown>, 'topic'))
        return { result: true }
      }
      case 'irn_publish': {
        store(connection, text(params, 'topic'), text(params, 'message'), tagOf(params), ttlOf(params))
        return { result: true }
      }
      case 'irn_batchFetchMessages':
      case 'irn_fetchMessages': {
        const list = request.method === 'irn_fetchMessages' ? [text(params, 'topic')] : topicList(params)
        const messages = list.flatMap((topic) =>
          live(topic)
            .filter((stored) => stored.from !== connection.client)
            .map(({ topic, message, publishedAt, tag }) => ({
              topic,
              message,
              publishedAt,
              tag,
              attestation: '',
            })),
        )
        return { result: { messages, hasMore: false } }
      }
      case 'wc_proposeSession': {
        // The dapp does not subscribe to the pairing topic itself: the relay does it for it.
        const pairingTopic = text(params, 'pairingTopic')
        const proposal = text(params, 'sessionProposal')
        subscribe(connection, pairingTopic)
        return {
          result: true,
          after: () => {
            deliverRetained(connection, pairingTopic)
            store(connection, pairingTopic, proposal, TAG_SESSION_PROPOSE, ttlOf(params))
          },
        }
      }
      case 'wc_approveSession': {
        // The wallet does not subscribe to the session topic itself: the relay does it for it.
        const sessionTopic = text(params, 'sessionTopic')
        const pairingTopic = text(params, 'pairingTopic')
        const response = text(params, 'sessionProposalResponse')
        const settle = text(params, 'sessionSettlementRequest')
        subscribe(connection, sessionTopic)
        return {
          result: true,
          after: () => {
            deliverRetained(connection, sessionTopic)
            const ttl = ttlOf(params)
            store(connection, pairingTopic, response, TAG_SESSION_PROPOSE_RESPONSE, ttl)
            store(connection, sessionTopic, settle, TAG_SESSION_SETTLE, ttl)
          },
        }
      }
      default:
        throw new RelayRpcError(-32601, `Method not found: ${request.method}`)
    }
  }

  const onMessage = (connection: Connection, data: WebSocket.Data) => {
    let payload: unknown
    try {
      payload = JSON.parse(String(data))
    } catch {
      return
    }
    if (!payload || typeof payload !== 'object') return
    const { id, method } = payload as { id?: unknown; method?: unknown }
    if (typeof id !== 'number' && typeof id !== 'string') return
    if (typeof method !== 'string') {
      // The client's ack of a delivery.
      const stored = typeof id === 'number' ? connection.inFlight.get(id) : undefined
      if (!stored) return
      connection.inFlight.delete(id as number)
      stored.acknowledgedBy.add(connection.client)
      counters.acknowledged++
      return
    }
    requests[method] = (requests[method] ?? 0) + 1
    try {
      const { result, after } = handle(connection, payload as JsonRpcRequest)
      send(connection, { id, jsonrpc: '2.0', result })
      after?.()
    } catch (error) {
      const code = error instanceof RelayRpcError ? error.code : -32603
      send(connection, { id, jsonrpc: '2.0', error: { code, message: String((error as Error).message) } })
    }
  }

  server.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const connection: Connection = {
      socket,
      client: clientIdOf(request) ?? `socket:${randomBytes(8).toString('hex')}`,
      subscriptions: new Map(),
      inFlight: new Map(),
    }
    connections.add(connection)
    counters.connectionsTotal++
    socket.on('message', (data) => onMessage(connection, data))
    socket.on('error', () => socket.terminate())
    socket.on('close', () => connections.delete(connection))
  })

  const keepalive = setInterval(() => {
    for (const connection of connections) {
      if (connection.socket.readyState === WebSocket.OPEN) connection.socket.ping()
    }
    for (const topic of [...topics.keys()]) live(topic)
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
      let retained = 0
      for (const topic of [...topics.keys()]) retained += live(topic).length
      let subscriptions = 0
      for (const connection of connections) subscriptions += connection.subscriptions.size
      return {
        connections: connections.size,
        requests: { ...requests },
        retained,
        subscriptions,
        ...counters,
      }
    },
  }
}

function text(params: Record<string, unknown>, name: string): string {
  const value = params?.[name]
  if (typeof value !== 'string' || value === '') throw new RelayRpcError(-32602, `Invalid params: ${name}`)
  return value
}

function topicList(params: Record<string, unknown>): string[] {
  const list = params.topics
  if (!Array.isArray(list) || !list.every((topic) => typeof topic === 'string' && topic !== '')) {
    throw new RelayRpcError(-32602, 'Invalid params: topics')
  }
  return list as string[]
}

function ttlOf(params: Record<string, unknown>): number {
  const ttl = params.ttl
  return typeof ttl === 'number' && Number.isFinite(ttl) && ttl > 0 ? ttl : DEFAULT_TTL_S
}

function tagOf(params: Record<string, unknown>): number {
  return typeof params.tag === 'number' ? params.tag : 0
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
