import type { SiwxState } from '../../shared/protocol.js'
import { isRecord } from '../config/isRecord.js'
import { SiwxBackendError } from './errors.js'

/** A backend that does not answer must not hold the sign-in forever. */
const SIWX_BACKEND_TIMEOUT_MS = 10_000
const MAX_REASON_CHARS = 160

/** What the modal posts to `verifyUrl`. @internal exported for the tests */
export type SiwxVerifyRequest = {
  message: string
  signature: string
  address: string
  caipNetworkId: string
}

export type SiwxBackendClient = {
  /** `GET nonceUrl` → `{ nonce }`. */
  nonce(url: string): Promise<string>
  /** `POST verifyUrl`: the backend's `{ session }`. */
  verify(url: string, request: SiwxVerifyRequest): Promise<SiwxState>
  /** `GET sessionUrl`: the backend's `{ session }`, or undefined for a 404. */
  session(url: string): Promise<SiwxState | undefined>
}

/** A session as the dapp's backend answers it; anything else is undefined. */
export function parseSiwxSession(value: unknown): SiwxState | undefined {
  if (!isRecord(value)) return undefined
  const { address, caipNetworkId, expiresAt } = value
  if (typeof address !== 'string' || typeof caipNetworkId !== 'string' || typeof expiresAt !== 'string')
    return undefined
  if (Number.isNaN(Date.parse(expiresAt))) return undefined
  return { address, caipNetworkId, expiresAt }
}

/**
 * The client of the dapp's sign-in backend (ARCHITECTURE.md, "Account data and sign-in"). Calls carry credentials,
 * so a backend on the dapp's site keeps its session cookie. Answers are untrusted: checked before use.
 * @throws {SiwxBackendError} from every method: non-2xx status (with the backend's `error` text, if any), malformed
 *   answer, timeout, network failure.
 */
export function createSiwxBackendClient(fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)) {
  /** The answer's JSON object; undefined for a 404 when `missingIsNone` (`GET sessionUrl`: no session). */
  async function call(
    url: string,
    init: RequestInit,
    missingIsNone = false,
  ): Promise<Record<string, unknown> | undefined> {
    let response: Response
    try {
      response = await fetchImpl(url, {
        ...init,
        credentials: 'include',
        signal: AbortSignal.timeout(SIWX_BACKEND_TIMEOUT_MS),
      })
    } catch (cause) {
      throw new SiwxBackendError(`The sign-in backend at ${url} did not answer`, { cause })
    }
    if (response.status === 404 && missingIsNone) return undefined
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const reason = isRecord(body) && typeof body.error === 'string' ? body.error : undefined
      throw new SiwxBackendError(`The sign-in backend answered HTTP ${response.status}`, {
        status: response.status,
        ...(reason ? { details: reason.slice(0, MAX_REASON_CHARS) } : {}),
      })
    }
    if (!isRecord(body)) throw new SiwxBackendError(`The sign-in backend at ${url} did not answer JSON`)
    return body
  }
  const sessionOf = (body: Record<string, unknown> | undefined, url: string) => {
    const session = parseSiwxSession(body?.session)
    if (!session) throw new SiwxBackendError(`The sign-in backend at ${url} answered no valid session`)
    return session
  }

  return {
    async nonce(url) {
      const body = await call(url, {})
      if (typeof body?.nonce !== 'string')
        throw new SiwxBackendError(`The sign-in backend at ${url} answered no nonce`)
      return body.nonce
    },
    async verify(url, request) {
      const body = await call(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      })
      return sessionOf(body, url)
    },
    async session(url) {
      const body = await call(url, {}, true)
      return body === undefined ? undefined : sessionOf(body, url)
    },
  } satisfies SiwxBackendClient
}
