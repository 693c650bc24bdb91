import {
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useMemo } from 'react'
import type { CatalogueSource } from '../data/catalogueSource.js'
import { fetchWallets, type WalletsResult } from '../data/fetchWallets.js'
import { preloadWalletImages } from '../data/preloadWalletImages.js'
import { CATALOGUE_CHAINS } from '../wallets/catalogueChains.js'
import {
  RECOMMENDED_WALLETS_COUNT,
  SEARCH_IMAGE_WAIT_MS,
  WALLET_PAGE_SIZE,
  WALLET_SEARCH_SIZE,
} from '../wallets/constants.js'
import type { WalletRecord } from '../wallets/types.js'
import { walletChainFilter } from '../wallets/walletChainFilter.js'
import { useApp } from './context.js'
import { directoryImageQuery, useCatalogueSource, useDirectoryImageUrl } from './directoryImages.js'

// Wallet lists and images do not change during a visit: fetched once per source, never refetched on their own.
const FOREVER = Number.POSITIVE_INFINITY
const NO_WALLETS: WalletRecord[] = []

/**
 * What every list query is filtered by: the app's `includeWalletIds`, `excludeWalletIds`, and the chains a wallet
 * must list for the app's networks (walletChainFilter: a network no wallet lists matches its whole namespace).
 */
function useListFilter() {
  const include = useApp((state) => state.config.includeWalletIds)
  const exclude = useApp((state) => state.config.excludeWalletIds)
  const networks = useApp((state) => state.config.networks)
  const chains = useMemo(
    () =>
      walletChainFilter(
        networks.map((network) => network.caipNetworkId),
        CATALOGUE_CHAINS,
      ),
    [networks],
  )
  return useMemo(() => ({ include, exclude, chains }), [include, exclude, chains])
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** SPEC §9: lists from the directory wait for their images, each at most IMAGE_PRELOAD_TIMEOUT_MS. */
async function preloadImages(client: QueryClient, source: CatalogueSource, result: WalletsResult) {
  if (result.source !== 'directory') return
  await preloadWalletImages(result.data, (imageId) =>
    client.prefetchQuery(directoryImageQuery(source, 'getWalletImage', imageId)),
  )
}

type PageParam = { page: number; builtin: boolean }
const FIRST_PAGE: PageParam = { page: 1, builtin: false }

/**
 * AllWallets' list, WALLET_PAGE_SIZE at a time. When the directory fails on the first page, the whole list comes
 * from the built-in catalogue (flagged); a later page that fails is an error of that page, so that one list never
 * mixes two sources.
 */
export function useWalletPages(enabled = true) {
  const source = useCatalogueSource()
  const filter = useListFilter()
  const client = useQueryClient()
  return useInfiniteQuery({
    queryKey: ['wallets', source.key, 'pages', filter],
    initialPageParam: FIRST_PAGE,
    queryFn: async ({ pageParam, signal }) => {
      const directory = pageParam.builtin ? undefined : source.directory
      const result = await fetchWallets(
        directory,
        { page: pageParam.page, entries: WALLET_PAGE_SIZE, ...filter },
        { signal },
      )
      if (result.fallbackError !== undefined && pageParam.page > 1) throw result.fallbackError
      await preloadImages(client, source, result)
      return result
    },
    getNextPageParam: (last, _pages, lastParam): PageParam | undefined =>
      last.data.length > 0 && lastParam.page * WALLET_PAGE_SIZE < last.count
        ? { page: lastParam.page + 1, builtin: last.source === 'builtin' }
        : undefined,
    enabled,
    staleTime: FOREVER,
  })
}

/**
 * AllWallets' search: up to WALLET_SEARCH_SIZE results. From the directory they show once their images are in (at
 * most IMAGE_PRELOAD_TIMEOUT_MS) and no sooner than SEARCH_IMAGE_WAIT_MS, so results do not flicker in image-less.
 */
export function useWalletSearch(search: string) {
  const source = useCatalogueSource()
  const filter = useListFilter()
  const client = useQueryClient()
  return useQuery({
    queryKey: ['wallets', source.key, 'search', search, filter],
    queryFn: async ({ signal }) => {
      const result = await fetchWallets(
        source.directory,
        { page: 1, entries: WALLET_SEARCH_SIZE, search, ...filter },
        { signal },
      )
      if (result.source === 'directory')
        await Promise.all([preloadImages(client, source, result), wait(SEARCH_IMAGE_WAIT_MS)])
      return result
    },
    enabled: search !== '',
    placeholderData: keepPreviousData,
    staleTime: FOREVER,
  })
}

/** The records of `ids` (featured, recent, excluded wallets), in the order of `ids`; none while loading. */
export function useWalletsById(ids: readonly string[]): WalletRecord[] {
  const source = useCatalogueSource()
  const client = useQueryClient()
  const query = useQuery({
    queryKey: ['wallets', source.key, 'byId', ids],
    queryFn: async ({ signal }) => {
      const result = await fetchWallets(
        source.directory,
        { page: 1, entries: ids.length, include: ids },
        { signal },
      )
      await preloadImages(client, source, result)
      return result
    },
    enabled: ids.length > 0,
    staleTime: FOREVER,
  })
  return useMemo(() => {
    const data = query.data?.data
    if (data === undefined || ids.length === 0) return NO_WALLETS
    return ids.flatMap((id) => data.filter((wallet) => wallet.id === id))
  }, [ids, query.data])
}

/** SPEC §9: RECOMMENDED_WALLETS_COUNT wallets of the app's networks, without `exclude`. */
export function useRecommendedWallets(exclude: readonly string[]): WalletRecord[] {
  const source = useCatalogueSource()
  const filter = useListFilter()
  const client = useQueryClient()
  const query = useQuery({
    queryKey: ['wallets', source.key, 'recommended', filter, exclude],
    queryFn: async ({ signal }) => {
      const result = await fetchWallets(
        source.directory,
        { page: 1, entries: RECOMMENDED_WALLETS_COUNT, ...filter, exclude: [...filter.exclude, ...exclude] },
        { signal },
      )
      await preloadImages(client, source, result)
      return result
    },
    staleTime: FOREVER,
  })
  return query.data?.data ?? NO_WALLETS
}

/** The image to show for a wallet: its own `image_url`, or the directory's image; undefined for a monogram. */
export function useWalletImageUrl(wallet: WalletRecord): string | undefined {
  const src = useDirectoryImageUrl(
    'getWalletImage',
    wallet.image_url === undefined ? wallet.image_id : undefined,
  )
  return wallet.image_url ?? src
}
