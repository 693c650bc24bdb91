import { EMBEDDED_INFO } from '../../connectors/embedded/embeddedInfo.js'
import { openWindowForConnect } from '../../connectors/embedded/walletWindowAccess.js'
import { Button } from '../../ui/Button/Button.js'
import { AlertIcon, WalletIcon } from '../../ui/Icon/icons.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { useApp, useWallet } from '../context.js'

/** Waiting for the user to approve the connection in their browser wallet; declined and error states retry. */
export function ConnectingExternal() {
  const connecting = useApp((state) => state.connecting)
  const wallet = useWallet()
  if (connecting === undefined) return null
  const { name, icon, phase, message } = connecting
  const failed = phase !== 'pending'

  return (
    <div className="flex flex-col items-center gap-4 px-6 pt-4 pb-8 text-center">
      <div className="relative">
        {icon ? (
          <img src={icon} alt="" width={72} height={72} className="size-18 rounded-card" />
        ) : (
          <span className="flex size-18 items-center justify-center rounded-card bg-surface text-muted">
            <WalletIcon size={32} />
          </span>
        )}
        <span
          className={`absolute -right-2 -bottom-2 flex size-8 items-center justify-center rounded-full border-4 border-bg ${
            failed ? 'bg-danger text-white' : 'bg-surface text-accent-text'
          }`}
        >
          {failed ? <AlertIcon size={14} /> : <Spinner size={16} />}
        </span>
      </div>
      <div role="status" aria-live="polite" className="flex flex-col gap-1">
        <h2 className="font-semibold text-lg">
          {phase === 'pending'
            ? `Continue in ${name}`
            : phase === 'declined'
              ? 'Connection declined'
              : 'Connection failed'}
        </h2>
        <p className="text-muted text-sm">
          {phase === 'pending'
            ? connecting.walletId === EMBEDDED_INFO.id
              ? "Confirm with your device's passkey: it creates your wallet, or opens the one you made here."
              : 'Accept the connection request in your wallet.'
            : phase === 'declined'
              ? 'The request was declined in your wallet. You can try again.'
              : message}
        </p>
      </div>
      {failed ? (
        <Button
          variant="secondary"
          onClick={() => {
            if (connecting.walletId === EMBEDDED_INFO.id) openWindowForConnect()
            wallet.connect(connecting.walletId)
          }}
        >
          Try again
        </Button>
      ) : null}
    </div>
  )
}
