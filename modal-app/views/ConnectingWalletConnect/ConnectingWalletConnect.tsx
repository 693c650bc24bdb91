import { type ReactNode, useEffect } from 'react'
import { rememberDeepLinkChoice } from '../../state/deepLinkChoice.js'
import { useStorage } from '../../storage/context.js'
import { Button } from '../../ui/Button/Button.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { WalletIcon } from '../../ui/Icon/icons.js'
import { CopyIcon, ExternalIcon, GlobeIcon, MonitorIcon, SmartphoneIcon } from '../../ui/Icon/viewIcons.js'
import { QrCode } from '../../ui/QrCode/QrCode.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { useIsMobile } from '../../ui/viewport.js'
import { WalletImage } from '../../ui/WalletImage/WalletImage.js'
import { toSafeLink } from '../../wallets/toSafeLink.js'
import type { WalletRecord } from '../../wallets/types.js'
import { useActions, useApp, useCanOpen, useWallet } from '../context.js'
import { useWalletImageUrl } from '../walletQueries.js'

function WalletConnectLogo() {
  return (
    <span className="flex size-14 items-center justify-center rounded-inner bg-accent">
      <svg viewBox="0 0 32 20" width="32" height="20" fill="none" aria-hidden="true">
        <path
          d="M6.5 4.2c5.2-5 13.8-5 19 0l.6.6a.6.6 0 0 1 0 .9l-2.2 2.1a.3.3 0 0 1-.5 0l-.9-.8a9.5 9.5 0 0 0-13 0l-.9.9a.3.3 0 0 1-.5 0L5.9 5.7a.6.6 0 0 1 0-.9l.6-.6Zm23.5 4.4 1.9 1.9a.6.6 0 0 1 0 .9l-8.8 8.5a.7.7 0 0 1-.9 0L16 13.9a.2.2 0 0 0-.2 0l-6.2 6a.7.7 0 0 1-.9 0L.2 11.4a.6.6 0 0 1 0-.9l2-1.9a.7.7 0 0 1 .9 0l6.2 6c.1 0 .2 0 .3 0l6.2-6a.7.7 0 0 1 .9 0l6.2 6c.1 0 .2 0 .3 0l6.2-6a.7.7 0 0 1 .9 0Z"
          fill="white"
        />
      </svg>
    </span>
  )
}

/**
 * WalletConnect: with a project id, the pairing (a QR code to scan, the link to copy, and the chosen catalogue
 * wallet's own links carrying the pairing); without one, the chosen wallet and its plain links.
 */
export function ConnectingWalletConnect() {
  return <WalletConnectView basic={false} />
}

/**
 * SPEC §2's ConnectingWalletConnectBasic, where `manualWCControl` opens the modal on desktop: the plain pairing for
 * any phone wallet, whatever catalogue wallet was chosen before.
 */
export function ConnectingWalletConnectBasic() {
  return <WalletConnectView basic={true} />
}

function WalletConnectView({ basic }: { basic: boolean }) {
  const projectId = useApp((state) => state.config.projectId)
  const selected = useApp((state) => state.selectedWallet)
  const chosen = basic ? undefined : selected
  const actions = useActions()
  const canListWallets = useCanOpen('AllWallets')
  if (projectId) return <Pairing chosen={chosen} />
  if (chosen) return <ChosenWallet wallet={chosen} />
  return (
    <div className="px-4 pb-6">
      <EmptyState
        icon={<WalletIcon />}
        title="WalletConnect is not available"
        description="This app has no WalletConnect project id."
        action={
          canListWallets ? <Button onClick={() => actions.push('AllWallets')}>All wallets</Button> : undefined
        }
      />
    </div>
  )
}

