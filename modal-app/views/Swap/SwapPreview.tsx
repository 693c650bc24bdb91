import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { type Address, formatGwei, formatUnits } from 'viem'
import type { NetworkEntry } from '../../config/types.js'
import { noteChainWrite } from '../../data/chainWrites.js'
import { formatDecimal } from '../../data/formatDecimal.js'
import type { ConvertApi } from '../../flows/swap/convertApi.js'
import { approveSwap, submitSwap } from '../../flows/swap/submitSwap.js'
import { formatBps, SWAP_SLIPPAGE_PERCENT } from '../../flows/swap/swapMath.js'
import { finishSwap } from '../../flows/swap/swapState.js'
import { activeAccount, type SwapToken } from '../../store/store.js'
import { Button } from '../../ui/Button/Button.js'
import { CheckIcon } from '../../ui/Icon/icons.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { truncateAddress } from '../../wallets/address.js'
import { useActions, useApp, useStore, useWallet } from '../context.js'
import { FieldError } from '../WalletSend/FieldError.js'
import { SwapGate } from './Swap.js'
import { useSwapPlan } from './useSwapPlan.js'

const whole = (amount: bigint, token: SwapToken) => `${formatUnits(amount, token.decimals)} ${token.symbol}`

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-muted text-sm">{label}</dt>
      <dd className="min-w-0 break-all text-right font-semibold text-sm tabular-nums">{children}</dd>
    </div>
  )
}

function Review({ network, owner, api }: { network: NetworkEntry; owner: Address; api: ConvertApi }) {
  const store = useStore()
  const actions = useActions()
  const wallet = useWallet()
  const queryClient = useQueryClient()
  const walletName = useApp(activeAccount).wallet?.name ?? 'your wallet'
  const plan = useSwapPlan(network, owner, api)
  const { swap, source, to } = plan
  const { phase } = swap

  useEffect(() => {
    if (phase !== 'swapped' && !(phase === 'editing' && swap.approveHash !== undefined)) return
    // What the account read is stale everywhere (views/queryClient.ts), and so is the quote, priced on the old state.
    noteChainWrite()
    void queryClient.invalidateQueries({ queryKey: ['swapQuote'] })
  }, [phase, swap.approveHash, queryClient])

  if (source === undefined || to === undefined || swap.sourceTokenAmount === '')
    return (
      <div className="flex flex-col gap-4 px-4 pb-4">
        <FieldError error="Nothing to review: choose the tokens and the amount first" />
        <Button variant="secondary" size="lg" fullWidth onClick={() => actions.back()}>
          Edit
        </Button>
      </div>
    )

  if (phase === 'swapped' || phase === 'swapPending') {
    const done = phase === 'swapped'
    return (
      <div className="flex flex-col items-center gap-3 px-4 pb-4 text-center">
        <div
          className={`mt-2 flex size-14 items-center justify-center rounded-full bg-surface ${done ? 'text-success' : 'text-muted'}`}
        >
          {done ? <CheckIcon size={28} /> : <Spinner size={28} />}
        </div>
        <h2 aria-live="polite" className="font-semibold text-lg">
          {done
            ? `Swapped ${swap.sourceTokenAmount.trim()} ${source.symbol} for ${to.symbol}`
            : 'Swap pending'}
        </h2>
        <p className="break-all text-muted text-sm">
          {!done
            ? `Sent to ${network.name}, waiting to be mined.`
            : swap.received === undefined
              ? `Mined on ${network.name}.`
              : `You received ${whole(swap.received, to)}.`}
        </p>
        {swap.hash === undefined ? null : (
          <p className="font-mono text-muted text-xs" title={swap.hash}>
            {truncateAddress(swap.hash)}
          </p>
        )}
        {done ? (
          <Button size="lg" fullWidth onClick={() => finishSwap(store, actions)}>
            Done
          </Button>
        ) : null}
      </div>
    )
  }

  const busy = phase === 'approving' || phase === 'approvePending' || phase === 'swapping'
  const deps = {
    store,
    network,
    owner,
    api,
    gasPrice: plan.gasPrice ?? 0n,
    sendWithWallet: wallet.sendWithWallet,
  }
  const approve = () => void approveSwap(deps)
  const swapNow = () => {
    if (plan.amount === undefined || plan.toAmount === undefined) return
    void submitSwap({ ...deps, amount: plan.amount, toAmount: plan.toAmount })
  }
  const error = phase === 'failed' ? swap.error : plan.problem
  return (
    <div className="flex flex-col gap-4 px-4 pb-4">
      <p className="text-center">
        <span className="block text-muted text-sm">You pay</span>
        <span className="block break-all font-semibold text-xl tabular-nums">
          {swap.sourceTokenAmount.trim()} {source.symbol}
        </span>
        <span className="mt-2 block text-muted text-sm">You receive about</span>
        <span className="block break-all font-semibold text-xl tabular-nums">
          {plan.toAmount === undefined ? 'Quoting…' : whole(plan.toAmount, to)}
        </span>
      </p>
      <dl className="divide-y divide-line rounded-card bg-surface px-4">
        <Row label="Minimum received">{plan.minimum === undefined ? '…' : whole(plan.minimum, to)}</Row>
        <Row label="Price impact">{plan.impactBps === undefined ? '—' : formatBps(plan.impactBps)}</Row>
        <Row label="Max. slippage">{`${SWAP_SLIPPAGE_PERCENT}%`}</Row>
        <Row label="Network">{network.name}</Row>
        <Row label="Gas price">
          {plan.gasPrice === undefined ? '…' : `${formatDecimal(formatGwei(plan.gasPrice), 3)} gwei`}
        </Row>
      </dl>
      <FieldError error={error} />
      {busy ? (
        <p role="status" className="flex items-center justify-center gap-2 text-muted text-sm">
          <Spinner size={16} />
          {phase === 'approvePending'
            ? `Approval sent, waiting to be mined`
            : `Approve the transaction in ${walletName}`}
        </p>
      ) : null}
      {plan.needsApproval ? (
        <p className="text-muted text-sm">
          First, allow the swap to use your {source.symbol}: one transaction, then the swap itself.
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button variant="secondary" size="lg" fullWidth disabled={busy} onClick={() => actions.back()}>
          Edit
        </Button>
        {plan.needsApproval ? (
          <Button size="lg" fullWidth disabled={busy || plan.problem !== undefined} onClick={approve}>
            {`Approve ${source.symbol}`}
          </Button>
        ) : (
          <Button size="lg" fullWidth disabled={busy || !plan.ready} onClick={swapNow}>
            {phase === 'failed' ? 'Try again' : 'Swap'}
          </Button>
        )}
      </div>
    </div>
  )
}

/** Swap's review: the quote's details, the approval when the token needs one, the swap, then its outcome. */
export function SwapPreview() {
  return <SwapGate>{(args) => <Review {...args} />}</SwapGate>
}
