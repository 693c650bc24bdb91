import { WalletImage } from '../../ui/WalletImage/WalletImage.js'
import type { ListedWallet } from '../../wallets/types.js'
import { useWalletImageUrl } from '../walletQueries.js'

/**
 * A group of catalogue wallets in the Connect list: one button per wallet, named by what it shows (WCAG 2.5.3): the
 * wallet's name, then its tag ("MetaMask Installed", "Rainbow Recent"). The monogram is a stand-in for the logo.
 */
export function CatalogueWalletRows(props: {
  label: string
  wallets: readonly ListedWallet[]
  /** A tag on every row of the group, such as "Recent". */
  tag?: string
  onChoose: (wallet: ListedWallet) => void
}) {
  return (
    <ul aria-label={props.label} className="flex flex-col gap-2">
      {props.wallets.map((wallet) => (
        <li key={wallet.id}>
          <CatalogueWalletRow
            wallet={wallet}
            tag={wallet.installed ? 'Installed' : props.tag}
            onChoose={props.onChoose}
          />
        </li>
      ))}
    </ul>
  )
}

function CatalogueWalletRow(props: {
  wallet: ListedWallet
  tag: string | undefined
  onChoose: (wallet: ListedWallet) => void
}) {
  const { wallet, tag } = props
  const src = useWalletImageUrl(wallet)
  return (
    <button
      type="button"
      onClick={() => props.onChoose(wallet)}
      className="flex h-14 w-full items-center gap-3 rounded-control bg-surface px-3 text-left transition-colors duration-150 hover:bg-surface-strong"
    >
      <WalletImage wallet={wallet} src={src} size={36} />
      <span className="min-w-0 flex-1 truncate font-semibold text-base">{wallet.name}</span>
      {tag === undefined ? null : (
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 font-semibold text-xs ${
            wallet.installed ? 'bg-accent/15 text-accent-text' : 'bg-surface-strong text-muted'
          }`}
        >
          {tag}
        </span>
      )}
    </button>
  )
}
