import type { ReactNode } from 'react'
import { useWalletImageUrl } from '../../data/walletQueries.js'
import { useActions, useApp, useCanOpen } from '../../state/context.js'
import { useIsMobile } from '../../state/useIsMobile.js'
import { Button } from '../../ui/Button/Button.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { ExternalIcon, GlobeIcon, MonitorIcon, SmartphoneIcon, WalletIcon } from '../../ui/Icon/icons.js'
import { WalletImage } from '../../ui/WalletImage/WalletImage.js'
import { toSafeLink } from '../../wallets/toSafeLink.js'
import type { WalletRecord } from '../../wallets/types.js'

/**
 * The chosen catalogue wallet and the links it has. WalletConnect pairing is not part of this version (issue 4):
 * the view says so, and offers the wallet's own app and web links, which open it without a connection request.
 */
export function ConnectingWalletConnect() {
  const wallet = useApp((state) => state.selectedWallet)
  const actions = useActions()
  const canListWallets = useCanOpen('AllWallets')
  if (wallet === undefined)
    return (
      <div className="px-4 pb-6">
        <EmptyState
          icon={<WalletIcon />}
          title="No wallet chosen"
          description="Choose a wallet to connect with."
          action={
            canListWallets ? (
              <Button onClick={() => actions.push('AllWallets')}>All wallets</Button>
            ) : undefined
          }
        />
      </div>
    )
  return <ChosenWallet wallet={wallet} />
}

type WalletLink = { href: string; label: string; icon: ReactNode }

function ChosenWallet({ wallet }: { wallet: WalletRecord }) {
  const src = useWalletImageUrl(wallet)
  const projectId = useApp((state) => state.config.projectId)
  const isMobile = useIsMobile()
  const links = walletLinks(wallet, isMobile)

  return (
    <div className="flex flex-col items-center px-6 pt-2 pb-6 text-center">
      <WalletImage
        wallet={wallet}
        src={src}
        size={80}
        className="rounded-[calc(var(--wm-radius-inner)+6px)]"
      />
      <h2 className="mt-4 font-semibold text-lg">{wallet.name}</h2>
      <p className="mt-1.5 max-w-[18rem] text-muted text-sm">
        {projectId === undefined
          ? 'Connecting with WalletConnect needs a project id, and this app has not set one.'
          : 'Connecting with WalletConnect is not available in this version yet.'}
      </p>
      {links.length > 0 ? (
        <>
          <div className="mt-5 flex w-full flex-col gap-2">
            {links.map((link, index) => (
              <a
                key={link.label}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className={`inline-flex h-12 items-center justify-center gap-2 rounded-control px-5 font-semibold text-base transition-[background-color,filter] duration-150 ${
                  index === 0
                    ? 'bg-accent text-accent-fg hover:brightness-110'
                    : 'bg-surface text-fg hover:bg-surface-strong'
                }`}
              >
                {link.icon}
                {link.label}
                <ExternalIcon size={16} className="opacity-70" />
              </a>
            ))}
          </div>
          <p className="mt-3 text-muted text-xs">These open {wallet.name} without asking it to connect.</p>
        </>
      ) : (
        <p className="mt-5 text-muted text-xs">The catalogue has no links for {wallet.name}.</p>
      )}
    </div>
  )
}

/** The wallet's safe links, the one for this device first. */
function walletLinks(wallet: WalletRecord, isMobile: boolean): WalletLink[] {
  const mobile = toSafeLink(wallet.mobile_link)
  const desktop = toSafeLink(wallet.desktop_link)
  const webapp = toSafeLink(wallet.webapp_link)
  const links: (WalletLink | undefined)[] = [
    mobile === undefined
      ? undefined
      : { href: mobile, label: 'Open the app', icon: <SmartphoneIcon size={18} /> },
    desktop === undefined
      ? undefined
      : { href: desktop, label: 'Open the desktop app', icon: <MonitorIcon size={18} /> },
    webapp === undefined
      ? undefined
      : { href: webapp, label: 'Open the web app', icon: <GlobeIcon size={18} /> },
  ]
  const [app, desktopApp, web] = links
  const ordered = isMobile ? [app, web, desktopApp] : [desktopApp, web, app]
  return ordered.filter((link): link is WalletLink => link !== undefined)
}
