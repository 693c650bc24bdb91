import type { NetworkEntry } from '../../config/types.js'

/** The explorer's page of a transaction, only for an http(s) explorer (its URL comes from the host's config). */
export function explorerTxUrl(
  network: NetworkEntry,
  hash: string,
): { name: string; href: string } | undefined {
  const explorer = network.blockExplorers?.default
  if (explorer === undefined) return undefined
  try {
    const url = new URL(explorer.url)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    url.pathname = `${url.pathname.replace(/\/$/, '')}/tx/${encodeURIComponent(hash)}`
    return { name: explorer.name, href: url.href }
  } catch {
    return undefined
  }
}
