import { queryOptions } from '@tanstack/react-query'
import { rulesOf } from '../../config/namespaces/index.js'
import type { NetworkEntry } from '../../config/types.js'
import { CACHE_PORTFOLIO_MS } from '../../data/constants.js'
import { fetchOnChainNfts } from '../../data/fetchOnChainNfts.js'

/** The NFTs tab's tokens (portfolio: cached 30 s, SPEC §9). */
export function nftsQueryOptions({ network, address }: { network: NetworkEntry; address: string }) {
  return queryOptions({
    queryKey: ['nfts', network.caipNetworkId, address] as const,
    queryFn: () => fetchOnChainNfts(network, address),
    staleTime: CACHE_PORTFOLIO_MS,
    enabled: rulesOf(network).portfolio,
  })
}
