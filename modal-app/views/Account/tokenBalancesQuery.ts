import { queryOptions } from '@tanstack/react-query'
import { rulesOf } from '../../config/namespaces/index.js'
import { outsideRetryGap } from '../../data/balanceRetryGap.js'
import { CACHE_PORTFOLIO_MS } from '../../data/constants.js'
import { fetchTokenBalances, type TokenBalanceSources } from '../../data/fetchTokenBalances.js'
import { tokenBalanceList } from '../../data/tokenBalanceList.js'

/** The Tokens tab's balances (portfolio: cached 30 s, SPEC §9), in display order (SPEC §5). */
export function tokenBalancesQueryOptions(sources: TokenBalanceSources) {
  const { network, address, tokens, api } = sources
  return queryOptions({
    queryKey: ['tokenBalances', network.caipNetworkId, address, tokens, api?.key ?? null] as const,
    queryFn: async () => tokenBalanceList(await fetchTokenBalances(sources)),
    staleTime: CACHE_PORTFOLIO_MS,
    retry: false,
    retryOnMount: true,
    enabled: (query) => rulesOf(network).balances && outsideRetryGap(query),
  })
}
