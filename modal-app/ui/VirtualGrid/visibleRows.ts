/** The rows of a fixed-row-height grid to render: the visible ones plus `overscan` on each side. */
export function visibleRows(options: {
  scrollTop: number
  viewportHeight: number
  rowHeight: number
  rowCount: number
  overscan: number
}): { first: number; last: number } {
  const { scrollTop, viewportHeight, rowHeight, rowCount, overscan } = options
  if (rowCount === 0 || rowHeight <= 0) return { first: 0, last: -1 }
  const top = Math.max(0, scrollTop)
  const firstVisible = Math.min(rowCount - 1, Math.floor(top / rowHeight))
  const lastVisible = Math.min(rowCount - 1, Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight) - 1)
  return {
    first: Math.max(0, firstVisible - overscan),
    last: Math.min(rowCount - 1, Math.max(firstVisible, lastVisible) + overscan),
  }
}
