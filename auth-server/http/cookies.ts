/** The request's cookies by name (the first of a repeated name). */
export function parseCookies(header: string | undefined): ReadonlyMap<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at < 1) continue
    const name = part.slice(0, at).trim()
    if (!cookies.has(name)) cookies.set(name, part.slice(at + 1).trim())
  }
  return cookies
}

/** The refresh-token cookie: host-only, HTTPS-only, out of script's reach, sent cross-site, partitioned (CHIPS). */
export const REFRESH_COOKIE = '__Host-wallet_refresh'

export const refreshCookie = (value: string, maxAgeSeconds: number) =>
  `${REFRESH_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; Secure; HttpOnly; SameSite=None; Partitioned`
