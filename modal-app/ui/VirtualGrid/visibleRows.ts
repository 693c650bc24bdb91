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

/**
 * The rows to render, in order: the visible range, plus the rows around the focused one, so that Tab and Shift+Tab
 * from the focused item always find the next one in the DOM, even before a scroll has re-rendered the window.
 */
export function rowsToRender(
  visible: { first: number; last: number },
  focused: { row: number | undefined; overscan: number; rowCount: number },
): number[] {
  const rows = new Set<number>()
  for (let row = visible.first; row <= visible.last; row++) rows.add(row)
  if (focused.row !== undefined) {
    const from = Math.max(0, focused.row - focused.overscan)
    const to = Math.min(focused.rowCount - 1, focused.row + focused.overscan)
    for (let row = from; row <= to; row++) rows.add(row)
  }
  return [...rows].sort((a, b) => a - b)
}
