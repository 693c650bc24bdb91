import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { InfoIcon } from '../../ui/Icon/icons.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { useApp } from '../context.js'

/**
 * SPEC §2's ConnectingSiwe: the wallet signed in while pairing over WalletConnect (one step), and the dapp's
 * backend is verifying the message. The site named is the origin the handshake verified. SPEC's "Authenticating..."
 * is the toast's (state/walletConnectConnect.ts), announced once: the view does not say it again.
 */
export function ConnectingSiwe() {
  const origin = useApp((state) => state.origin)
  const verifying = useApp((state) => state.signIn?.phase === 'pending')
  if (!verifying)
    return (
      <div className="px-4 pb-6">
        <EmptyState
          icon={<InfoIcon />}
          title="No sign-in in progress"
          description="A wallet that signs in while connecting over WalletConnect is verified here."
        />
      </div>
    )
  return (
    <div className="flex flex-col items-center gap-4 px-6 pt-4 pb-6 text-center">
      <span className="flex size-18 items-center justify-center rounded-card bg-surface text-accent-text">
        <Spinner size={28} />
      </span>
      <div className="flex flex-col gap-1">
        <h2 className="break-all font-semibold text-lg">{origin}</h2>
        <p className="text-muted text-sm">
          Your wallet signed the sign-in message while connecting; this app is checking it.
        </p>
      </div>
    </div>
  )
}
