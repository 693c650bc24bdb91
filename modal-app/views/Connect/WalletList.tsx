import type { BrowserWallet } from '../../store/store.js'
import { PuzzleIcon, WalletIcon } from '../../ui/Icon/icons.js'
import { decodeImage } from '../../ui/WalletImage/decodeImage.js'
import { isDataImageUrl } from '../../wallets/isDataImageUrl.js'
import { useWallet } from '../context.js'

export function WalletList({ wallets }: { wallets: readonly BrowserWallet[] }) {
  const connection = useWallet()
  if (wallets.length === 0)
    return (
      <div className="flex items-center gap-3 rounded-control border border-line border-dashed p-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-inner bg-surface text-muted">
          <PuzzleIcon size={18} />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold text-sm">No browser wallet found</h2>
          <p className="text-muted text-xs">Install a wallet extension, then reload this page.</p>
        </div>
      </div>
    )

  return (
    <ul className="flex flex-col gap-2">
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <button
            type="button"
            onClick={() => connection.connect(wallet.id)}
            className="flex h-14 w-full items-center gap-3 rounded-control bg-surface px-3 text-left transition-colors duration-150 hover:bg-surface-strong"
          >
            {isDataImageUrl(wallet.icon) ? (
              <img
                ref={decodeImage}
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
  )
}
