import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

export type TabItem = { id: string; label: string; panel: ReactNode }

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs. Only the selected tab's panel
 * is rendered (the others are empty and hidden): a panel, and whatever it reads, mounts when its tab is selected.
 */
export function Tabs({ tabs, label }: { tabs: readonly TabItem[]; label: string }) {
  const baseId = useId()
  const [selected, setSelected] = useState(0)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length
    setSelected(next)
    tabRefs.current[next]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 rounded-control bg-surface p-1"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            className="h-8 flex-1 rounded-inner font-medium text-muted text-sm transition-colors duration-150 hover:text-fg aria-selected:bg-raised aria-selected:text-fg aria-selected:shadow-sm"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs: a panel without focusable content is a tab stop.
          tabIndex={0}
          hidden={index !== selected}
          className="rounded-control"
        >
          {index === selected ? tab.panel : null}
        </div>
      ))}
    </div>
  )
}
