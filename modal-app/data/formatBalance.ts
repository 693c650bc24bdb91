import { formatUnits } from 'viem'
import { BALANCE_DISPLAY_DECIMALS } from './constants.js'

/**
 * A balance for display (SPEC §5): truncated, not rounded, to 3 decimals, with thousands separators. The amount is
 * the real one on every network: SPEC §9's "0.00 on testnets" is about its money value (`formatValue`).
 */
export function formatBalance(value: bigint, decimals: number): string {
  const [whole = '0', fraction = ''] = formatUnits(value, decimals).split('.')
  const kept = fraction.slice(0, BALANCE_DISPLAY_DECIMALS).replace(/0+$/, '')
  const grouped = BigInt(whole).toLocaleString('en-US')
  return kept ? `${grouped}.${kept}` : grouped
}
