import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { openWindowForApproval } from '../../connectors/embedded/walletWindowAccess.js'
import type { PendingApproval } from '../../store/store.js'
import { Button } from '../../ui/Button/Button.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { AlertIcon, InfoIcon } from '../../ui/Icon/icons.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { useApp, useWallet } from '../context.js'
import { RequestDetails } from './RequestDetails.js'
import { reportsVisibility, useArming } from './useArming.js'

const KIND_TITLES = {
  message: 'Sign a message',
  typedData: 'Sign typed data',
  transaction: 'Send a transaction',
  batch: 'Send a batch of calls',
} as const

/**
 * SPEC's ApproveTransaction for the passkey wallet: the verified origin, the network and the request decoded, one
 * at a time. Approve counts only once armed (useArming: the host page cannot click it through an overlay, a
 * transparency or a move); Reject always works. The modal opens this view itself (state/approvals.ts).
 */
export function ApproveTransaction() {
  const pending = useApp((state) => state.approvals?.current)
  const waiting = useApp((state) => state.approvals?.waiting ?? 0)
  if (pending === undefined)
    return (
      <div className="px-4 pb-6">
        <EmptyState icon={<InfoIcon />} title="Nothing to approve" description="No request is waiting." />
      </div>
    )
  return <Approval key={pending.id} pending={pending} waiting={waiting} />
}

function Approval({ pending, waiting }: { pending: PendingApproval; waiting: number }) {
  const wallet = useWallet()
  const origin = useApp((state) => state.origin)
  const embedded = useApp((state) => state.config.embedded)
  const networks = useApp((state) => state.config.networks)
  const network = networks.find(
    (entry) => entry.chainNamespace === 'eip155' && Number(entry.id) === pending.request.chainId,
  )
  const rootRef = useRef<HTMLElement>(null)
  const headingId = useId()
  const { armed, press, confirm } = useArming(rootRef)
  // Without IO v2 (Firefox, Safari), or inline on the dapp's page, this screen cannot prove it is seen.
  const canApprove = reportsVisibility() && !embedded
  const working = pending.phase === 'working'
  /** After a click on the armed button: checking it counts, or why it did not. */
  const [click, setClick] = useState<'checking' | 'voided' | 'blocked' | undefined>()

  // Where this frame cannot show it is seen, the click opens the wallet window (a first-party popup the page cannot
  // cover or restyle), which shows the request again and takes the approval there.
  const approveInWindow = () => {
    if (working) return
    if (!openWindowForApproval()) return setClick('blocked')
    setClick(undefined)
    wallet.decideApproval(pending.id, true)
  }

  const approve = async () => {
    if (working || !canApprove || click === 'checking') return
    const wasArmed = armed
    setClick('checking')
    const counts = await confirm()
    setClick(counts || !wasArmed ? undefined : 'voided')
    if (counts) wallet.decideApproval(pending.id, true)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') press()
  }

  return (
    <section ref={rootRef} aria-labelledby={headingId} className="flex flex-col gap-4 px-4 pt-1 pb-5">
      <div data-approval-part="" className="flex flex-col gap-1">
        <h2 id={headingId} className="font-semibold text-lg">
          {KIND_TITLES[pending.request.shown.kind]}
        </h2>
        <p className="text-muted text-sm">
          Requested by <span className="break-all font-semibold text-fg">{origin}</span>
        </p>
        <p className="text-muted text-sm">
          Network{' '}
          <span className="font-semibold text-fg">
            {network?.name ?? 'Unknown'} (chain {pending.request.chainId})
          </span>
        </p>
      </div>
      {/* A long request scrolls here, so the request and its buttons always fit the card whole (useArming). */}
      <dl data-approval-part="" className="flex max-h-[40vh] flex-col gap-2 overflow-y-auto">
        <RequestDetails
          pending={pending}
          origin={origin}
          currency={network?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }}
        />
      </dl>
      {/* Two lines kept for it: the layout must not move when it changes (a moving card is not seen whole). */}
      <p role="status" aria-live="polite" className="min-h-10 text-sm">
        {working ? (
          <span className="inline-flex items-center gap-2">
            <Spinner size={14} />{' '}
            {canApprove ? 'Confirm with your passkey…' : 'Approve or reject in the wallet window…'}
          </span>
        ) : click === 'blocked' ? (
          'The browser blocked the wallet window: allow pop-ups for this site, then try again.'
        ) : click === 'checking' ? (
          <span className="inline-flex items-center gap-2">
            <Spinner size={14} /> Checking that this screen is in view…
          </span>
        ) : click === 'voided' ? (
          'That click did not count: this screen was covered or moved.'
        ) : pending.error ? (
          <span className="inline-flex items-center gap-1">
            <AlertIcon size={14} className="text-danger" /> {pending.error}
          </span>
        ) : !canApprove ? (
          'This screen cannot prove it is in view here: you approve in a new window of the wallet.'
        ) : waiting > 0 ? (
          `${waiting} more ${waiting === 1 ? 'request is' : 'requests are'} waiting.`
        ) : null}
      </p>
      <div data-approval-part="" className="flex gap-2">
        <Button
          variant="secondary"
          fullWidth
          disabled={working}
          onClick={() => wallet.decideApproval(pending.id, false)}
        >
          Reject
        </Button>
        {canApprove ? (
          <Button
            fullWidth
            aria-disabled={!armed || working}
            className={armed && !working ? '' : 'opacity-50'}
            onPointerDown={press}
            onKeyDown={onKeyDown}
            onClick={() => void approve()}
          >
            Approve
          </Button>
        ) : (
          <Button fullWidth aria-disabled={working} onClick={approveInWindow}>
            Approve in a new window
          </Button>
        )}
      </div>
    </section>
  )
}
