/** Hosts that are the visitor's own machine: browsers hold them secure over plain http (secure contexts). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Why the provider's link is not opened. */
export const UNSAFE_PROVIDER_URL = "The provider's link is not safe to open"

/**
 * The onramp provider's URL from `POST /v1/generators/onrampurl`, checked before it is opened at the top level:
 * only an `https:` URL (or plain http on the visitor's own machine, a local provider), without user name or
 * password, whose host is then shown beside the button. Returns undefined for anything else (`javascript:`,
 * `data:`, `http:` elsewhere, an address that hides its host behind `user@`, text that is not a URL).
 */
export function checkProviderUrl(raw: unknown): URL | undefined {
  if (typeof raw !== 'string' || raw.length > 4096) return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return undefined
  }
  if (url.username !== '' || url.password !== '' || url.hostname === '') return undefined
  if (url.protocol === 'https:') return url
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) ? url : undefined
}
