import { useId } from 'react'
import { GridIcon } from '../../ui/Icon/icons.js'
import { useActions } from '../context.js'

/** The Connect list's way into AllWallets: a button named "All wallets", described by the number of wallets. */
export function AllWalletsRow({ count }: { count: number | undefined }) {
  const actions = useActions()
  const countId = useId()
  return (
    <button
      type="button"
      aria-label="All wallets"
      aria-describedby={count === undefined ? undefined : countId}
      onClick={() => actions.push('AllWallets')}
      className="flex h-14 w-full items-center gap-3 rounded-control bg-surface px-3 text-left transition-colors duration-150 hover:bg-surface-strong"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-inner bg-surface-strong text-muted">
        <GridIcon size={18} />
      </span>
      <span className="min-w-0 flex-1 truncate font-semibold text-base">All wallets</span>
      {count === undefined ? null : (
        <span
          id={countId}
          className="shrink-0 rounded-full bg-surface-strong px-2 py-0.5 font-semibold text-muted text-xs"
        >
          <span className="sr-only">{count === 1 ? '1 wallet' : `${count} wallets`}</span>
          <span aria-hidden="true">{count}</span>
        </span>
      )}
    </button>
  )
}
