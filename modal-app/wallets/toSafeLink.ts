// Schemes that run code or read local data in the opener's context; anything else is a wallet's app link.
const REFUSED_SCHEMES = new Set([
  'javascript:',
  'data:',
  'vbscript:',
  'file:',
  'blob:',
  'about:',
  'filesystem:',
])
const MAX_LINK_LENGTH = 2048

/**
 * A wallet link (SPEC §3's mobile, desktop and webapp links) fit to be an `<a href>`: http(s), or an app's own
 * scheme (`metamask://`, `ledgerlive://`). Links come from the directory or the dapp's config, so they are checked.
 */
export function toSafeLink(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LINK_LENGTH || value !== value.trim()) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (REFUSED_SCHEMES.has(url.protocol)) return undefined
  if (!/^[a-z][a-z0-9+.-]*:$/.test(url.protocol)) return undefined
  // Control characters have no place in a link (and would be stripped by URL parsing, hiding what opens).
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code < 0x20 || code === 0x7f) return undefined
  }
  return value
}
