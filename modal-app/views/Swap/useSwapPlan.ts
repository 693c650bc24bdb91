import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { NetworkEntry } from '../../config/types.js'
import type { ConvertApi } from '../../flows/swap/convertApi.js'
import { parseSwapAmount } from '../../flows/swap/parseSwapAmount.js'
import { tokenAddressOf } from '../../flows/swap/swapChain.js'
import { minimumReceived, priceImpactBps } from '../../flows/swap/swapMath.js'
import {
  swapAllowanceQueryOptions,
  swapBalanceQueryOptions,
  swapGasPriceQueryOptions,
  swapPricesQueryOptions,
  swapQuoteQueryOptions,
} from '../../flows/swap/swapQueries.js'
import type { SwapState, SwapToken } from '../../store/store.js'
import { useDebouncedValue } from '../../ui/useDebouncedValue.js'
import { useApp } from '../context.js'

const EMPTY_SWAP: SwapState = {
  sourceToken: undefined,
  toToken: undefined,
  sourceTokenAmount: '',
  phase: 'editing',
}

/** A quote is asked once the amount has stopped changing this long, not on every keystroke. */
const QUOTE_DEBOUNCE_MS = 300

const messageOf = (error: Error) => {
  const { shortMessage, details } = error as { shortMessage?: string; details?: string }
  return shortMessage === undefined ? error.message : details ? `${shortMessage}: ${details}` : shortMessage
}

export type SwapPlan = {
  swap: SwapState
  source: SwapToken | undefined
  to: SwapToken | undefined
  /** The amount paid, in the source token's smallest unit, when it parses. */
  amount: bigint | undefined
  balance: bigint | undefined
  gasPrice: bigint | undefined
  /** The quote for the amount as typed (not one for an amount typed before). */
  toAmount: bigint | undefined
  minimum: bigint | undefined
  /** Price impact in basis points, when both prices are known. */
  impactBps: bigint | undefined
  /** Whether the source token must first be approved for the swap (never for the native token). */
  needsApproval: boolean | undefined
  /** The first thing that stops the swap, if any. */
  problem: string | undefined
  /** Something is still being read (balance, gas price, quote, allowance). */
  loading: boolean
  /** Everything checks out: the swap can be reviewed and made. */
  ready: boolean
}

/** The swap as the form and the review see it: the store's swap state, the chain's balance and the API's answers. */
export function useSwapPlan(network: NetworkEntry, owner: Address, api: ConvertApi): SwapPlan {
  const swap = useApp((state) => state.swap) ?? EMPTY_SWAP
  const ofNetwork = (token: SwapToken | undefined) =>
    token?.chainId === network.caipNetworkId ? token : undefined
  const source = ofNetwork(swap.sourceToken)
  const to = ofNetwork(swap.toToken)
  const parsed = source === undefined ? undefined : parseSwapAmount(swap.sourceTokenAmount, source)
  const amount = parsed !== undefined && 'amount' in parsed ? parsed.amount : undefined
  const settledAmount = useDebouncedValue(amount, QUOTE_DEBOUNCE_MS)

  const balance = useQuery(swapBalanceQueryOptions(network, owner, source?.address))
  const gasPrice = useQuery(swapGasPriceQueryOptions(api, network))
  const quote = useQuery(
    swapQuoteQueryOptions(api, network, owner, {
      from: source?.address,
      to: to?.address,
      amount: settledAmount,
      gasPrice: gasPrice.data,
    }),
  )
  const prices = useQuery(
    swapPricesQueryOptions(api, source !== undefined && to !== undefined ? [source.address, to.address] : []),
  )
  const approvable = source !== undefined && tokenAddressOf(source.address) !== undefined
  const allowance = useQuery(
    swapAllowanceQueryOptions(api, network, owner, approvable ? source.address : undefined),
  )

  // A quote answers the amount it was asked for: one for an earlier amount is not shown as this one's.
  const current = quote.data !== undefined && amount !== undefined && quote.data.fromAmount === amount
  const toAmount = current ? quote.data?.toAmount : undefined
  const priceOf = (token: SwapToken | undefined) =>
    token === undefined ? undefined : prices.data?.get(token.symbol.toUpperCase())
  const impactBps =
    toAmount === undefined || amount === undefined || source === undefined || to === undefined
      ? undefined
      : priceImpactBps({
          fromAmount: amount,
          fromDecimals: source.decimals,
          fromPrice: priceOf(source),
          toAmount,
          toDecimals: to.decimals,
          toPrice: priceOf(to),
        })
  // Once an approval was mined, the allowance read then decides (a cached answer may predate it).
  const allowed = swap.allowance ?? allowance.data
  const needsApproval = !approvable
    ? false
    : allowed === undefined || amount === undefined
      ? undefined
      : allowed < amount

  const problem = ((): string | undefined => {
    if (source === undefined || to === undefined) return 'Choose the tokens to swap'
    if (parsed === undefined || 'error' in parsed) return parsed?.error
    if (balance.isError) return `Could not read your balance on ${network.name}`
    if (balance.data !== undefined && amount !== undefined && amount > balance.data)
      return `Not enough ${source.symbol}: the amount is over your balance`
    if (gasPrice.isError) return messageOf(gasPrice.error)
    if (quote.isError) return `No quote: ${messageOf(quote.error)}`
    if (allowance.isError && swap.allowance === undefined)
      return `Could not read the allowance: ${messageOf(allowance.error)}`
    return undefined
  })()
  const ready =
    problem === undefined &&
    toAmount !== undefined &&
    balance.data !== undefined &&
    gasPrice.data !== undefined &&
    needsApproval !== undefined
  return {
    swap,
    source,
    to,
    amount,
    balance: balance.data,
    gasPrice: gasPrice.data,
    toAmount,
    minimum: toAmount === undefined ? undefined : minimumReceived(toAmount),
    impactBps,
    needsApproval,
    problem,
    loading: problem === undefined && !ready,
    ready,
  }
}
