import type { IncomingMessage, ServerResponse } from 'node:http'
import { readBoundedBody } from './boundedBody.js'
import { send, startJsonApi } from './jsonApi.js'

/**
 * A local analytics service built from SPEC §7's contract (Reown's hosted one is not reachable from the tests):
 * - `POST /e?projectId=…&st=…&sv=…` with the JSON body `{ eventId, url, domain, timestamp, props }`, `props` an
 *   object (the event's data and the address): 202; a body of another shape: 400; without `projectId`, `st` and
 *   `sv`: 400.
 * - A project id that ends in {@link FORBIDDEN_SUFFIX} gets 403, as the hosted service answers an origin that is
 *   not on the project's allowlist.
 * - `GET /__requests?projectId=…` lists what was posted with a project id (the query and the body), for assertions;
 *   refused posts too.
 */
export type AnalyticsServer = { url: string; close(): Promise<void> }

export const FORBIDDEN_SUFFIX = '-forbidden'
/** An event is a few hundred bytes. */
const MAX_BODY_BYTES = 16_384

export type PostedEvent = { query: Record<string, string>; body: unknown; status: number }

export async function startAnalyticsServer(): Promise<AnalyticsServer> {
  const posted = new Map<string, PostedEvent[]>()
  return startJsonApi((request, response) => answer(request, response, posted))
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether `body` has SPEC §7's analytics shape. */
function isEventBody(body: unknown): boolean {
  if (!isRecord(body)) return false
  const { eventId, url, domain, timestamp, props } = body
  return (
    typeof eventId === 'string' &&
    typeof url === 'string' &&
    typeof domain === 'string' &&
    typeof timestamp === 'number' &&
    isRecord(props)
  )
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  posted: Map<string, PostedEvent[]>,
) {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'content-type',
    })
    return response.end()
  }
  const url = new URL(request.url ?? '/', 'http://localhost')
  const query = Object.fromEntries(url.searchParams)
  if (url.pathname === '/__requests' && request.method === 'GET')
    return send(response, 200, posted.get(query.projectId ?? '') ?? [])
  if (url.pathname !== '/e' || request.method !== 'POST') return send(response, 404, { error: 'not found' })
  if (!query.projectId || !query.st || !query.sv)
    return send(response, 400, { error: 'projectId, st and sv are required' })
  const text = await readBoundedBody(request, MAX_BODY_BYTES)
  let body: unknown
  try {
    body = text === undefined ? undefined : JSON.parse(text)
  } catch {
    body = undefined
  }
  const status = !isEventBody(body) ? 400 : query.projectId.endsWith(FORBIDDEN_SUFFIX) ? 403 : 202
  posted.set(query.projectId, [...(posted.get(query.projectId) ?? []), { query, body, status }])
  send(response, status, status === 202 ? {} : { error: status === 403 ? 'origin not allowed' : 'bad event' })
}
