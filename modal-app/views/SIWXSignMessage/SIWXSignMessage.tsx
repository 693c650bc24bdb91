import { useSignIn } from '../../flows/signIn/siwxContext.js'
import { activeAccount, connectedAddress } from '../../store/store.js'
import { NO_ACTIVE_CAIP_ADDRESS, SIGNATURE_DECLINED, SIWX_NOT_ENABLED } from '../../texts/messages.js'
import { Button } from '../../ui/Button/Button.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { AlertIcon, InfoIcon, WalletIcon } from '../../ui/Icon/icons.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { truncateAddress } from '../../wallets/address.js'
import { useApp } from '../context.js'

/**
 * Sign in with X (SPEC §4): the user signs one message in their wallet's own UI to prove the account to the
 * dapp's backend. The site named is the origin the handshake verified.
 */
export function SIWXSignMessage() {
  const signIn = useSignIn()
  const enabled = useApp((state) => state.config.siwx !== undefined)
  const required = useApp((state) => state.config.siwx?.required === true)
  const origin = useApp((state) => state.origin)
  const address = useApp(connectedAddress)
  const walletName = useApp((state) => activeAccount(state).wallet?.name)
  const phase = useApp((state) => state.signIn?.phase ?? 'idle')

  if (!enabled || address === undefined)
    return (
      <div className="px-4 pb-6">
        <EmptyState
          icon={<InfoIcon />}
          title={enabled ? NO_ACTIVE_CAIP_ADDRESS : SIWX_NOT_ENABLED}
          description={enabled ? 'Connect a wallet to sign in.' : 'This app does not ask you to sign in.'}
        />
      </div>
    )

  const pending = phase === 'pending'
  return (
    <div className="flex flex-col items-center gap-4 px-6 pt-4 pb-6 text-center">
      <span className="flex size-18 items-center justify-center rounded-card bg-surface text-accent-text">
        {pending ? <Spinner size={28} /> : <WalletIcon size={32} />}
      </span>
      <div className="flex flex-col gap-1">
        <h2 className="break-all font-semibold text-lg">{origin}</h2>
        <p className="text-muted text-sm">
          wants you to sign in with {truncateAddress(address)}. Signing proves you own this account; it costs
          nothing and sends no transaction.
          {required ? ' This app needs it to stay connected.' : ''}
        </p>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm">
        {pending ? (
          `Continue in ${walletName ?? 'your wallet'}: sign the message there.`
        ) : phase === 'declined' ? (
          <span className="inline-flex items-center gap-1 font-medium">
            <AlertIcon size={14} className="text-danger" />
            {SIGNATURE_DECLINED}
          </span>
        ) : null}
      </p>
      <div className="flex w-full gap-2">
        <Button variant="secondary" fullWidth onClick={() => signIn.cancel()}>
          {required ? 'Disconnect' : 'Cancel'}
        </Button>
        <Button fullWidth disabled={pending} onClick={() => signIn.sign()}>
          {phase === 'declined' ? 'Try again' : 'Sign'}
        </Button>
      </div>
    </div>
  )
}
