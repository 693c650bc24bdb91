import { randomBytes } from 'node:crypto'
import WebSocket from 'ws'

const MAX_TTL_S = 30 * 24 * 3600

export type JsonRpcRequest = { id: number | string; jsonrpc: '2.0'; method: string; params?: unknown }
export type JsonRpcResponse = { id: number | string; jsonrpc: '2.0'; result?: unknown; error?: unknown }

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

export type Connection = {
  socket: WebSocket
  /** The client's `did:key` from its `auth` JWT (stable across reconnects), else unique to the socket. */
  client: string
  /** topic → subscription id */
  subscriptions: Map<string, string>
  /** Deliveries sent and not yet acknowledged: request id → message. */
  inFlight: Map<number, StoredMessage>
}

/** A message as the relay hands it to a client (`irn_subscription` data, `irn_fetchMessages` entries). */
export type DeliveredMessage = {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation: ''
}

/**
 * The relay's topics: the messages kept until their ttl, the client connections, their subscriptions, and delivery
 * (once per client: an acknowledged message is not sent to that client again; a client never gets its own).
 */
export class RelayTopics {
  readonly connections = new Set<Connection>()
  readonly counters = { connectionsTotal: 0, published: 0, delivered: 0, acknowledged: 0 }
  private readonly topics = new Map<string, StoredMessage[]>()
  private nextDeliveryId = 1

  send(connection: Connection, payload: JsonRpcRequest | JsonRpcResponse) {
    if (connection.socket.readyState === WebSocket.OPEN) connection.socket.send(JSON.stringify(payload))
  }

  /** The topic's messages whose ttl has not expired (the expired ones are dropped). */
  live(topic: string): StoredMessage[] {
    const now = Date.now()
    const messages = (this.topics.get(topic) ?? []).filter((stored) => stored.expiresAt > now)
    if (messages.length) this.topics.set(topic, messages)
    else this.topics.delete(topic)
    return messages
  }

  /** What a client may fetch from `topic`: every live message but its own. */
  fetch(connection: Connection, topic: string): DeliveredMessage[] {
    return this.live(topic)
      .filter((stored) => stored.from !== connection.client)
      .map(({ topic, message, publishedAt, tag }) => ({ topic, message, publishedAt, tag, attestation: '' }))
  }

  /** Drops every expired message. */
  sweep() {
    for (const topic of [...this.topics.keys()]) this.live(topic)
  }

  retained(): number {
    let retained = 0
    for (const topic of [...this.topics.keys()]) retained += this.live(topic).length
    return retained
  }

  private deliver(connection: Connection, stored: StoredMessage) {
    const subscription = connection.subscriptions.get(stored.topic)
    if (subscription === undefined) return
    if (stored.from === connection.client || stored.acknowledgedBy.has(connection.client)) return
    for (const pending of connection.inFlight.values()) if (pending === stored) return
    const id = this.nextDeliveryId++
    connection.inFlight.set(id, stored)
    this.counters.delivered++
    const { topic, message, publishedAt, tag } = stored
    this.send(connection, {
      id,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      // An empty attestation keeps the wallet from asking Verify (verify.walletconnect.org) about the message.
      params: { id: subscription, data: { topic, message, publishedAt, tag, attestation: '' } },
    })
  }

  /** Keeps a message on `topic` for `ttl` seconds and delivers it to every subscriber. */
  store(from: Connection, topic: string, message: string, tag: number, ttl: number) {
    const existing = this.live(topic).find((stored) => stored.message === message)
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
    this.topics.set(topic, [...this.live(topic), stored])
    this.counters.published++
    for (const connection of this.connections) this.deliver(connection, stored)
  }

  /** Subscribes the connection to `topic` (again: the same id); answers the subscription id. */
  subscribe(connection: Connection, topic: string): string {
    let id = connection.subscriptions.get(topic)
    if (id === undefined) {
      id = randomBytes(32).toString('hex')
      connection.subscriptions.set(topic, id)
    }
    return id
  }

  /** Sends the topic's kept messages: after the response to the subscribe went out, so the client knows it. */
  deliverRetained(connection: Connection, topic: string) {
    for (const stored of this.live(topic)) this.deliver(connection, stored)
  }

  /** The client's ack of delivery `id`. */
  acknowledge(connection: Connection, id: number) {
    const stored = connection.inFlight.get(id)
    if (!stored) return
    connection.inFlight.delete(id)
    stored.acknowledgedBy.add(connection.client)
    this.counters.acknowledged++
  }
}
