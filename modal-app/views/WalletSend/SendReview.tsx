import { type ReactNode, useEffect } from 'react'
import type { NetworkEntry } from '../../config/types.js'
import { assetUrl } from '../../data/assetUrl.js'
import { noteChainWrite } from '../../data/chainWrites.js'
import { formatFee } from '../../flows/send/formatFee.js'
import { submitSend } from '../../flows/send/submitSend.js'
import { activeAccount } from '../../store/store.js'
import { Button } from '../../ui/Button/Button.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { useActions, useApp, useStore } from '../context.js'
import { FieldError } from './FieldError.js'
import { SendOutcome } from './SendOutcome.js'
import type { SendPlan } from './sendPlan.js'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-muted text-sm">{label}</dt>
      <dd className="min-w-0 text-right font-semibold text-sm">{children}</dd>
    </div>
  )
}

/** What will be sent, to whom, on which network, for what fee; then the wallet's approval and the outcome. */
export function SendReview({ network, plan }: { network: NetworkEntry; plan: SendPlan }) {
  const store = useStore()
  const actions = useActions()
  const walletName = useApp(activeAccount).wallet?.name ?? 'your wallet'
  const { send, checked, transact } = plan
  const phase = send.phase
  // The name's avatar (SPEC §3 receiverProfileImageUrl) is a stranger's URL: only what token icons may load.
  const gateway = useApp((state) => state.config.ipfsGateway)
  const avatar = assetUrl(plan.recipientAvatar, { gateway, trustedOrigins: [] })

  // Once mined, what the account read is read again everywhere (views/queryClient.ts).
  useEffect(() => {
    if (phase === 'mined') noteChainWrite()
  }, [phase])

  if (phase === 'pending' || phase === 'mined' || (phase === 'failed' && send.hash !== undefined))
    return <SendOutcome network={network} />
  if (checked === undefined)
    return (
      <div className="flex flex-col gap-4 px-4 pb-4">
        <FieldError error={plan.problem?.error ?? 'Nothing to review'} />
        <Button variant="secondary" size="lg" fullWidth onClick={() => actions.back()}>
          Edit
        </Button>
      </div>
    )
  const { token } = checked
  const approving = phase === 'approving'
  const sendNow = () => {
    if (transact === undefined) return
    void submitSend({ store, transact })
  }
  return (
    <div className="flex flex-col gap-4 px-4 pb-4">
      <p className="text-center">
        <span className="block text-muted text-sm">You send</span>
        <span className="block break-all font-semibold text-2xl tabular-nums">
          {send.sendTokenAmount.trim()} {token.symbol}
        </span>
        <span className="block text-muted text-sm">{token.name}</span>
      </p>
      <dl className="divide-y divide-line rounded-card bg-surface px-4">
        <Row label="To">
          <span className="flex items-center justify-end gap-2">
            {avatar === undefined ? null : (
              <img
                src={avatar}
                alt=""
                width={20}
                height={20}
                referrerPolicy="no-referrer"
                className="size-5 rounded-full"
              />
            )}
            {plan.recipientName ?? 'Address'}
          </span>
          <span className="mt-1 block break-all font-mono font-normal text-xs">{plan.recipient ?? '…'}</span>
        </Row>
        <Row label="Network">{network.name}</Row>
        <Row label="Network fee">
          {plan.fee === undefined
            ? 'Estimating…'
            : `≈ ${formatFee(plan.fee.total, network.nativeCurrency.decimals)} ${network.nativeCurrency.symbol}`}
          {plan.feeNote === undefined ? null : (
            <span className="mt-1 block font-normal text-muted text-xs">{plan.feeNote}</span>
          )}
        </Row>
      </dl>
      <FieldError error={plan.problem?.error ?? send.error} />
      {approving ? (
        <p role="status" className="flex items-center justify-center gap-2 text-muted text-sm">
          <Spinner size={16} />
          Approve the transaction in {walletName}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button variant="secondary" size="lg" fullWidth disabled={approving} onClick={() => actions.back()}>
          Edit
        </Button>
        <Button size="lg" fullWidth disabled={approving || transact === undefined} onClick={sendNow}>
          {phase === 'failed' ? 'Try again' : 'Send'}
        </Button>
      </div>
    </div>
  )
}
