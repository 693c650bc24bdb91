import { MONEY_DISPLAY_DECIMALS } from './constants.js'

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: MONEY_DISPLAY_DECIMALS,
  maximumFractionDigits: MONEY_DISPLAY_DECIMALS,
  roundingMode: 'trunc',
})

/** A USD amount for display (SPEC §5: money 2 decimals, truncated): `$1,234.50`. */
function formatMoney(value: number): string {
  return usd.format(value)
}

/**
 * The money value of a holding for display, in USD with 2 decimals, truncated (SPEC §5): `$0.00` on a testnet
 * whatever the price (SPEC §9: testnet tokens are worth nothing), else its USD value, or undefined without a price.
 */
export function formatValue(value: number | undefined, testnet: boolean): string | undefined {
  if (testnet) return formatMoney(0)
  return value === undefined ? undefined : formatMoney(value)
}
