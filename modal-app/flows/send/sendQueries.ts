import { queryOptions } from '@tanstack/react-query'
import { type Address, getAddress, isAddress } from 'viem'
import type { NetworkEntry } from '../../config/types.js'
import { CACHE_IDENTITY_MS } from '../../data/constants.js'
import type { ProfileApi } from '../../data/profileApi.js'
import { ERROR_RESOLVING_NAME, profileAddress } from '../../lib/profileNames.js'
import type { SendCall } from './sendCall.js'
import { estimateSendFee, readSendBalance, resolveName } from './sendChain.js'

/** How long a fee estimate is used: what Max left room for stays the fee the review shows and the wallet gets. */
const FEE_STALE_MS = 60_000
/** A balance is read again after this long, and after every send. */
const BALANCE_STALE_MS = 10_000

/** The balance of the token to send (the native one for `token` undefined), from the chain. */
export const sendBalanceQueryOptions = (network: NetworkEntry, owner: Address, token: string | undefined) =>
  queryOptions({
    queryKey: ['sendBalance', network.caipNetworkId, owner, token ?? 'native'] as const,
    queryFn: () => readSendBalance(network, owner, { address: token }),
    staleTime: BALANCE_STALE_MS,
    retry: false,
  })

/** The network fee of `call` from `from`; keyed by the call, so the review reuses the form's estimate. */
export const sendFeeQueryOptions = (network: NetworkEntry, from: Address, call: SendCall | undefined) =>
  queryOptions({
    queryKey: [
      'sendFee',
      network.caipNetworkId,
      from,
      call?.to ?? '',
      String(call?.value ?? ''),
      call?.data ?? '',
    ] as const,
    queryFn: () => {
      if (call === undefined) throw new Error('Nothing to estimate')
      return estimateSendFee(network, from, call)
    },
    enabled: call !== undefined,
    staleTime: FEE_STALE_MS,
    retry: false,
  })

/** The address an ENS name resolves to (SPEC §9: names cached 5 minutes). */
export const recipientNameQueryOptions = (network: NetworkEntry, name: string | undefined) =>
  queryOptions({
    queryKey: ['sendRecipientName', network.caipNetworkId, name ?? ''] as const,
    queryFn: () => resolveName(network, name ?? ''),
    enabled: name !== undefined,
    staleTime: CACHE_IDENTITY_MS,
    retry: false,
  })

/**
 * The address a profile name (`alice.reown.id`, SPEC §7 forward resolution) holds on `network`'s chain (else on
 * Ethereum's coin type), from the Blockchain API; no address when nobody holds the name.
 */
export const profileRecipientQueryOptions = (
  network: NetworkEntry,
  name: string | undefined,
  api: ProfileApi | undefined,
) =>
  queryOptions({
    queryKey: ['sendRecipientProfile', network.caipNetworkId, name ?? '', api?.key ?? null] as const,
    queryFn: async (): Promise<{ address: Address | undefined; avatar: string | undefined }> => {
      let profile: Awaited<ReturnType<ProfileApi['account']>>
      try {
        if (api === undefined) throw new Error('No Blockchain API')
        profile = await api.account(name ?? '')
      } catch (error) {
        throw new Error(ERROR_RESOLVING_NAME, { cause: error })
      }
      const address =
        profile === undefined || typeof network.id !== 'number'
          ? undefined
          : profileAddress(profile.addresses, network.id)
      return {
        address: address !== undefined && isAddress(address) ? getAddress(address) : undefined,
        avatar: undefined,
      }
    },
    enabled: name !== undefined && api !== undefined,
    staleTime: CACHE_IDENTITY_MS,
    retry: false,
  })
