import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { NetworkEntry } from '../../config/types.js'
import { type ConvertApi, userOf } from './convertApi.js'
import { readSwapBalance } from './swapChain.js'

/** The API's token list changes rarely. */
const TOKENS_STALE_MS = 5 * 60_000
/** A quote, a gas price and prices move with the market: read again after this long. */
const MARKET_STALE_MS = 15_000
/** A balance or an allowance is read again after this long, and after every transaction. */
const ACCOUNT_STALE_MS = 10_000

export const swapTokensQueryOptions = (api: ConvertApi, network: NetworkEntry) =>
  queryOptions({
    queryKey: ['swapTokens', api.key, network.caipNetworkId] as const,
    queryFn: () => api.tokens(network.caipNetworkId),
    staleTime: TOKENS_STALE_MS,
    retry: false,
  })

export const swapGasPriceQueryOptions = (api: ConvertApi, network: NetworkEntry) =>
  queryOptions({
    queryKey: ['swapGasPrice', api.key, network.caipNetworkId] as const,
    queryFn: () => api.gasPrice(network.caipNetworkId),
    staleTime: MARKET_STALE_MS,
    retry: false,
  })

/** USD prices of the two tokens, by symbol (SPEC §7 `POST /v1/fungible/price`). */
export const swapPricesQueryOptions = (api: ConvertApi, addresses: readonly string[]) =>
  queryOptions({
    queryKey: ['swapPrices', api.key, ...addresses] as const,
    queryFn: () => api.prices(addresses),
    enabled: addresses.length > 0,
    staleTime: MARKET_STALE_MS,
    retry: false,
  })

/** What `amount` of `from` gets of `to`; asked only for a positive amount and once the gas price is known. */
export const swapQuoteQueryOptions = (
  api: ConvertApi,
  network: NetworkEntry,
  owner: Address,
  args: {
    from: string | undefined
    to: string | undefined
    amount: bigint | undefined
    gasPrice: bigint | undefined
  },
) =>
  queryOptions({
    queryKey: [
      'swapQuote',
      api.key,
      network.caipNetworkId,
      owner,
      args.from ?? '',
      args.to ?? '',
      String(args.amount ?? ''),
      String(args.gasPrice ?? ''),
    ] as const,
    queryFn: () => {
      const { from, to, amount, gasPrice } = args
      if (from === undefined || to === undefined || amount === undefined || gasPrice === undefined)
        throw new Error('Nothing to quote')
      return api.quote({ amount, userAddress: userOf(network.caipNetworkId, owner), from, to, gasPrice })
    },
    enabled:
      args.from !== undefined &&
      args.to !== undefined &&
      args.amount !== undefined &&
      args.amount > 0n &&
      args.gasPrice !== undefined,
    staleTime: MARKET_STALE_MS,
    retry: false,
  })

/** How much of the token (CAIP-10) the swap may take; asked for a token only, never the native one. */
export const swapAllowanceQueryOptions = (
  api: ConvertApi,
  network: NetworkEntry,
  owner: Address,
  token: string | undefined,
) =>
  queryOptions({
    queryKey: ['swapAllowance', api.key, network.caipNetworkId, owner, token ?? ''] as const,
    queryFn: () =>
      api.allowance({ tokenAddress: token ?? '', userAddress: userOf(network.caipNetworkId, owner) }),
    enabled: token !== undefined,
    staleTime: ACCOUNT_STALE_MS,
    retry: false,
  })

/** The owner's balance of the token (CAIP-10), from the chain. */
export const swapBalanceQueryOptions = (network: NetworkEntry, owner: Address, token: string | undefined) =>
  queryOptions({
    queryKey: ['swapBalance', network.caipNetworkId, owner, token ?? ''] as const,
    queryFn: () => readSwapBalance(network, owner, token ?? ''),
    enabled: token !== undefined,
    staleTime: ACCOUNT_STALE_MS,
    retry: false,
  })
