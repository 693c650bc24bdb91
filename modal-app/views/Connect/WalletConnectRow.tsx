import { QrIcon } from '../../ui/Icon/icons.js'
import { useActions, useApp } from '../context.js'
import { lazyView } from '../lazyView.js'

/** SPEC §8's alerts are a chunk of their own (startup budget). */
const AlertNote = lazyView(() => import('../AlertNote.js').then((module) => module.AlertNote))

/**
 * SPEC's `walletConnect` connector group: one row that opens the pairing. Without a project id there is no row;
 * while `debug` is on, SPEC's *Project ID Not Configured* alert says why.
 */
export function WalletConnectRow() {
  const actions = useActions()
  const available = useApp((state) => !!state.config.projectId && state.config.enableWalletConnect)
  const explain = useApp((state) => state.config.debug && !state.config.projectId)
  if (explain) return <AlertNote name="ProjectIdNotConfigured" fallback={null} />
  if (!available) return null
  return (
    <button
      type="button"
      onClick={() => actions.push('ConnectingWalletConnect')}
      className="flex h-14 w-full items-center gap-3 rounded-control bg-surface px-3 text-left transition-colors duration-150 hover:bg-surface-strong"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-inner bg-accent text-accent-fg">
        <QrIcon size={18} />
      </span>
      <span className="min-w-0 flex-1 truncate font-semibold text-base">WalletConnect</span>
      <span className="shrink-0 rounded-full bg-surface-strong px-2 py-0.5 font-semibold text-muted text-xs">
        QR code
      </span>
    </button>
  )
}

/** Whether the WalletConnect row is shown (then an empty browser-wallet list need not say so). */
export function useWalletConnectRow(): boolean {
  return useApp((state) => !!state.config.projectId && state.config.enableWalletConnect)
}
