import * as v from 'valibot'
import { isRecord } from '../../shared/guards.js'
import {
  type ApiBalances,
  type ApiHistory,
  balancesSchema,
  fungiblePriceSchema,
  historySchema,
  identitySchema,
  supportedChainsSchema,
} from './blockchainApiSchemas.js'
import { takeChainWrite } from './chainWrites.js'
import { SDK_QUERY } from './constants.js'
import { BlockchainApiError } from './errors.js'

/** A Blockchain API that does not answer must not hold the Account view back: the fallback takes over. */
const BLOCKCHAIN_API_TIMEOUT_MS = 10_000
/** SPEC §8's HTTP statuses that are tried again, and §9's retries: 3, with exponential delays from 150 ms. */
const RETRIED_STATUSES: ReadonlySet<number> = new Set([403, 408, 413, 429, 500, 502, 503, 504])
const RETRIES = 3
const RETRY_DELAY_MS = 150
/** A Retry-After longer than this is not waited for: the call fails, and the fallback takes over. */
const MAX_RETRY_AFTER_MS = 10_000

/**
 * @internal Exported for its test. How long to wait before try number `retry` (1, 2, 3): the server's Retry-After
 * (seconds or an HTTP date) when it sent one, else 150, 300, 600 ms; undefined when it asks for longer than
 * MAX_RETRY_AFTER_MS.
 */
export function retryDelay(retry: number, retryAfter: string | null, now = Date.now()): number | undefined {
  const exponential = RETRY_DELAY_MS * 2 ** (retry - 1)
  if (retryAfter === null || retryAfter.trim() === '') return exponential
  const seconds = Number(retryAfter)
  const asked = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now
  if (Number.isNaN(asked)) return exponential
  const wait = Math.max(0, asked)
  return wait > MAX_RETRY_AFTER_MS ? undefined : wait
}

export type BlockchainApiOptions = {
  /** Base URL without a trailing slash (`apiBaseUrl`). */
  baseUrl: string
  projectId: string
  /**
   * The WalletConnect client id, sent as `clientId` when known. Read at each call: it becomes known once
   * WalletConnect has started on this origin (connectors/walletConnect/walletConnect.ts), which may be after this client is made.
   */
  clientId?: (() => string | undefined) | undefined
  fetch?: typeof fetch
  /** Waits between retries (tests pass a fake clock). */
  sleep?: (ms: number) => Promise<void>
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A service's error message in a JSON answer (`{ message }` or `{ error }`), if any. */
async function serverMessage(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => undefined)
  if (!isRecord(body)) return undefined
  const { message, error } = body
  return typeof message === 'string' ? message : typeof error === 'string' ? error : undefined
}

export type Identity = { name: string | undefined; avatar: string | undefined }

/**
 * One call to the API, with SPEC §7's query parameters; the answer checked against `schema`.
 * @throws {BlockchainApiError} non-OK status (`status` set), malformed answer, no answer.
 */
export async function callApi<TSchema extends v.GenericSchema>(
  options: BlockchainApiOptions,
  schema: TSchema,
  path: string,
  params: Record<string, string | undefined>,
  body?: unknown,
): Promise<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, await requestBlockchainApi(options, path, params, body))
  if (!result.success)
    throw new BlockchainApiError(`The Blockchain API's answer to ${nameOf(path)} is malformed`)
  return result.output
}

/** A path as errors name it: addresses in it elided. */
const nameOf = (path: string) => path.replace(/\/0x[0-9a-fA-F]+/g, '/…')

/** The most of a service's own reason an error repeats. */
const REASON_CHARS = 200

/**
 * One call to the API, with SPEC §7's query parameters (`projectId`, `st`, `sv`, `clientId` when set); a POST with
 * `body` as JSON. Its answer as parsed JSON (undefined when not JSON), for the caller to check.
 * @throws {BlockchainApiError} non-OK status (`status` set; the service's `message` or `error`, if any, as details),
 *   or no answer.
 */
