/** The bench's statistics and its results table (markdown). */

export type Row = { measure: string; runs: string; median: string; p99: string; note: string }

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Nearest-rank percentile. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

/** A loop's mean per call, exact (total time ÷ calls), in µs below 1 ms. */
export function perCall(total: number, runs: number): string {
  const value = total / runs
  return value < 1 ? `${(value * 1000).toFixed(0)} µs` : ms(value)
}

export function ms(value: number): string {
  // Below one tick of the page's coarsened clock (0.1 ms).
  if (value < 0.05) return '< 0.1 ms'
  if (value >= 100) return `${value.toFixed(0)} ms`
  if (value >= 10) return `${value.toFixed(1)} ms`
  return `${value.toFixed(2)} ms`
}

/** A row of timings: the finite samples' median (and p99 when asked), with how many runs counted. */
export function timingRow(
  measure: string,
  samples: readonly number[],
  options: { p99?: boolean; note?: string } = {},
): Row {
  const values = samples.filter(Number.isFinite)
  if (values.length === 0) throw new Error(`${measure}: no samples`)
  return {
    measure,
    runs: values.length === samples.length ? String(values.length) : `${values.length} of ${samples.length}`,
    median: ms(median(values)),
    p99: options.p99 ? ms(percentile(values, 99)) : '',
    note: options.note ?? '',
  }
}

export function printTable(rows: readonly Row[]) {
  const header: Row = { measure: 'measure', runs: 'runs', median: 'median', p99: 'p99', note: 'note' }
  const columns = Object.keys(header) as (keyof Row)[]
  const line = (row: Row) => `| ${columns.map((column) => row[column]).join(' | ')} |`
  console.log(line(header))
  console.log(
    `|${columns.map((column) => (column === 'measure' || column === 'note' ? '---' : '--:')).join('|')}|`,
  )
  for (const row of rows) console.log(line(row))
}
