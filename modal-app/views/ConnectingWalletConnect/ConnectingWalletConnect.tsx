import { useEffect } from 'react'
import { useActions, useApp, useWallet } from '../../state/context.js'
import { Button } from '../../ui/Button/Button.js'
import { CopyIcon } from '../../ui/Icon/icons.js'
import { QrCode } from '../../ui/QrCode/QrCode.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'

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

/** The WalletConnect pairing: a QR code to scan with a phone wallet, and the link to copy. */
export function ConnectingWalletConnect() {
  const wallet = useWallet()
  const actions = useActions()
  const uri = useApp((state) => state.pairingUri)
  const error = useApp((state) => state.pairingError)
  const projectId = useApp((state) => state.config.projectId)

  useEffect(() => {
    if (!projectId) return
    wallet.connectWalletConnect()
    return () => wallet.cancelPairing()
  }, [wallet, projectId])

  if (!projectId)
    return (
      <p className="px-6 pb-8 text-center text-muted text-sm">
        WalletConnect is not available: this app has no WalletConnect project id.
      </p>
    )

  const copy = () =>
    navigator.clipboard.writeText(uri ?? '').then(
      () => actions.showToast('Link copied', 'success'),
      () => actions.showToast('Unable to copy the link', 'error'),
    )

  return (
    <div className="flex flex-col items-center gap-4 px-4 pb-6">
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
          logo={<WalletConnectLogo />}
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
      <p className="text-center text-muted text-sm">Scan with your phone’s wallet app to connect.</p>
      <Button variant="secondary" disabled={!uri} onClick={copy}>
        <CopyIcon size={16} />
        Copy link
      </Button>
    </div>
  )
}