export async function requestBlockchainApi(
  options: BlockchainApiOptions,
  path: string,
  params: Record<string, string | undefined>,
  body?: unknown,
): Promise<unknown> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis)
  const url = new URL(`${options.baseUrl}/${path}`)
  const query = {
    projectId: options.projectId,
    ...SDK_QUERY,
    ...params,
    clientId: options.clientId?.(),
  }
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value)
  const name = nameOf(path)
  const sleep = options.sleep ?? sleepFor
  let response: Response
  for (let retry = 0; ; retry++) {
    try {
      response = await fetchImpl(url, {
        method: body === undefined ? 'GET' : 'POST',
        credentials: 'omit',
        signal: AbortSignal.timeout(BLOCKCHAIN_API_TIMEOUT_MS),
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      })
    } catch (error) {
      throw new BlockchainApiError(`The Blockchain API did not answer ${name}`, { cause: error })
    }
    if (response.ok || !RETRIED_STATUSES.has(response.status) || retry === RETRIES) break
    const delay = retryDelay(retry + 1, response.headers.get('retry-after'))
    if (delay === undefined) break
    await response.body?.cancel().catch(() => undefined)
    await sleep(delay)
  }
  if (!response.ok) {
    const reason = await serverMessage(response)
    // SPEC §8's server messages (an unknown project id, an origin not allowed) say what to fix.
    const alert = await import('../texts/alerts.js').then(
      (module) => module.alertForServerMessage(reason),
      () => undefined,
    )
    throw new BlockchainApiError(
      alert
        ? `${alert.shortMessage}: ${alert.longMessage}`
        : `The Blockchain API answered ${response.status} to ${name}`,
      { status: response.status, details: reason?.slice(0, REASON_CHARS) },
    )
  }
  return response.json().catch(() => undefined)
}

/**
 * A client for the Blockchain API of SPEC §7: balances, history, identity and fungible prices. Every call carries
 * `projectId`, `st`, `sv` and `clientId` when set; answers are shape-checked; a chain the API does not list in
 * `v1/supported-chains` gets an empty answer without a call.
 * @throws {BlockchainApiError} from every method: non-OK status (`status` set), malformed answer, no answer.
 */
export function createBlockchainApi(options: BlockchainApiOptions) {
  let supported: Promise<ReadonlySet<string>> | undefined

  const call = <TSchema extends v.GenericSchema>(
    schema: TSchema,
    path: string,
    params: Record<string, string | undefined>,
    body?: unknown,
  ) => callApi(options, schema, path, params, body)

  /** Whether the API serves `caipNetworkId` (SPEC §7: chain-dependent calls are empty on other chains). */
  async function supports(caipNetworkId: string): Promise<boolean> {
    supported ??= call(supportedChainsSchema, 'v1/supported-chains', {}).then(
      (chains) => new Set(chains.http),
      (error: unknown) => {
        supported = undefined
        throw error
      },
    )
    return (await supported).has(caipNetworkId)
  }

  return {
    /** Identifies the API and project, for cache keys. */
    key: `${options.baseUrl}|${options.projectId}`,
    supports,
    /** `GET /v1/account/{address}/balance`: the account's balances on one chain, in USD. */
    async balance(address: string, caipNetworkId: string): Promise<ApiBalances['balances']> {
      if (!(await supports(caipNetworkId))) return []
      const answer = await call(balancesSchema, `v1/account/${address}/balance`, {
        currency: 'usd',
        chainId: caipNetworkId,
        forceUpdate: takeChainWrite() ? 'true' : undefined,
      })
      return answer.balances
    },
    /** `GET /v1/account/{account}/history`: one page, from `cursor`. */
    async history(address: string, caipNetworkId: string, cursor: string | undefined): Promise<ApiHistory> {
      if (!(await supports(caipNetworkId))) return { data: [], next: undefined }
      return call(historySchema, `v1/account/${address}/history`, { chainId: caipNetworkId, cursor })
    },
    /** `GET /v1/identity/{address}`: the account's name and avatar, if it has them. */
    async identity(address: string): Promise<Identity> {
      const answer = await call(identitySchema, `v1/identity/${address}`, { sender: address })
      return { name: answer.name ?? undefined, avatar: answer.avatar ?? undefined }
    },
    /** `POST /v1/fungible/price`: USD prices of tokens by CAIP-10 address. */
    async fungiblePrice(addresses: readonly string[]) {
      if (addresses.length === 0) return []
      const answer = await call(
        fungiblePriceSchema,
        'v1/fungible/price',
        {},
        { projectId: options.projectId, currency: 'usd', addresses },
      )
      return answer.fungibles
    },
  }
}

export type BlockchainApi = ReturnType<typeof createBlockchainApi>
