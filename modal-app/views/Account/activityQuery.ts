import { infiniteQueryOptions } from '@tanstack/react-query'
import { rulesOf } from '../../config/namespaces/index.js'
import type { NetworkEntry } from '../../config/types.js'
import type { HistoryPage } from '../../data/accountTypes.js'
import { trackEvent } from '../../data/analyticsEvents.js'
import { fromApiHistory } from '../../data/apiAccountData.js'
import type { BlockchainApi } from '../../data/blockchainApi.js'
import { CACHE_PORTFOLIO_MS } from '../../data/constants.js'
import { fetchOnChainHistory } from '../../data/fetchOnChainHistory.js'
import { log } from '../../lib/log.js'

/** Where a page comes from, and its cursor: the pages after the first follow the first's source. */
type ActivityCursor = { source: 'api' | 'chain'; cursor: string | undefined }

type ActivityParameters = { network: NetworkEntry; address: string; api?: BlockchainApi | undefined }

/**
 * The Activity tab's pages, by cursor (SPEC §7): from the Blockchain API on a chain it supports, else (or when it
 * fails on the first page) from the node itself. History is eip155 only (SPEC §9).
 */
export function activityQueryOptions({ network, address, api }: ActivityParameters) {
  return infiniteQueryOptions({
    queryKey: ['activity', network.caipNetworkId, address, api?.key ?? null] as const,
    queryFn: ({ pageParam }) =>
      fetchActivityPage({ network, address, api }, pageParam).catch((error: unknown) => {
        // SPEC §8: 'Failed to fetch transactions' comes with a tracked error event.
        trackEvent({ event: 'ERROR_FETCH_TRANSACTIONS', properties: { network: network.caipNetworkId } })
        throw error
      }),
    initialPageParam: undefined as ActivityCursor | undefined,
    getNextPageParam: (page) => page.nextPage,
    staleTime: CACHE_PORTFOLIO_MS,
    enabled: rulesOf(network).portfolio,
  })
}

async function fetchActivityPage(
  { network, address, api }: ActivityParameters,
  page: ActivityCursor | undefined,
): Promise<HistoryPage & { nextPage: ActivityCursor | undefined }> {
  const chain = (cursor: string | undefined) =>
    fetchOnChainHistory(network, address, cursor).then((result) => ({
      ...result,
      nextPage: result.next === undefined ? undefined : { source: 'chain' as const, cursor: result.next },
    }))
  if (page?.source === 'chain' || api === undefined) return chain(page?.cursor)
  try {
    if (page === undefined && !(await api.supports(network.caipNetworkId))) return chain(undefined)
    const result = fromApiHistory(
      await api.history(address, network.caipNetworkId, page?.cursor),
      network.caipNetworkId,
    )
    return {
      ...result,
      nextPage: result.next === undefined ? undefined : { source: 'api', cursor: result.next },
    }
  } catch (error) {
    if (page !== undefined) throw error
    log.warn('the Blockchain API failed; reading the history from the chain', error)
    return chain(undefined)
  }
}
