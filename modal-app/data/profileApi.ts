import { isRecord } from '../../shared/guards.js'
import type { BlockchainApiOptions } from './blockchainApi.js'
import { SDK_QUERY } from './constants.js'
import { BlockchainApiError } from './errors.js'

/** The API did not answer in this long: the name views show their error rather than spin. */
const PROFILE_API_TIMEOUT_MS = 10_000

/** SPEC §7's profile suggestion: a name with its zone, and whether someone holds it. */
export type NameSuggestion = { name: string; registered: boolean }
/** A profile (`apiVersion` 2): its name and the address per ENSIP-11 coin type. */
export type Profile = { name: string; addresses: Record<string, string> }
/** A smart session (SPEC §6): the permission context id (`pci`), the dapp that holds it, when it ends. */
export type SmartSession = {
  pci: string
  project: { name: string; url: string | undefined; iconUrl: string | undefined }
  /** Unix seconds. */
  expiry: number
  revokedAt: number | undefined
  permissions: string[]
}

/**
 * A failed profile or session call. `reason` is the API's first reason's description when it gave one
 * (`{ reasons: [{ description }] }`): SPEC §8 prefers it to the modal's own message.
 */
export class ProfileApiError extends BlockchainApiError {
  override name = 'ProfileApiError'
  reason: string | undefined
  constructor(message: string, parameters: { status?: number; reason?: string; cause?: unknown } = {}) {
    super(message, parameters)
    this.reason = parameters.reason
  }
}

const firstReason = (body: unknown): string | undefined => {
  const reasons = isRecord(body) ? body.reasons : undefined
  const first: unknown = Array.isArray(reasons) ? reasons[0] : undefined
  const description = isRecord(first) ? first.description : undefined
  return typeof description === 'string' && description.trim() !== '' ? description.trim() : undefined
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/** A profile as answered, hand-checked (valibot's functions would land in the startup bundle). */
function profileOf(value: unknown): Profile | undefined {
  if (!isRecord(value) || typeof value.name !== 'string') return undefined
  const addresses: Record<string, string> = {}
  if (isRecord(value.addresses))
    for (const [coinType, entry] of Object.entries(value.addresses)) {
      const address = isRecord(entry) ? entry.address : undefined
      if (typeof address === 'string') addresses[coinType] = address
    }
  return { name: value.name, addresses }
}

function sessionOf(value: unknown): SmartSession | undefined {
  if (!isRecord(value) || typeof value.pci !== 'string' || typeof value.expiry !== 'number') return undefined
  const project = isRecord(value.project) ? value.project : {}
  const permissions = Array.isArray(value.permissions) ? value.permissions : []
  return {
    pci: value.pci,
    project: {
      name: text(project.name) ?? 'Unknown app',
      url: text(project.url),
      iconUrl: text(project.iconUrl),
    },
    expiry: value.expiry,
    revokedAt: typeof value.revokedAt === 'number' ? value.revokedAt : undefined,
    permissions: permissions.flatMap((entry) =>
      isRecord(entry) && typeof entry.type === 'string' ? [entry.type] : [],
    ),
  }
}

/**
 * The Blockchain API's profile (names) and smart-session calls of SPEC §7, under the same query (`projectId`, `st`,
 * `sv`, `clientId`) and base URL (`apiBaseUrl`) as data/blockchainApi.ts. Its own small fetch: a failed registration
 * must carry the API's reason (SPEC §8), and its answers are checked by hand.
 * @throws {ProfileApiError} from every method: non-OK status (with the API's first reason), malformed answer, none.
 */
export function createProfileApi(options: BlockchainApiOptions) {
  async function call(path: string, params: Record<string, string | undefined>, body?: unknown) {
    const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis)
    const url = new URL(`${options.baseUrl}/${path}`)
    const query = { projectId: options.projectId, ...SDK_QUERY, ...params, clientId: options.clientId?.() }
    for (const [key, value] of Object.entries(query))
      if (value !== undefined) url.searchParams.set(key, value)
    const name = path.split('/').slice(0, 3).join('/')
    let response: Response
    try {
      response = await fetchImpl(url, {
        method: body === undefined ? 'GET' : 'POST',
        credentials: 'omit',
        signal: AbortSignal.timeout(PROFILE_API_TIMEOUT_MS),
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      })
    } catch (error) {
      throw new ProfileApiError(`The Blockchain API did not answer ${name}`, { cause: error })
    }
    const answer: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const reason = firstReason(answer)
      throw new ProfileApiError(`The Blockchain API answered ${response.status} to ${name}`, {
        status: response.status,
        ...(reason === undefined ? {} : { reason }),
      })
    }
    return answer
  }
  const malformed = (path: string) =>
    new ProfileApiError(`The Blockchain API's answer to ${path} is malformed`)

  return {
    /** Identifies the API and project, for cache keys. */
    key: `${options.baseUrl}|${options.projectId}`,
    /** `GET /v1/profile/suggestions/{name}?zone=…`: names like `name`, each with whether it is taken. */
    async suggestions(name: string, zone: string): Promise<NameSuggestion[]> {
      const answer = await call(`v1/profile/suggestions/${encodeURIComponent(name)}`, { zone })
      const list = isRecord(answer) ? answer.suggestions : undefined
      if (!Array.isArray(list)) throw malformed('v1/profile/suggestions')
      return list.flatMap((entry) =>
        isRecord(entry) && typeof entry.name === 'string'
          ? [{ name: entry.name, registered: entry.registered === true }]
          : [],
      )
    },
    /** `GET /v1/profile/account/{name}`: the profile, or undefined when nobody holds the name (404). */
    async account(name: string): Promise<Profile | undefined> {
      try {
        const profile = profileOf(
          await call(`v1/profile/account/${encodeURIComponent(name)}`, { apiVersion: '2' }),
        )
        if (profile === undefined) throw malformed('v1/profile/account')
        return profile
      } catch (error) {
        if (error instanceof ProfileApiError && error.status === 404) return undefined
        throw error
      }
    },
    /** `GET /v1/profile/reverse/{address}`: the names that hold `address`, the current one first. */
    async reverse(address: string): Promise<Profile[]> {
      const answer = await call(`v1/profile/reverse/${address}`, { sender: address, apiVersion: '2' })
      if (!Array.isArray(answer)) throw malformed('v1/profile/reverse')
      return answer.flatMap((entry) => profileOf(entry) ?? [])
    },
    /** `POST /v1/profile/account`: registers the name in `message`, signed by `address`. */
    async register(body: { coinType: number; address: string; message: string; signature: string }) {
      const { coinType, address, message, signature } = body
      await call('v1/profile/account', {}, { coin_type: coinType, address, message, signature })
    },
    /** `GET /v1/sessions/{address}`: the account's smart sessions. */
    async sessions(address: string): Promise<SmartSession[]> {
      const answer = await call(`v1/sessions/${address}`, {})
      const list = isRecord(answer) ? answer.pcis : undefined
      if (!Array.isArray(list)) throw malformed('v1/sessions')
      return list.flatMap((entry) => sessionOf(entry) ?? [])
    },
    /** `POST /v1/sessions/{address}/revoke`: ends session `pci`, with the account's signature over it. */
    async revokeSession(address: string, pci: string, signature: string) {
      await call(`v1/sessions/${address}/revoke`, {}, { pci, signature })
    },
  }
}

export type ProfileApi = ReturnType<typeof createProfileApi>
