import { queryOptions } from '@tanstack/react-query'
import type { NetworkEntry } from '../../config/types.js'
import { CACHE_IDENTITY_MS } from '../../data/constants.js'
import type { ProfileApi } from '../../data/profileApi.js'
import { ERROR_FETCHING_NAMES } from '../../lib/profileNames.js'

/**
 * The account's profile name (SPEC §3 profileName) by the Blockchain API's reverse lookup (SPEC §7), cached 5 min
 * (SPEC §9); null when it has none. eip155 only (SPEC §9), and only with a project id.
 */
export const profileNameQueryOptions = ({
  network,
  address,
  api,
}: {
  network: NetworkEntry
  address: string
  api: ProfileApi | undefined
}) =>
  queryOptions({
    queryKey: profileNameKey(address, api),
    queryFn: async (): Promise<string | null> => {
      if (api === undefined) return null
      try {
        return (await api.reverse(address))[0]?.name ?? null
      } catch (error) {
        throw new Error(ERROR_FETCHING_NAMES, { cause: error })
      }
    },
    enabled: api !== undefined && network.chainNamespace === 'eip155',
    staleTime: CACHE_IDENTITY_MS,
    gcTime: CACHE_IDENTITY_MS,
  })

/** The cache key of an account's profile name: set there when the account registers one (flows/names). */
export const profileNameKey = (address: string, api: ProfileApi | undefined) =>
  ['profileName', address.toLowerCase(), api?.key ?? null] as const
