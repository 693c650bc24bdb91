import { type FocusEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useEndReached } from './useEndReached.js'
import { useViewportHeight } from './useViewportHeight.js'
import { rowsToRender, visibleRows } from './visibleRows.js'

export type VirtualGridProps = {
  itemCount: number
  /** The size of the whole list when more items than `itemCount` exist (pages not loaded yet). */
  setSize?: number
  columns: number
  /** Every row has this height in CSS pixels. */
  rowHeight: number
  /** Rows rendered beyond each edge of the viewport, so Tab and fast scrolling find content. */
  overscan?: number
  /** Accessible name of the list. */
  label: string
  renderItem: (index: number) => ReactNode
  /** Called when the rendered rows reach the last one (infinite scroll). */
  onEndReached?: (() => void) | undefined
  /** Below the rows, inside the scrolling area (a "loading more" line, say). */
  footer?: ReactNode
  /** Scrolls back to the top whenever this changes (a new search). */
  resetKey?: string
  /** Sets the scrolling area's height; it must be fixed for windowing to work. */
  className?: string
}

/**
 * A windowed grid: only the rows in view (plus overscan) are in the DOM, each absolutely placed by its index.
 * Items are `<li>`s with their position in the whole list (`aria-setsize`, `aria-posinset`).
 */
export function VirtualGrid(props: VirtualGridProps) {
  const { itemCount, columns, rowHeight, overscan = 2, renderItem, onEndReached, resetKey } = props
  const scrollRef = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const viewportHeight = useViewportHeight(scrollRef)
  const [focusedRow, setFocusedRow] = useState<number | undefined>(undefined)

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not an input.
  useLayoutEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0
    setScrollTop(0)
  }, [resetKey])

  const rowCount = Math.ceil(itemCount / columns)
  const { first, last } = visibleRows({ scrollTop, viewportHeight, rowHeight, rowCount, overscan })
  const reachedEnd = rowCount > 0 && viewportHeight > 0 && last >= rowCount - 1
  useEndReached(reachedEnd, itemCount, onEndReached)

  // Synchronously: a fast Tab must find the next item already rendered, or the focus trap wraps around.
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const index = Number(event.target.closest('li')?.dataset.index)
    if (Number.isInteger(index)) flushSync(() => setFocusedRow(Math.floor(index / columns)))
  }
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedRow(undefined)
  }

  const rows = rowsToRender({ first, last }, { row: focusedRow, overscan: 1, rowCount })
  const setSize = Math.max(itemCount, props.setSize ?? 0)
  const items = gridItems(rows, { itemCount, setSize, columns, rowHeight, renderItem })

  return (
    <div
      ref={scrollRef}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      className={`overflow-y-auto overscroll-contain ${props.className ?? ''}`}
    >
      <ul
        aria-label={props.label}
        onFocus={onFocus}
        onBlur={onBlur}
        className="relative"
        style={{ height: rowCount * rowHeight }}
      >
        {items}
      </ul>
      {props.footer}
    </div>
  )
}

/** The `<li>`s of the given rows, each absolutely placed by its index and numbered in the whole list. */
function gridItems(
  rows: Iterable<number>,
  grid: Pick<VirtualGridProps, 'itemCount' | 'columns' | 'rowHeight' | 'renderItem'> & { setSize: number },
): ReactNode[] {
  const { itemCount, setSize, columns, rowHeight, renderItem } = grid
  const items: ReactNode[] = []
  for (const row of rows) {
    for (let column = 0; column < columns; column++) {
      const index = row * columns + column
      if (index >= itemCount) break
      items.push(
        <li
          key={index}
          data-index={index}
          aria-setsize={setSize}
          aria-posinset={index + 1}
          className="absolute top-0 min-w-0"
          style={{
            left: `${(column * 100) / columns}%`,
            width: `${100 / columns}%`,
            height: rowHeight,
            transform: `translateY(${row * rowHeight}px)`,
          }}
        >
          {renderItem(index)}
        </li>,
      )
    }
  }
  return items
}
