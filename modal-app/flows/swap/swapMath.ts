/** SPEC §9's swap slippage tolerance, in percent: the swap accepts at most this much less than the quote. */
export const SWAP_SLIPPAGE_PERCENT = 1

const BPS = 10_000n

/**
 * The least the swap accepts for a quote of `toAmount` (smallest units): the quote less `slippagePercent` percent,
 * rounded down, in bigint (never a float). `slippagePercent` has at most 2 decimals.
 */
export function minimumReceived(toAmount: bigint, slippagePercent = SWAP_SLIPPAGE_PERCENT): bigint {
  const bps = Math.round(slippagePercent * 100)
  if (!Number.isSafeInteger(bps) || bps < 0 || bps > 10_000)
    throw new RangeError('slippage must be 0 to 100 percent')
  return (toAmount * (BPS - BigInt(bps))) / BPS
}

/** A USD price as an integer of 10^-12 dollars: the prices enter the bigint math once, exactly to 12 places. */
const PRICE_SCALE = 1_000_000_000_000

const scaledPrice = (price: number): bigint | undefined =>
  Number.isFinite(price) && price > 0 ? BigInt(Math.round(price * PRICE_SCALE)) : undefined

/**
 * The price impact of a quote, in basis points (100 = 1%): how much less the tokens got are worth than the tokens
 * paid, at the API's USD prices (AppKit's rule: (in value − out value) / in value). Negative when the quote is
 * worth more. Undefined without both prices or for a zero amount. Amounts in their tokens' smallest units.
 */
export function priceImpactBps(quote: {
  fromAmount: bigint
  fromDecimals: number
  fromPrice: number | undefined
  toAmount: bigint
  toDecimals: number
  toPrice: number | undefined
}): bigint | undefined {
  const fromPrice = quote.fromPrice === undefined ? undefined : scaledPrice(quote.fromPrice)
  const toPrice = quote.toPrice === undefined ? undefined : scaledPrice(quote.toPrice)
  if (fromPrice === undefined || toPrice === undefined || quote.fromAmount <= 0n) return undefined
  // Both values over the same denominator, 10^(fromDecimals + toDecimals).
  const paid = quote.fromAmount * fromPrice * 10n ** BigInt(quote.toDecimals)
  const got = quote.toAmount * toPrice * 10n ** BigInt(quote.fromDecimals)
  return ((paid - got) * BPS) / paid
}

/** Basis points as a percentage with 2 decimals: `123n` → `'1.23%'`, `-5n` → `'-0.05%'`. */
export function formatBps(bps: bigint): string {
  const sign = bps < 0n ? '-' : ''
  const abs = bps < 0n ? -bps : bps
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}%`
}
