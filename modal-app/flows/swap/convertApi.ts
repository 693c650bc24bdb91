import type { Address } from 'viem'
import { BaseError } from '../../../shared/errors/base.js'
import {
  type BlockchainApiOptions,
  createBlockchainApi,
  requestBlockchainApi,
} from '../../data/blockchainApi.js'
import {
  type ConvertQuote,
  type ConvertToken,
  type ConvertTx,
  readAllowance,
  readAnswer,
  readGasPrice,
  readQuote,
  readTokens,
  readTx,
} from './convertAnswers.js'
import { SWAP_SLIPPAGE_PERCENT } from './swapMath.js'
import { GAS_PRICE_NOT_SUPPORTED, SWAPS_NOT_SUPPORTED, swapsOn } from './swapNetworks.js'

/** The native token's address in the convert API (1inch's convention, which the hosted API follows). */
export const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A CAIP-10 id: `caipNetworkId:address`. */
const caip10 = (caipNetworkId: string, address: string) => `${caipNetworkId}:${address}`

/**
 * SPEC §7's convert (swap) calls of the Blockchain API, on the options' base URL and project (`apiBaseUrl`,
 * `projectId`). Tokens and accounts are CAIP-10 ids; amounts bigints in the token's smallest unit, sent as decimal
 * strings.
 * `swapNetworks` are the networks served beside SPEC §9's swap chains; a call for another network is not made.
 * @throws {BaseError} 'Network not supported for Swaps' (`tokens`), 'Network not supported for Gas Price'
 *   (`gasPrice`) for a network swaps are not offered on (SPEC §8).
 * @throws {BlockchainApiError} from every method: a non-OK status (the service's reason as details), no answer, or an
 *   answer not in the documented shape (the wrong field as details).
 */
export function createConvertApi(options: BlockchainApiOptions & { swapNetworks: readonly string[] }) {
  const served = (caipNetworkId: string, message: string) => {
    if (!swapsOn({ caipNetworkId }, options.swapNetworks)) throw new BaseError(message)
  }
  const get = async <T>(path: string, params: Record<string, string>, read: (answer: unknown) => T) =>
    readAnswer(path, await requestBlockchainApi(options, path, params), read)
  const prices = createBlockchainApi(options)

  return {
    /** Identifies the API and project, for cache keys. */
    key: prices.key,
    /** `GET /v1/convert/tokens`: the tokens the API swaps on `caipNetworkId`. */
    async tokens(caipNetworkId: string): Promise<ConvertToken[]> {
      served(caipNetworkId, SWAPS_NOT_SUPPORTED)
      return get('v1/convert/tokens', { chainId: caipNetworkId }, readTokens)
    },

    /** `GET /v1/convert/quotes`: what `amount` of `from` gets of `to` now. */
    quote: (args: { amount: bigint; userAddress: string; from: string; to: string; gasPrice: bigint }) =>
      get(
        'v1/convert/quotes',
        {
          amount: args.amount.toString(),
          userAddress: args.userAddress,
          from: args.from,
          to: args.to,
          gasPrice: args.gasPrice.toString(),
        },
        readQuote,
      ) satisfies Promise<ConvertQuote>,

    /** `GET /v1/convert/gas-price`: the network's standard gas price, in wei. */
    async gasPrice(caipNetworkId: string): Promise<bigint> {
      served(caipNetworkId, GAS_PRICE_NOT_SUPPORTED)
      return get('v1/convert/gas-price', { chainId: caipNetworkId }, readGasPrice)
    },

    /** `GET /v1/convert/allowance`: how much of `tokenAddress` the swap may take from `userAddress`. */
    allowance: (args: { tokenAddress: string; userAddress: string }): Promise<bigint> =>
      get('v1/convert/allowance', args, readAllowance),

    /** `GET /v1/convert/build-approve`: the transaction that lets the swap take `from`. */
    buildApprove: (args: { userAddress: string; from: string; to: string }): Promise<ConvertTx> =>
      get('v1/convert/build-approve', args, readTx),

    /** `POST /v1/convert/build-transaction`: the swap, its least output `amount`'s quote less SPEC §9's slippage. */
    async buildTransaction(args: {
      amount: bigint
      userAddress: string
      from: string
      to: string
    }): Promise<ConvertTx> {
      const path = 'v1/convert/build-transaction'
      const answer = await requestBlockchainApi(
        options,
        path,
        {},
        {
          amount: args.amount.toString(),
          eip155: { slippage: SWAP_SLIPPAGE_PERCENT },
          projectId: options.projectId,
          from: args.from,
          to: args.to,
          userAddress: args.userAddress,
          disableEstimate: false,
        },
      )
      return readAnswer(path, answer, readTx)
    },

    /** `POST /v1/fungible/price`: USD prices by symbol (the API's fungibles name no address). */
    async prices(addresses: readonly string[]): Promise<Map<string, number>> {
      const fungibles = await prices.fungiblePrice(addresses)
      return new Map(
        fungibles.flatMap((fungible) =>
          fungible.symbol ? [[fungible.symbol.toUpperCase(), fungible.price] as const] : [],
        ),
      )
    },
  }
}

export type ConvertApi = ReturnType<typeof createConvertApi>

/** The owner's CAIP-10 id on `caipNetworkId`, as the convert calls name the user. */
export const userOf = (caipNetworkId: string, owner: Address) => caip10(caipNetworkId, owner)
