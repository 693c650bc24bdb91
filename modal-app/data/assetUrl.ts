/**
 * Where the modal may read what a stranger names (token metadata, NFT images, token icons): the places the
 * deployment or the app chose (the IPFS gateway, the network's RPC origin), and public https hosts. Never plain
 * http:, and never a host of the user's own machine or network (loopback, private and link-local addresses,
 * `localhost`, `.local`, `.internal` names): a tokenURI must not make the modal call the user's router or local
 * services.
 */
export type AssetPolicy = {
  /** The IPFS path gateway, without a trailing slash (`ipfsGateway`): `ipfs://CID/path` is `<gateway>/CID/path`. */
  gateway: string
  /** Origins the app configured (its RPC), read whatever their host. */
  trustedOrigins: readonly string[]
}

/** `inline`: a `data:` URI, read without a request; `url`: a request to make, `trusted` when the app chose it. */
export type AssetSource = { inline: string } | { url: string; trusted: boolean }

const PUBLIC_ONLY: AssetPolicy = { gateway: 'https://ipfs.io/ipfs', trustedOrigins: [] }

/** Names that resolve on the user's machine or network (RFC 6761, 6762, 8375, and common private suffixes). */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|lan|home\.arpa)$/

/** Whether an IPv4 address (dotted decimal, as URL parsing writes any form of it) is publicly routable. */
function isPublicIpv4(octets: readonly number[]): boolean {
  const [a = 0, b = 0, c = 0] = octets
  return !(
    a === 0 || // "this network", 0.0.0.0
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b < 128) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local
    (a === 172 && b >= 16 && b < 32) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && c === 0) || // IETF protocol assignments
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast, reserved, broadcast
  )
}

/**
 * @internal Exported for its test.
 * Whether a URL's hostname (as `URL` writes it: lower case, IPv4 in dotted decimal, IPv6 in brackets and compressed
 * hex) names a public host. IPv6 literals are public only in 2000::/3, the global unicast space: that leaves out
 * `::1`, `::`, IPv4-mapped addresses (`::ffff:7f00:1`), unique-local fc00::/7 and link-local fe80::/10. A name
 * needs a dot: a single label resolves through the local network's search domains.
 */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host.startsWith('[')) {
    const literal = host.slice(1, -1)
    const first = literal.startsWith('::') ? 0 : Number.parseInt(literal.split(':')[0] ?? '', 16)
    return (first & 0xe000) === 0x2000
  }
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host)
  if (ipv4) return isPublicIpv4(ipv4.slice(1).map(Number))
  return host.includes('.') && !LOCAL_NAME.test(host)
}

/**
 * Where a URL from token data (untrusted) may be read from, if anywhere: a `data:` URI inline; `ipfs://CID/path`
 * (and `ipfs://ipfs/CID/path`) through the gateway, never above its path; a URL under the gateway or on a trusted
 * origin; otherwise only an https URL on a public host, without credentials.
 */
export function assetSource(value: unknown, policy: AssetPolicy): AssetSource | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (/^data:/i.test(text)) return { inline: text }
  const ipfs = /^ipfs:\/\/(?:ipfs\/)?(.+)$/i.exec(text)
  const gateway = `${new URL(policy.gateway).href.replace(/\/+$/, '')}/`
  let url: URL
  try {
    url = new URL(ipfs ? `${gateway}${ipfs[1]}` : text)
  } catch {
    return undefined
  }
  if (url.username !== '' || url.password !== '') return undefined
  if (url.href.startsWith(gateway) || policy.trustedOrigins.includes(url.origin))
    return { url: url.href, trusted: true }
  if (ipfs || url.protocol !== 'https:' || !isPublicHost(url.hostname)) return undefined
  return { url: url.href, trusted: false }
}

/**
 * An image URL from token data for an `<img>` (token icons, avatars): a `data:image/*` URI, or a URL
 * {@link assetSource} admits; anything else undefined.
 */
export function assetUrl(value: unknown, policy: AssetPolicy = PUBLIC_ONLY): string | undefined {
  const source = assetSource(value, policy)
  if (source === undefined) return undefined
  if ('url' in source) return source.url
  return /^data:image\//i.test(source.inline) ? source.inline : undefined
}
