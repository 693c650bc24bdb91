import { MONEY_DISPLAY_DECIMALS } from './constants.js'

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: MONEY_DISPLAY_DECIMALS,
  maximumFractionDigits: MONEY_DISPLAY_DECIMALS,
  roundingMode: 'trunc',
})

/** A USD amount for display (SPEC §5: money 2 decimals, truncated): `$1,234.50`. */
export function formatMoney(value: number): string {
  return usd.format(value)
}
