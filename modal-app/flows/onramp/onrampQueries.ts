import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { NetworkEntry } from '../../config/types.js'
import { type BlockchainApiOptions, callApi } from '../../data/blockchainApi.js'
import { fallbackOnrampOptions, type OnrampOptions, parseOnrampOptions } from './onrampOptions.js'
import { mockOnrampQuote, type OnrampQuote, parseOnrampQuote } from './onrampQuote.js'

/** Options and quotes are asked again after this long. */
const ONRAMP_STALE_MS = 60_000
const unchecked = v.unknown()

const apiKey = (api: BlockchainApiOptions) => `${api.baseUrl}|${api.projectId}`

/** `GET /v1/onramp/options`, or SPEC's built-in list for `network` when the call fails or its answer is malformed. */
export const onrampOptionsQueryOptions = (api: BlockchainApiOptions, network: NetworkEntry) =>
  queryOptions({
    queryKey: ['onrampOptions', apiKey(api), network.caipNetworkId] as const,
    queryFn: async (): Promise<OnrampOptions> => {
      try {
        return parseOnrampOptions(await callApi(api, unchecked, 'v1/onramp/options', {}))
      } catch {
        return fallbackOnrampOptions(network)
      }
    },
    staleTime: ONRAMP_STALE_MS,
    retry: false,
  })

/** What a quote or a provider URL is asked for. */
export type OnrampPurchase = {
  /** The provider's name of the network (`ethereum`). */
  network: string
  /** The token to buy (`ETH`). */
  purchaseCurrency: string
  /** The fiat currency paid (`USD`). */
  paymentCurrency: string
  /** The fiat amount, checked against the payment method's limits. */
  amount: string
}

/** `POST /v1/onramp/quote`, or SPEC's mock quote (an estimate) when the call fails or its answer is malformed. */
export const onrampQuoteQueryOptions = (api: BlockchainApiOptions, purchase: OnrampPurchase | undefined) =>
  queryOptions({
    queryKey: [
      'onrampQuote',
      apiKey(api),
      purchase?.network ?? '',
      purchase?.purchaseCurrency ?? '',
      purchase?.paymentCurrency ?? '',
      purchase?.amount ?? '',
    ] as const,
    queryFn: async (): Promise<OnrampQuote> => {
      if (purchase === undefined) throw new Error('Nothing to quote')
      const { network, purchaseCurrency, paymentCurrency, amount } = purchase
      try {
        const answer = await callApi(
          api,
          unchecked,
          'v1/onramp/quote',
          {},
          { purchaseCurrency, paymentCurrency, amount, network },
        )
        return parseOnrampQuote(answer)
      } catch {
        return mockOnrampQuote(amount, paymentCurrency)
      }
    },
    enabled: purchase !== undefined,
    staleTime: ONRAMP_STALE_MS,
    retry: false,
  })

/**
 * `POST /v1/generators/onrampurl`: the provider's page for `address` to buy `purchase`, its fiat amount preset. The
 * answer's `url` as given: the view checks it (providerUrl.ts) before it offers to open it.
 * @throws {BlockchainApiError} when the API fails or answers without a `url`.
 */
export const onrampUrlQueryOptions = (
  api: BlockchainApiOptions,
  address: string,
  purchase: OnrampPurchase | undefined,
) =>
  queryOptions({
    queryKey: [
      'onrampUrl',
      apiKey(api),
      address,
      purchase?.network ?? '',
      purchase?.purchaseCurrency ?? '',
      purchase?.paymentCurrency ?? '',
      purchase?.amount ?? '',
    ] as const,
    queryFn: async (): Promise<unknown> => {
      if (purchase === undefined) throw new Error('Nothing to buy')
      const answer = await callApi(
        api,
        unchecked,
        'v1/generators/onrampurl',
        {},
        {
          destinationWallets: [
            { address, blockchains: [purchase.network], assets: [purchase.purchaseCurrency] },
          ],
          defaultNetwork: purchase.network,
          // The provider's id of the visitor (at most 50 characters): the address is what the dapp knows them by.
          partnerUserId: address.slice(0, 50),
          defaultExperience: 'buy',
          presetFiatAmount: Number(purchase.amount),
        },
      )
      return typeof answer === 'object' && answer !== null ? (answer as { url?: unknown }).url : undefined
    },
    enabled: purchase !== undefined,
    staleTime: ONRAMP_STALE_MS,
    retry: false,
  })
