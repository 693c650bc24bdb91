import { useQuery } from '@tanstack/react-query'
import { hexToBigInt } from 'viem'
import type { NetworkEntry } from '../../config/types.js'
import { CACHE_NATIVE_BALANCE_MS } from '../../data/constants.js'
import { fetchBitcoinBalance } from '../../data/esploraClient.js'
import { parseNodeAnswer, quantitySchema } from '../../data/nodeAnswers.js'
import { fetchSolanaBalance } from '../../data/solanaBalance.js'

/**
 * The native balance of `address` on `network` (wei, lamports on Solana, satoshis on Bitcoin), read over the
 * network's RPC (a Bitcoin network's Esplora API). Cached 30 s; after a failure it is not retried for 30 s either
 * (SPEC §4, §9).
 */
export function useNativeBalance(network: NetworkEntry, address: string) {
  return useQuery({
    queryKey: ['nativeBalance', network.caipNetworkId, address],
    enabled:
      (network.chainNamespace === 'eip155' ||
        network.chainNamespace === 'solana' ||
        network.chainNamespace === 'bip122') &&
      network.rpcUrls.default.http.length > 0,
    queryFn: async () => {
      if (network.chainNamespace === 'solana') return fetchSolanaBalance(network, address)
      if (network.chainNamespace === 'bip122') return fetchBitcoinBalance(network, address)
      const { transportFor } = await import('../../data/nodeTransport.js')
      const answer = await transportFor(network)({ method: 'eth_getBalance', params: [address, 'latest'] })
      return hexToBigInt(parseNodeAnswer(quantitySchema, answer, 'eth_getBalance'))
    },
    staleTime: CACHE_NATIVE_BALANCE_MS,
    retry: false,
    retryOnMount: false,
  })
}
