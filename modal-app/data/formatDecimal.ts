/**
 * A decimal string (`'1234.56789'`) for display (SPEC §5): truncated, not rounded, to `places` decimals, thousands
 * grouped, trailing zeros dropped: `formatDecimal('1234.56789', 3)` is `'1,234.567'`.
 */
export function formatDecimal(numeric: string, places: number): string {
  const negative = numeric.startsWith('-')
  const [whole = '0', fraction = ''] = (negative ? numeric.slice(1) : numeric).split('.')
  const kept = fraction.slice(0, places).replace(/0+$/, '')
  const grouped = BigInt(/^\d+$/.test(whole) ? whole : '0').toLocaleString('en-US')
  const text = kept ? `${grouped}.${kept}` : grouped
  return negative && text !== '0' ? `-${text}` : text
}
