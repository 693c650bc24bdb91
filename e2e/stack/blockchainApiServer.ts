import type { IncomingMessage, ServerResponse } from 'node:http'
import { readBoundedBody } from './boundedBody.js'
import type { ConvertService } from './convertServer.js'
import { send, startJsonApi } from './jsonApi.js'
import { answerOnramp, onrampProviderPage } from './onrampApi.js'
import { createProfileStore, type ProfileStore } from './profileApi.js'

/**
 * A local Blockchain API built from SPEC §7's contract (the hosted one is not reachable from the tests):
 * - `GET /v1/supported-chains` → `{ http, ws }`;
 * - `GET /v1/account/{address}/balance?currency=usd&chainId=…` → `{ balances }` (SPEC §3's token balance), the
 *   amounts from `balancesOf` (the e2e stack reads them from the seeded chain), the values from `prices`;
 * - `GET /v1/account/{address}/history?chainId=…&cursor=…` → `{ data, next }`, `historyPageSize` a page (2);
 * - `GET /v1/identity/{address}` → `{ name, avatar }`;
 * - `POST /v1/fungible/price` with `{ currency, addresses, projectId }` → `{ fungibles }`;
 * - with `convert`, the swap calls of SPEC §7 (`/v1/convert/*`) and the prices of its chain's tokens
 *   (convertServer.ts, over Uniswap v2 on anvil).
 * - onramp's options, quote and provider URL, and the provider's page `/onramp-provider` (onrampApi.ts).
 * - the profile (names) and smart-session calls, in profileApi.ts.
 * Every call needs `projectId`, `st` and `sv` (400 without): the SDK's type and version, free strings (the modal
 * sends its own name and version). The project id `e2e-api-down` gets 503 for everything,
 * as a failing API would. `GET /__requests?projectId=…` lists the calls made with a project id, for assertions.
 */
export type BlockchainApiServer = { url: string; close(): Promise<void> }

export const API_DOWN_PROJECT_ID = 'e2e-api-down'
const HISTORY_PAGE_SIZE = 2

type ApiBalanceSource = (
  address: string,
  caipNetworkId: string,
) => Promise<{ name: string; symbol: string; address?: string; decimals: number; numeric: string }[]>

export type BlockchainApiData = {
  supportedChains: string[]
  balancesOf: ApiBalanceSource
  /** USD prices by symbol. */
  prices: Record<string, number>
  /** Transactions by lowercase address (SPEC §3's shape), newest first. */
  history: Record<string, unknown[]>
  /** Names and avatars by lowercase address. */
  identities: Record<string, { name: string; avatar: string }>
  /** Transactions per history page; default 2, so that tests page. */
  historyPageSize?: number
  /** The convert (swap) contract of one chain, and its tokens' prices (convertServer.ts). */
  convert?: ConvertService
  /** Names taken already (with their zone) → the address holding each (profileApi.ts). */
  profiles?: Record<string, string>
}

export async function startBlockchainApi(data: BlockchainApiData): Promise<BlockchainApiServer> {
  const requests = new Map<string, { method: string; path: string; query: Record<string, string> }[]>()
  const profiles = createProfileStore({ profiles: data.profiles ?? {} })
  return startJsonApi((request, response) => answer(request, response, data, requests, profiles))
}

/** The price query's body is a list of token addresses: far below this. */
const MAX_BODY_BYTES = 65_536

async function readJson(request: IncomingMessage): Promise<unknown> {
  const body = await readBoundedBody(request, MAX_BODY_BYTES)
  if (body === undefined) throw new Error(`the request body is over ${MAX_BODY_BYTES} bytes`)
  return JSON.parse(body || 'null')
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  data: BlockchainApiData,
  requests: Map<string, { method: string; path: string; query: Record<string, string> }[]>,
  profiles: ProfileStore,
) {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'content-type',
    })
    return response.end()
  }
  const url = new URL(request.url ?? '/', 'http://localhost')
  const query = Object.fromEntries(url.searchParams)
  const path = url.pathname
  if (path === '/__requests') return send(response, 200, requests.get(query.projectId ?? '') ?? [])
  if (path === '/onramp-provider') return onrampProviderPage(response, query)
  if (path.startsWith('/__sessions/') && (await profiles.handle(request, response, path))) return
  if (!query.projectId || !query.st || !query.sv)
    return send(response, 400, { error: 'projectId, st and sv are required' })
  requests.set(query.projectId, [
    ...(requests.get(query.projectId) ?? []),
    { method: request.method ?? 'GET', path, query },
  ])
  if (query.projectId === API_DOWN_PROJECT_ID) return send(response, 503, { error: 'unavailable' })

  // A request's body can be read once: only the convert calls and the prices go to the convert service.
  if (data.convert !== undefined && (path.startsWith('/v1/convert/') || path === '/v1/fungible/price')) {
    const body = request.method === 'POST' ? await readJson(request) : undefined
    const converted = await data.convert(request.method ?? 'GET', path, query, body)
    if (converted !== undefined) return send(response, converted.status, converted.body)
    if (body !== undefined && path === '/v1/fungible/price') return sendPrices(response, data, body)
  }
  const onramp = {
    path,
    projectId: query.projectId,
    supportedChains: data.supportedChains,
    prices: data.prices,
  }
  if (await answerOnramp(request, response, { ...onramp, readJson: () => readJson(request), send })) return
  if (path === '/v1/supported-chains') return send(response, 200, { http: data.supportedChains, ws: [] })
  let match = /^\/v1\/account\/(0x[0-9a-fA-F]{40})\/balance$/.exec(path)
  if (match) {
    const chainId = query.chainId ?? ''
    if (!data.supportedChains.includes(chainId)) return send(response, 400, { error: 'unsupported chain' })
    const balances = await data.balancesOf(match[1]!, chainId)
    return send(response, 200, {
      balances: balances.map((balance) => {
        const price = data.prices[balance.symbol] ?? 0
        return {
          name: balance.name,
          symbol: balance.symbol,
          chainId,
          ...(balance.address ? { address: `${chainId}:${balance.address}` } : {}),
          price,
          value: price * Number(balance.numeric),
          quantity: { decimals: String(balance.decimals), numeric: balance.numeric },
          iconUrl: '',
        }
      }),
    })
  }
  match = /^\/v1\/account\/(0x[0-9a-fA-F]{40})\/history$/.exec(path)
  if (match) {
    const all = data.history[match[1]!.toLowerCase()] ?? []
    const size = data.historyPageSize ?? HISTORY_PAGE_SIZE
    const start = Number(query.cursor ?? 0)
    const next = start + size < all.length ? String(start + size) : null
    return send(response, 200, { data: all.slice(start, start + size), next })
  }
  match = /^\/v1\/identity\/(0x[0-9a-fA-F]{40})$/.exec(path)
  if (match) {
    const identity = data.identities[match[1]!.toLowerCase()]
    return send(response, 200, { name: identity?.name ?? null, avatar: identity?.avatar ?? null })
  }
  if (await profiles.handle(request, response, path)) return
  if (path === '/v1/fungible/price' && request.method === 'POST')
    return sendPrices(response, data, await readJson(request))
  send(response, 404, { error: 'not found' })
}

function sendPrices(response: ServerResponse, data: BlockchainApiData, body: unknown) {
  const { addresses } = (body ?? {}) as { addresses?: unknown }
  const fungibles = Object.entries(data.prices).map(([symbol, price]) => ({
    name: symbol,
    symbol,
    iconUrl: '',
    price,
  }))
  send(response, 200, { fungibles: Array.isArray(addresses) && addresses.length ? fungibles : [] })
}
