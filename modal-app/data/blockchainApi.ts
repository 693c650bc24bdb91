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
import { SDK_QUERY } from './constants.js'
import { BlockchainApiError } from './errors.js'

/** A Blockchain API that does not answer must not hold the Account view back: the fallback takes over. */
const BLOCKCHAIN_API_TIMEOUT_MS = 10_000

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
}

export type Identity = { name: string | undefined; avatar: string | undefined }

/** One call to the API, with SPEC §7's query parameters; the answer checked against `schema`. */
async function callApi<TSchema extends v.GenericSchema>(
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
  let response: Response
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
  const answer: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const { message, error } = isRecord(answer) ? answer : {}
    const reason = typeof message === 'string' ? message : typeof error === 'string' ? error : undefined
    throw new BlockchainApiError(`The Blockchain API answered ${response.status} to ${name}`, {
      status: response.status,
      details: reason?.slice(0, REASON_CHARS),
    })
  }
  return answer
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
