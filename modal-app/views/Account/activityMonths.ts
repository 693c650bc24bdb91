import type { ActivityTransaction } from '../../data/accountTypes.js'

export type ActivityMonth = { title: string; transactions: ActivityTransaction[] }

const monthOnly = new Intl.DateTimeFormat('en-US', { month: 'long' })
const monthAndYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' })

/**
 * SPEC §2: Activity grouped by month, newest first, each titled by its month, with the year when it is not the
 * current year: `November`, `October 2025`.
 */
export function activityMonths(
  transactions: readonly ActivityTransaction[],
  now = new Date(),
): ActivityMonth[] {
  const months = new Map<string, ActivityMonth>()
  const sorted = [...transactions].sort((a, b) => b.minedAt - a.minedAt)
  for (const transaction of sorted) {
    const date = new Date(transaction.minedAt)
    const key = `${date.getFullYear()}-${date.getMonth()}`
    const title = (date.getFullYear() === now.getFullYear() ? monthOnly : monthAndYear).format(date)
    const month = months.get(key) ?? { title, transactions: [] }
    month.transactions.push(transaction)
    months.set(key, month)
  }
  return [...months.values()]
}
