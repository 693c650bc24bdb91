import { queryOptions } from '@tanstack/react-query'
import type { NetworkEntry } from '../config/types.js'
import { outsideRetryGap } from './balanceRetryGap.js'
import { CACHE_PORTFOLIO_MS } from './constants.js'
import { type ConfiguredToken, fetchOnChainBalances } from './fetchOnChainBalances.js'
import { tokenBalanceList } from './tokenBalanceList.js'

export type TokenBalancesParameters = {
  network: NetworkEntry
  address: string
  /** The `tokens` option's entries for `network`. */
  tokens: readonly ConfiguredToken[]
}

/** The Tokens tab's balances (portfolio: cached 30 s, SPEC §9), in display order (SPEC §5). */
export function tokenBalancesQueryOptions({ network, address, tokens }: TokenBalancesParameters) {
  return queryOptions({
    queryKey: ['tokenBalances', network.caipNetworkId, address, tokens] as const,
    queryFn: async () => tokenBalanceList(await fetchOnChainBalances(network, address, tokens)),
    staleTime: CACHE_PORTFOLIO_MS,
    retry: false,
    retryOnMount: true,
    enabled: (query) => network.chainNamespace === 'eip155' && outsideRetryGap(query),
  })
}
