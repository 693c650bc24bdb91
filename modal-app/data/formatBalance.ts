import { formatUnits } from 'viem'
import { BALANCE_DISPLAY_DECIMALS } from './constants.js'

/**
 * A balance for display (SPEC §5): truncated, not rounded, to 3 decimals, with thousands separators; `0.00` on
 * testnets (SPEC §9).
 */
export function formatBalance(value: bigint, decimals: number, testnet: boolean): string {
  if (testnet) return '0.00'
  const [whole = '0', fraction = ''] = formatUnits(value, decimals).split('.')
  const kept = fraction.slice(0, BALANCE_DISPLAY_DECIMALS).replace(/0+$/, '')
  const grouped = BigInt(whole).toLocaleString('en-US')
  return kept ? `${grouped}.${kept}` : grouped
}
