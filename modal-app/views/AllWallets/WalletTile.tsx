import { WalletImage } from '../../ui/WalletImage/WalletImage.js'
import type { ListedWallet } from '../../wallets/types.js'
import { useWalletImageUrl } from '../walletQueries.js'

/**
 * A wallet in the AllWallets grid: a button named by what it shows (WCAG 2.5.3), the wallet's name and, when
 * installed, "Installed" (written, not only coloured).
 */
export function WalletTile({
  wallet,
  onChoose,
}: {
  wallet: ListedWallet
  onChoose: (wallet: ListedWallet) => void
}) {
  const src = useWalletImageUrl(wallet)
  return (
    <button
      type="button"
      onClick={() => onChoose(wallet)}
      className="flex h-full w-full flex-col items-center rounded-control px-1 pt-2.5 text-center transition-colors duration-150 hover:bg-surface active:bg-surface-strong"
    >
      <WalletImage
        wallet={wallet}
        src={src}
        size={56}
        className="rounded-[calc(var(--wm-radius-inner)+2px)]"
      />
      <span className="mt-1.5 line-clamp-2 w-full break-words font-medium text-xs leading-tight">
        {wallet.name}
      </span>
      {wallet.installed ? (
        <span className="mt-0.5 font-semibold text-[10px] text-accent-text leading-none">Installed</span>
      ) : null}
    </button>
  )
}

export function WalletTileSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col items-center px-1 pt-2.5">
      <span className="size-14 animate-pulse rounded-inner bg-surface-strong" />
      <span className="mt-2 h-2.5 w-12 animate-pulse rounded-full bg-surface-strong" />
    </div>
  )
}
