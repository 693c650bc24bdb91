/** The public IPFS gateway `ipfs:` URLs are rewritten to: the modal's CSP admits https: images and fetches. */
const IPFS_GATEWAY = 'https://ipfs.io/ipfs/'

/**
 * A URL from token metadata (untrusted), made loadable under the modal's CSP: `ipfs://CID/path` (and
 * `ipfs://ipfs/CID`) through the IPFS gateway; http(s) and `data:` as they are; anything else undefined.
 */
export function assetUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() !== value || value === '') return undefined
  if (value.startsWith('ipfs://')) {
    const path = value.slice('ipfs://'.length).replace(/^ipfs\//, '')
    return path === '' ? undefined : `${IPFS_GATEWAY}${path}`
  }
  try {
    const url = new URL(value)
    return ['https:', 'http:', 'data:'].includes(url.protocol) ? url.href : undefined
  } catch {
    return undefined
  }
}
