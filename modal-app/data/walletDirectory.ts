import { parseCaipNetworkId } from '../config/caip.js'
import { cleanDisplayText } from '../config/cleanDisplayText.js'
import { isRecord } from '../config/isRecord.js'
import { REQUEST_WAS_ABORTED } from '../texts/messages.js'
import { toSafeLink } from '../wallets/toSafeLink.js'
import type { WalletPage, WalletQuery, WalletRecord } from '../wallets/types.js'
import { SDK_QUERY } from './constants.js'
import { WalletDirectoryError } from './errors.js'

/** A directory that does not answer must not hold the list back: after this, the built-in catalogue is used. */
const WALLET_DIRECTORY_TIMEOUT_MS = 10_000
const MAX_NAME_LENGTH = 64
const ID = /^[\w.:-]{1,128}$/

export type WalletDirectoryOptions = {
  /** Base URL without a trailing slash, e.g. `https://api.web3modal.org`. */
  baseUrl: string
  projectId: string
  /**
   * The WalletConnect client id, sent as `clientId` when known. Read at each call: it becomes known once
   * WalletConnect has started on this origin (connectors/walletConnect/walletConnect.ts), which may be after this client is made.
   */
  clientId?: (() => string | undefined) | undefined
  fetch?: typeof fetch
}

export type WalletDirectory = {
  /** SPEC §7 `GET /getWallets`. */
  getWallets(query: WalletQuery, signal?: AbortSignal): Promise<WalletPage>
  /** SPEC §7 `GET getWalletImage/{id}`: the image as a blob, to show through a `blob:` URL. */
  getWalletImage(imageId: string, signal?: AbortSignal): Promise<Blob>
  /** SPEC §7 `GET public/getAssetImage/{id}`: a network's image (data/networkImageIds.ts), as a blob. */
  getAssetImage(imageId: string, signal?: AbortSignal): Promise<Blob>
  /** SPEC §7 `GET public/getCurrencyImage/{id}`: a fiat currency's image, as a blob. */
  getCurrencyImage(imageId: string, signal?: AbortSignal): Promise<Blob>
  /** SPEC §7 `GET public/getTokenImage/{id}`: a token's image, as a blob. */
  getTokenImage(imageId: string, signal?: AbortSignal): Promise<Blob>
}

/**
 * A client for the wallet-directory API (SPEC §7). Every call carries `projectId`, `st` and `sv`, plus `clientId`
 * when set. Answers are untrusted: records that do not have the wallet record's shape are dropped, links are
 * checked, and a non-OK status is an error.
 * @throws {WalletDirectoryError} from every method: non-OK status (`status` set), malformed answer, timeout,
 *   network failure. An abort from the caller's `signal` is an `AbortError`, SPEC §8's 'Request was aborted'.
 */
export function createWalletDirectory(options: WalletDirectoryOptions): WalletDirectory {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis)

  async function get(path: string, params: Record<string, string>, signal: AbortSignal | undefined) {
    const url = new URL(`${options.baseUrl}/${path}`)
    const query: Record<string, string> = {
      projectId: options.projectId,
      ...SDK_QUERY,
      ...params,
    }
    const clientId = options.clientId?.()
    if (clientId) query.clientId = clientId
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
    const timeout = AbortSignal.timeout(WALLET_DIRECTORY_TIMEOUT_MS)
    let response: Response
    try {
      response = await fetchImpl(url, {
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        credentials: 'omit',
      })
    } catch (error) {
      throwIfAborted(signal)
      throw new WalletDirectoryError(`The wallet directory did not answer ${endpoint(path)}`, {
        cause: error,
      })
    }
    if (!response.ok)
      throw new WalletDirectoryError(
        `The wallet directory answered ${response.status} to ${endpoint(path)}`,
        {
          status: response.status,
        },
      )
    return response
  }

  /** An image of the directory's public ones (SPEC §7 `public/…`), with getWalletImage's checks. */
  /** An image endpoint's blob (`getWalletImage/{id}`, `public/getAssetImage/{id}`, …), checked to be an image. */
  async function getImage(endpoint: string, imageId: string, signal: AbortSignal | undefined) {
    const response = await get(`${endpoint}/${encodeURIComponent(imageId)}`, {}, signal)
    const blob = await response.blob().catch((error: unknown) => {
      throwIfAborted(signal)
      throw error
    })
    if (!blob.type.startsWith('image/'))
      throw new WalletDirectoryError(`The wallet directory sent ${blob.type || 'no type'} for an image`)
    return blob
  }

  return {
    async getWallets(query, signal) {
      const params: Record<string, string> = { page: String(query.page), entries: String(query.entries) }
      if (query.include?.length) params.include = query.include.join(',')
      if (query.exclude?.length) params.exclude = query.exclude.join(',')
      if (query.chains?.length) params.chains = query.chains.join(',')
      const search = query.search?.trim()
      if (search) params.search = search
      const response = await get('getWallets', params, signal)
      let json: unknown
      try {
        json = await response.json()
      } catch (error) {
        throwIfAborted(signal)
        throw new WalletDirectoryError('The wallet directory sent a malformed answer to getWallets', {
          cause: error,
        })
      }
      return parseWalletPage(json)
    },

    getWalletImage: (imageId, signal) => getImage('getWalletImage', imageId, signal),
    getAssetImage: (imageId, signal) => getImage('public/getAssetImage', imageId, signal),
    getCurrencyImage: (imageId, signal) => getImage('public/getCurrencyImage', imageId, signal),
    getTokenImage: (imageId, signal) => getImage('public/getTokenImage', imageId, signal),
  }
}

/**
 * The caller's abort, while the request or its body was under way, as one error: SPEC §8's 'Request was aborted',
 * an `AbortError` (not a {@link WalletDirectoryError}: the directory did not fail, so no fallback is due).
 */
function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new DOMException(REQUEST_WAS_ABORTED, 'AbortError')
}

/** The endpoint a path names, without its id: `getWallets`, `getWalletImage`, `public/getAssetImage`. */
const endpoint = (path: string) => path.replace(/\/[^/]*$/, '')

function parseWalletPage(json: unknown): WalletPage {
  if (!isRecord(json) || !Array.isArray(json.data) || typeof json.count !== 'number' || !(json.count >= 0))
    throw new WalletDirectoryError('The wallet directory sent a malformed answer to getWallets', {
      details: 'expected { count: number, data: array }',
    })
  const data = json.data.flatMap((item: unknown) => {
    const wallet = parseWalletRecord(item)
    return wallet ? [wallet] : []
  })
  return { count: Math.max(json.count, data.length), data }
}

/** A wallet record from the directory, or undefined when it lacks an id or a name (cleaned for display). */
function parseWalletRecord(item: unknown): WalletRecord | undefined {
  if (!isRecord(item)) return undefined
  const { id, name, image_id, rdns, chains } = item
  if (typeof id !== 'string' || !ID.test(id)) return undefined
  const shown = typeof name === 'string' ? cleanDisplayText(name, MAX_NAME_LENGTH) : ''
  if (shown === '') return undefined
  const wallet: WalletRecord = {
    id,
    name: shown,
    chains: Array.isArray(chains) ? chains.filter(isCaipNetworkId) : [],
  }
  if (typeof image_id === 'string' && ID.test(image_id)) wallet.image_id = image_id
  if (typeof rdns === 'string' && rdns !== '') wallet.rdns = rdns
  for (const key of ['mobile_link', 'desktop_link', 'webapp_link'] as const) {
    const link = toSafeLink(item[key])
    if (link !== undefined) wallet[key] = link
  }
  return wallet
}

function isCaipNetworkId(value: unknown): value is string {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}
