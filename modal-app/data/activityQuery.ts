import { infiniteQueryOptions } from '@tanstack/react-query'
import type { NetworkEntry } from '../config/types.js'
import { CACHE_PORTFOLIO_MS } from './constants.js'
import { fetchOnChainHistory } from './fetchOnChainHistory.js'

/** The Activity tab's pages, by cursor (SPEC §7); history is eip155 only (SPEC §9). */
export function activityQueryOptions({ network, address }: { network: NetworkEntry; address: string }) {
  return infiniteQueryOptions({
    queryKey: ['activity', network.caipNetworkId, address] as const,
    queryFn: ({ pageParam }) => fetchOnChainHistory(network, address, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
    staleTime: CACHE_PORTFOLIO_MS,
    enabled: network.chainNamespace === 'eip155',
  })
}