function Pairing({ chosen }: { chosen: WalletRecord | undefined }) {
  const wallet = useWallet()
  const actions = useActions()
  const uri = useApp((state) => state.pairingUri)
  const error = useApp((state) => state.pairingError)
  const open = useApp((state) => state.open)
  const isMobile = useIsMobile()
  const storage = useStorage()

  // A pairing while the modal shows the view, a fresh one each time it opens. ConnectingWalletConnectBasic, the view
  // manualWCControl opens on, stays drawn while closed: a pairing made then would be proposed anew every 4 minutes
  // with nobody looking, and once a wallet had connected through it there would be none at the next opening.
  useEffect(() => {
    if (!open) return
    wallet.connectWalletConnect()
    return () => wallet.cancelPairing()
  }, [wallet, open])

  const copy = () =>
    navigator.clipboard.writeText(uri ?? '').then(
      () => actions.showToast('Link copied', 'success'),
      () => actions.showToast('Unable to copy the link', 'error'),
    )

  return (
    <div className="flex flex-col items-center gap-4 px-4 pb-6">
      {chosen ? <h2 className="font-semibold text-lg">{chosen.name}</h2> : null}
      {error ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
          <p className="font-semibold">Could not start WalletConnect</p>
          <p className="text-muted text-sm">{error}</p>
          <Button variant="secondary" onClick={() => wallet.connectWalletConnect()}>
            Try again
          </Button>
        </div>
      ) : uri ? (
        <QrCode
          value={uri}
          label="WalletConnect QR code: scan it with your phone's wallet"
          logo={chosen ? <ChosenLogo wallet={chosen} /> : <WalletConnectLogo />}
        />
      ) : (
        <div
          className="flex size-[280px] items-center justify-center rounded-card bg-surface text-muted"
          role="status"
          aria-label="Preparing the QR code"
        >
          <Spinner size={28} />
        </div>
      )}
      <p className="text-center text-muted text-sm">
        {chosen ? `Scan with ${chosen.name} to connect.` : 'Scan with your phone’s wallet app to connect.'}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="secondary" disabled={!uri} onClick={copy}>
          <CopyIcon size={16} />
          Copy link
        </Button>
        {chosen && uri
          ? walletLinks(chosen, isMobile, uri).map((link) => (
              // The frame cannot open an app itself: the loader opens the link at the top level. The phone app is
              // remembered, to be opened again for the session's requests (state/deepLinkChoice.ts).
              <Button
                key={link.label}
                variant="secondary"
                onClick={() => {
                  if (link.kind === 'app') rememberDeepLinkChoice(storage, chosen)
                  wallet.openLink(link.href)
                }}
              >
                {link.icon}
                {link.label}
              </Button>
            ))
          : null}
      </div>
    </div>
  )
}

function ChosenLogo({ wallet }: { wallet: WalletRecord }) {
  const src = useWalletImageUrl(wallet)
  return <WalletImage wallet={wallet} src={src} size={56} className="rounded-inner bg-white" />
}

type WalletLink = { kind: 'app' | 'desktop' | 'web'; href: string; label: string; icon: ReactNode }

function ChosenWallet({ wallet }: { wallet: WalletRecord }) {
  const src = useWalletImageUrl(wallet)
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
        Connecting with WalletConnect needs a project id, and this app has not set one.
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

/** The wallet's safe links, the one for this device first; with a pairing URI they carry it (`…/wc?uri=`). */
function walletLinks(wallet: WalletRecord, isMobile: boolean, uri?: string): WalletLink[] {
  const withUri = (link: string | undefined) =>
    link === undefined || uri === undefined
      ? link
      : `${/(\/|:\/\/)$/.test(link) ? link : `${link}/`}wc?uri=${encodeURIComponent(uri)}`
  const mobile = withUri(toSafeLink(wallet.mobile_link))
  const desktop = withUri(toSafeLink(wallet.desktop_link))
  const webapp = withUri(toSafeLink(wallet.webapp_link))
  const links: (WalletLink | undefined)[] = [
    mobile === undefined
      ? undefined
      : { kind: 'app', href: mobile, label: 'Open the app', icon: <SmartphoneIcon size={18} /> },
    desktop === undefined
      ? undefined
      : { kind: 'desktop', href: desktop, label: 'Open the desktop app', icon: <MonitorIcon size={18} /> },
    webapp === undefined
      ? undefined
      : { kind: 'web', href: webapp, label: 'Open the web app', icon: <GlobeIcon size={18} /> },
  ]
  const [app, desktopApp, web] = links
  const ordered = isMobile ? [app, web, desktopApp] : [desktopApp, web, app]
  return ordered.filter((link): link is WalletLink => link !== undefined)
}
