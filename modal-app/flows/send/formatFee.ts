import { formatUnits } from 'viem'
import { formatBalance } from '../../data/formatBalance.js'

/**
 * A fee for display: like a balance (3 decimals, truncated) from 1 up, and below that its first 3 significant
 * digits, so that 0.000042 ETH is not shown as 0.
 */
export function formatFee(value: bigint, decimals: number): string {
  const text = formatUnits(value, decimals)
  const [whole = '0', fraction = ''] = text.split('.')
  if (whole !== '0' || value === 0n) return formatBalance(value, decimals)
  const leading = fraction.length - fraction.replace(/^0+/, '').length
  return `0.${fraction.slice(0, leading + 3).replace(/0+$/, '')}`
}
