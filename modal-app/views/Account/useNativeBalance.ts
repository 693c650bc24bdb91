import { useQuery } from '@tanstack/react-query'
import type { NetworkEntry } from '../../config/types.js'
import { CACHE_NATIVE_BALANCE_MS } from '../../data/constants.js'
import { NATIVE_BALANCE } from '../../data/nativeBalance.js'

/**
 * The native balance of `address` on `network` (wei, lamports on Solana, satoshis on Bitcoin), read over the
 * network's RPC (a Bitcoin network's Esplora API). Cached 30 s; after a failure it is not retried for 30 s either
 * (SPEC §4, §9).
 */
export function useNativeBalance(network: NetworkEntry, address: string) {
  return useQuery({
    queryKey: ['nativeBalance', network.caipNetworkId, address],
    enabled: network.rpcUrls.default.http.length > 0,
    queryFn: () => NATIVE_BALANCE[network.chainNamespace](network, address),
    staleTime: CACHE_NATIVE_BALANCE_MS,
    retry: false,
    retryOnMount: false,
  })
}
