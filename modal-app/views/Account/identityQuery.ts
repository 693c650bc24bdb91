import { queryOptions } from '@tanstack/react-query'
import { rulesOf } from '../../config/namespaces/index.js'
import type { NetworkEntry } from '../../config/types.js'
import type { BlockchainApi } from '../../data/blockchainApi.js'
import { CACHE_IDENTITY_MS } from '../../data/constants.js'
import { fetchEnsIdentity } from '../../data/fetchEnsIdentity.js'
import { log } from '../../lib/log.js'

/**
 * The account's profile name and avatar (cached 5 min, SPEC §9): from the Blockchain API with a project id, else
 * (or when it fails) ENS on chains that have it. eip155 only (SPEC §9: names are eip155).
 */
export function identityQueryOptions({
  network,
  address,
  api,
}: {
  network: NetworkEntry
  address: string
  api?: BlockchainApi | undefined
}) {
  return queryOptions({
    queryKey: ['identity', network.caipNetworkId, address, api?.key ?? null] as const,
    queryFn: async () => {
      if (api !== undefined) {
        try {
          return await api.identity(address)
        } catch (error) {
          log.warn('the Blockchain API failed; looking the name up on chain', error)
        }
      }
      return fetchEnsIdentity(network, address)
    },
    staleTime: CACHE_IDENTITY_MS,
    gcTime: CACHE_IDENTITY_MS,
    enabled: rulesOf(network).portfolio,
  })
}
