import * as v from 'valibot'
import { SDK_QUERY } from './constants.js'

/** An analytics call must not linger: the modal does not wait for it, and a late answer changes nothing. */
const ANALYTICS_TIMEOUT_MS = 10_000

const analyticsConfigSchema = v.object({ isAnalyticsEnabled: v.boolean() })

export type AnalyticsApiOptions = {
  /** The wallet-directory API (`walletDirectoryUrl`), which answers `GET /getAnalyticsConfig`. */
  directoryUrl: string
  /** The analytics service (`analyticsUrl`), which takes `POST /e`. */
  analyticsUrl: string
  projectId: string
  /** The WalletConnect client id, sent as `clientId` when known (read at each call). */
  clientId?: (() => string | undefined) | undefined
  fetch?: typeof fetch
}

/** SPEC §7's analytics body: the event's id, where it happened (the verified embedding origin), when, and what. */
export type AnalyticsBody = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { type: 'track'; event: string; properties: Record<string, unknown>; address?: string | undefined }
}

/**
 * A client for SPEC §7's analytics: whether the project has analytics on (`GET /getAnalyticsConfig` on the wallet
 * directory), and `POST /e`. Both carry `projectId`, `st`, `sv` and `clientId` when set, with no cookies and no
 * referrer.
 */
export function createAnalyticsApi(options: AnalyticsApiOptions) {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis)
  const urlOf = (base: string, path: string) => {
    const url = new URL(`${base}/${path}`)
    const clientId = options.clientId?.()
    const query = { projectId: options.projectId, ...SDK_QUERY, ...(clientId ? { clientId } : {}) }
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
    return url
  }
  const init = { credentials: 'omit', referrerPolicy: 'no-referrer', redirect: 'error' } as const

  return {
    /** The project's analytics switch; false on any failure (an error status, a malformed answer, no answer). */
    async isEnabled(): Promise<boolean> {
      try {
        const response = await fetchImpl(urlOf(options.directoryUrl, 'getAnalyticsConfig'), {
          ...init,
          signal: AbortSignal.timeout(ANALYTICS_TIMEOUT_MS),
        })
        if (!response.ok) return false
        const answer = v.safeParse(analyticsConfigSchema, await response.json())
        return answer.success && answer.output.isAnalyticsEnabled
      } catch {
        return false
      }
    },

    /** Sends one event: the answer's HTTP status, or undefined when none came. */
    async send(body: AnalyticsBody): Promise<number | undefined> {
      try {
        const response = await fetchImpl(urlOf(options.analyticsUrl, 'e'), {
          ...init,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(ANALYTICS_TIMEOUT_MS),
          keepalive: true,
        })
        await response.body?.cancel().catch(() => undefined)
        return response.status
      } catch {
        return undefined
      }
    },
  }
}

export type AnalyticsApi = ReturnType<typeof createAnalyticsApi>
