import { GridIcon } from '../../ui/Icon/viewIcons.js'
import { useActions } from '../context.js'

/**
 * The Connect list's way into AllWallets: a button named by what it shows (WCAG 2.5.3), "All wallets" and the
 * number of wallets, which a screen reader hears as "All wallets 127 wallets".
 */
export function AllWalletsRow({ count }: { count: number | undefined }) {
  const actions = useActions()
  return (
    <button
      type="button"
      onClick={() => actions.push('AllWallets')}
      className="flex h-14 w-full items-center gap-3 rounded-control bg-surface px-3 text-left transition-colors duration-150 hover:bg-surface-strong"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-inner bg-surface-strong text-muted">
        <GridIcon size={18} />
      </span>
      <span className="min-w-0 flex-1 truncate font-semibold text-base">All wallets</span>
      {count === undefined ? null : (
        <span className="shrink-0 rounded-full bg-surface-strong px-2 py-0.5 font-semibold text-muted text-xs">
          {count}
          <span className="sr-only">{count === 1 ? ' wallet' : ' wallets'}</span>
        </span>
      )}
    </button>
  )
}
