// Schemes that are not a wallet's own: they run code or read local data in the opener's context (javascript:,
// data:, file:), hand the link to the operating system (search-ms:, ms-msdt: and every ms-*, smb:, mailto:), or are
// the web's own without TLS (http:). A directory record or a dapp's custom wallet must never open one of these.
const REFUSED_SCHEMES = new Set([
  'http:',
  'javascript:',
  'data:',
  'vbscript:',
  'file:',
  'blob:',
  'about:',
  'filesystem:',
  'view-source:',
  'chrome:',
  'chrome-extension:',
  'ftp:',
  'smb:',
  'nfs:',
  'afp:',
  'webdav:',
  'search:',
  'search-ms:',
  'shell:',
  'mailto:',
  'tel:',
  'sms:',
  'ws:',
  'wss:',
])
const MAX_LINK_LENGTH = 2048

/**
 * A wallet link (SPEC §3's mobile, desktop and webapp links) fit to be an `<a href>`, by allow-list: `https:`, or
 * the wallet's own app scheme (`metamask://`, `ledgerlive://`). An Android `intent:` link must name the wallet's own
 * package, its `rdns` (`package=io.metamask`). Links come from the directory or the dapp's config, so they are
 * checked; the loader opens what passes, https in a new tab and app schemes in place.
 */
export function toSafeLink(value: unknown, rdns?: string): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LINK_LENGTH || value !== value.trim()) return undefined
  // Control characters have no place in a link (and would be stripped by URL parsing, hiding what opens).
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code < 0x20 || code === 0x7f) return undefined
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  const scheme = url.protocol
  if (scheme === 'https:') return value
  if (!/^[a-z][a-z0-9+.-]*:$/.test(scheme) || REFUSED_SCHEMES.has(scheme) || scheme.startsWith('ms-'))
    return undefined
  if (scheme === 'intent:') return namesPackage(value, rdns) ? value : undefined
  return value
}

/** Whether an `intent:` link's `package=` is the wallet's own (its rdns), the only app it may start. */
function namesPackage(link: string, rdns: string | undefined): boolean {
  const packageName = /;package=([^;#]+)/.exec(link)?.[1]
  return !!rdns && packageName?.toLowerCase() === rdns.toLowerCase()
}
