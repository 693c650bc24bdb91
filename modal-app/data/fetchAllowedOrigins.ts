import * as v from 'valibot'
import { isOriginPattern } from '../config/origins.js'
import { log } from '../lib/log.js'
import { SDK_QUERY } from './constants.js'

/** The handshake waits for this list: past this, the page is judged without it. */
const ORIGINS_TIMEOUT_MS = 10_000
/** A project lists a handful of origins; an answer with more is not one. */
const MAX_ORIGINS = 1_000
const MAX_ORIGIN_CHARS = 300

const originsSchema = v.object({
  allowedOrigins: v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(MAX_ORIGIN_CHARS))),
    v.maxLength(MAX_ORIGINS),
  ),
})

export type FetchAllowedOriginsOptions = {
  /** The wallet-directory API (`walletDirectoryUrl` of the deployment's config.json). */
  baseUrl: string
  /** The deployment's project id (never a dapp's: the page being judged cannot name the list that admits it). */
  projectId: string
  fetch?: typeof fetch
}

/**
 * SPEC §7's `GET /projects/v1/origins`: the origins the project allows, in config.json's pattern grammar (SPEC §5's
 * wildcards); entries that are not such a pattern are dropped. Empty on any failure (an error status, a malformed
 * answer, no answer), so the allow-list still fails closed.
 */
export async function fetchAllowedOrigins(options: FetchAllowedOriginsOptions): Promise<string[]> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis)
  const url = new URL(`${options.baseUrl}/projects/v1/origins`)
  for (const [key, value] of Object.entries({ projectId: options.projectId, ...SDK_QUERY }))
    url.searchParams.set(key, value)
  try {
    const response = await fetchImpl(url, {
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      redirect: 'error',
      signal: AbortSignal.timeout(ORIGINS_TIMEOUT_MS),
    })
    if (!response.ok) return []
    const answer = v.safeParse(originsSchema, await response.json())
    return answer.success ? answer.output.allowedOrigins.filter(isOriginPattern) : []
  } catch (error) {
    log.warn("the project's allowed origins could not be read", error)
    return []
  }
}
