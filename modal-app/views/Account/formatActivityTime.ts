const DAY_MS = 86_400_000
const STEPS = [
  { unit: 'sec', ms: 1000, upTo: 60 },
  { unit: 'min', ms: 60_000, upTo: 60 },
  { unit: 'hr', ms: 3_600_000, upTo: 24 },
] as const

const dayAndMonth = new Intl.DateTimeFormat('en-US', { day: '2-digit', month: 'short' })

/**
 * When a transaction was mined (SPEC §9): within the last day as abbreviated relative time (`5 min ago`, `3 hr
 * ago`), older as en-US `DD MMM` (`07 Nov`).
 */
export function formatActivityTime(minedAt: number, now = Date.now()): string {
  const elapsed = Math.max(0, now - minedAt)
  if (elapsed < DAY_MS) {
    for (const { unit, ms, upTo } of STEPS) {
      const count = Math.floor(elapsed / ms)
      if (count < upTo) return `${count} ${unit} ago`
    }
  }
  const parts = dayAndMonth.formatToParts(new Date(minedAt))
  const day = parts.find((part) => part.type === 'day')?.value ?? ''
  const month = parts.find((part) => part.type === 'month')?.value ?? ''
  return `${day} ${month}`
}
