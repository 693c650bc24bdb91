import type { Connection, JsonRpcRequest, RelayTopics } from './relayTopics.js'

/** The tags the 2.25 clients expect on what the relay publishes for them (walletconnect-offline.md). */
const TAG_SESSION_PROPOSE = 1100
const TAG_SESSION_PROPOSE_RESPONSE = 1101
const TAG_SESSION_SETTLE = 1102
const DEFAULT_TTL_S = 300

export class RelayRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** A method's result, and what to do once the response has gone out. */
type Handled = { result: unknown; after?: () => void }

/**
 * Answers one JSON-RPC request of a client: the `irn_*` methods and the `wc_proposeSession` / `wc_approveSession`
 * methods that `@walletconnect/core` 2.25 sends.
 * @throws {RelayRpcError} for bad params (-32602) and unknown methods (-32601).
 */
export function handleRelayRequest(
  topics: RelayTopics,
  connection: Connection,
  request: JsonRpcRequest,
): Handled {
  const params = (request.params ?? {}) as Record<string, unknown>
  switch (request.method) {
    case 'irn_subscribe': {
      const topic = text(params, 'topic')
      return {
        result: topics.subscribe(connection, topic),
        after: () => topics.deliverRetained(connection, topic),
      }
    }
    case 'irn_batchSubscribe': {
      const list = topicList(params)
      return {
        result: list.map((topic) => topics.subscribe(connection, topic)),
        after: () => {
          for (const topic of list) topics.deliverRetained(connection, topic)
        },
      }
    }
    case 'irn_unsubscribe':
      connection.subscriptions.delete(text(params, 'topic'))
      return { result: true }
    case 'irn_batchUnsubscribe': {
      const entries = Array.isArray(params.subscriptions) ? (params.subscriptions as unknown[]) : []
      for (const entry of entries)
        connection.subscriptions.delete(text(entry as Record<string, unknown>, 'topic'))
      return { result: true }
    }
    case 'irn_publish':
      topics.store(connection, text(params, 'topic'), text(params, 'message'), tagOf(params), ttlOf(params))
      return { result: true }
    case 'irn_batchFetchMessages':
    case 'irn_fetchMessages': {
      const list = request.method === 'irn_fetchMessages' ? [text(params, 'topic')] : topicList(params)
      return {
        result: { messages: list.flatMap((topic) => topics.fetch(connection, topic)), hasMore: false },
      }
    }
    case 'wc_proposeSession':
      return proposeSession(topics, connection, params)
    case 'wc_approveSession':
      return approveSession(topics, connection, params)
    default:
      throw new RelayRpcError(-32601, `Method not found: ${request.method}`)
  }
}

/** The dapp does not subscribe to the pairing topic itself: the relay does it for it. */
function proposeSession(
  topics: RelayTopics,
  connection: Connection,
  params: Record<string, unknown>,
): Handled {
  const pairingTopic = text(params, 'pairingTopic')
  const proposal = text(params, 'sessionProposal')
  topics.subscribe(connection, pairingTopic)
  return {
    result: true,
    after: () => {
      topics.deliverRetained(connection, pairingTopic)
      topics.store(connection, pairingTopic, proposal, TAG_SESSION_PROPOSE, ttlOf(params))
    },
  }
}

/** The wallet does not subscribe to the session topic itself: the relay does it for it. */
function approveSession(
  topics: RelayTopics,
  connection: Connection,
  params: Record<string, unknown>,
): Handled {
  const sessionTopic = text(params, 'sessionTopic')
  const pairingTopic = text(params, 'pairingTopic')
  const response = text(params, 'sessionProposalResponse')
  const settle = text(params, 'sessionSettlementRequest')
  topics.subscribe(connection, sessionTopic)
  return {
    result: true,
    after: () => {
      topics.deliverRetained(connection, sessionTopic)
      const ttl = ttlOf(params)
      topics.store(connection, pairingTopic, response, TAG_SESSION_PROPOSE_RESPONSE, ttl)
      topics.store(connection, sessionTopic, settle, TAG_SESSION_SETTLE, ttl)
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
