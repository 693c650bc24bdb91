import { alerts } from '../../../shared/errors/messages.js'
import { useActions, useApp, useWallet } from '../../state/context.js'
import type { BrowserWallet } from '../../state/store.js'
import { PuzzleIcon, QrIcon, WalletIcon } from '../../ui/Icon/icons.js'

/** Icons come from the untrusted host page: only data: images, and only ever as an <img> source. */
const isDataImage = (icon: string) => /^data:image\/[a-z0-9.+-]+[;,]/i.test(icon)

export function WalletList({ wallets }: { wallets: readonly BrowserWallet[] }) {
  const connection = useWallet()
  const actions = useActions()
  const walletConnect = useApp((state) => !!state.config.projectId && state.config.enableWalletConnect)
  const debug = useApp((state) => state.config.debug && !state.config.projectId)
  // SPEC's connector group order starts with WalletConnect, then recent and installed wallets.
  const walletConnectRow = walletConnect ? (
    <li>
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
    </li>
  ) : null
  const notice = debug ? (
    <div role="note" className="mt-2 rounded-control border border-line border-dashed p-3 text-xs">
      <p className="font-semibold">{alerts.ProjectIdNotConfigured.shortMessage}</p>
      <p className="text-muted">{alerts.ProjectIdNotConfigured.longMessage}</p>
    </div>
  ) : null
  if (wallets.length === 0 && walletConnectRow)
    return (
      <>
        <ul className="flex flex-col gap-2">{walletConnectRow}</ul>
        {notice}
      </>
    )
  if (wallets.length === 0)
    return (
      <>
        <div className="flex items-center gap-3 rounded-control border border-line border-dashed p-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-inner bg-surface text-muted">
            <PuzzleIcon size={18} />
          </span>
          <div className="min-w-0">
            <h2 className="font-semibold text-sm">No browser wallet found</h2>
            <p className="text-muted text-xs">Install a wallet extension, then reload this page.</p>
          </div>
        </div>
        {notice}
      </>
    )

  return (
    <>
      <ul className="flex flex-col gap-2">
        {walletConnectRow}
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <button
              type="button"
              onClick={() => connection.connect(wallet.id)}
              className="flex h-14 w-full items-center gap-3 rounded-control bg-surface px-3 text-left transition-colors duration-150 hover:bg-surface-strong"
            >
              {isDataImage(wallet.icon) ? (
                <img
                  src={wallet.icon}
                  alt=""
                  width={36}
                  height={36}
                  className="size-9 shrink-0 rounded-inner"
                />
              ) : (
                <span className="flex size-9 shrink-0 items-center justify-center rounded-inner bg-surface-strong text-muted">
                  <WalletIcon size={18} />
                </span>
              )}
              <span className="min-w-0 flex-1 truncate font-semibold text-base">{wallet.name}</span>
              {wallet.installed ? (
                <span className="shrink-0 rounded-full bg-accent/15 px-2 py-0.5 font-semibold text-accent-text text-xs">
                  Installed
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {notice}
    </>
  )
}
