import { supportsAnyChain } from './supportsAnyChain.js'
import type { WalletPage, WalletQuery, WalletRecord } from './types.js'

/**
 * Answers a `getWallets` query (SPEC §7) from a local list, as the directory would: `include`, `exclude`,
 * `chains` and a case-insensitive name `search` filter, in list order, then the page is cut out.
 */
export function queryCatalogue(catalogue: readonly WalletRecord[], query: WalletQuery): WalletPage {
  const include = query.include?.length ? new Set(query.include) : undefined
  const exclude = new Set(query.exclude ?? [])
  const chains = query.chains ?? []
  const search = query.search?.trim().toLowerCase() ?? ''
  const matching = catalogue.filter(
    (wallet) =>
      (include === undefined || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      supportsAnyChain(wallet, chains) &&
      (search === '' || wallet.name.toLowerCase().includes(search)),
  )
  const start = (Math.max(1, query.page) - 1) * query.entries
  return { count: matching.length, data: matching.slice(start, start + query.entries) }
}
