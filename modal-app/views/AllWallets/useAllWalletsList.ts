import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { BrowserWallet } from '../../store/store.js'
import { filterExcludedWallets } from '../../wallets/filterExcludedWallets.js'
import { markInstalled } from '../../wallets/markInstalled.js'
import type { ListedWallet, WalletRecord } from '../../wallets/types.js'
import { useApp } from '../context.js'
import { useCatalogueSource } from '../directoryImages.js'
import { useWalletPages, useWalletSearch, useWalletsById } from '../walletQueries.js'

const NO_ANNOUNCED: readonly BrowserWallet[] = []

export type AllWalletsList = {
  wallets: ListedWallet[]
  /** All matching wallets, including pages not loaded yet. */
  total: number
  /** Nothing to show yet. */
  pending: boolean
  /** A new search is on its way; the previous results are still shown. */
  searching: boolean
  /** The directory failed and the built-in catalogue answered. */
  fallback: boolean
  /** Loading failed and nothing could be shown. */
  failed: boolean
  loadingMore: boolean
  loadMoreFailed: boolean
  loadMore(): void
  /** Asks the directory again, from the first page. */
  retry(): void
}

/**
 * AllWallets' list: custom and featured wallets, then the directory's (or the built-in catalogue's) pages; or, for
 * a search, the matching custom wallets and the search results. Excluded wallets are hidden (SPEC §5), installed
 * ones marked and first.
 */
export function useAllWalletsList(search: string): AllWalletsList {
  const searching = search !== ''
  const pages = useWalletPages()
  const results = useWalletSearch(search)
  const custom = useApp((state) => state.config.customWallets)
  const featuredIds = useApp((state) => state.config.featuredWalletIds)
  const excludeIds = useApp((state) => state.config.excludeWalletIds)
  const announced = useApp((state) => state.hostWallets.eip155 ?? NO_ANNOUNCED)
  const featured = useWalletsById(featuredIds)
  const excluded = useWalletsById(excludeIds)
  const source = useCatalogueSource()
  const client = useQueryClient()

  const fetched = useMemo(
    () => (searching ? (results.data?.data ?? []) : (pages.data?.pages.flatMap((page) => page.data) ?? [])),
    [searching, results.data, pages.data],
  )
  const count = searching ? (results.data?.count ?? 0) : (pages.data?.pages[0]?.count ?? 0)

  const wallets = useMemo(() => {
    const needle = search.toLowerCase()
    const first = searching
      ? custom.filter((wallet) => wallet.name.toLowerCase().includes(needle))
      : [...custom, ...featured]
    const seen = new Set<string>()
    const unique = [...first, ...fetched].filter((wallet: WalletRecord) => {
      if (seen.has(wallet.id)) return false
      seen.add(wallet.id)
      return true
    })
    return markInstalled(filterExcludedWallets(unique, { ids: excludeIds, wallets: excluded }), announced)
  }, [search, searching, custom, featured, fetched, excludeIds, excluded, announced])

  const current = searching ? results : pages
  const firstPage = searching ? results.data : pages.data?.pages[0]
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages

  const loadMore = useCallback(() => {
    if (!searching && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage()
  }, [searching, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage])
  const retry = useCallback(() => {
    void client.resetQueries({ queryKey: ['wallets', source.key] })
  }, [client, source.key])

  return {
    wallets,
    total: wallets.length + Math.max(0, count - fetched.length),
    pending: current.isPending && current.fetchStatus !== 'idle',
    searching: searching && results.isFetching,
    fallback: firstPage?.fallbackError !== undefined,
    failed: current.isError && current.data === undefined,
    loadingMore: !searching && isFetchingNextPage,
    loadMoreFailed: !searching && isFetchNextPageError,
    loadMore,
    retry,
  }
}
