import { type FormEvent, useId, useState } from 'react'
import { type Address, formatGwei, formatUnits } from 'viem'
import type { NetworkEntry } from '../../config/types.js'
import { BALANCE_DISPLAY_DECIMALS } from '../../data/constants.js'
import { formatDecimal } from '../../data/formatDecimal.js'
import type { ConvertApi } from '../../flows/swap/convertApi.js'
import { tokenAddressOf } from '../../flows/swap/swapChain.js'
import { formatBps, SWAP_SLIPPAGE_PERCENT } from '../../flows/swap/swapMath.js'
import { chooseSwapToken, editSwap, flipSwap } from '../../flows/swap/swapState.js'
import type { SwapToken } from '../../store/store.js'
import { Button } from '../../ui/Button/Button.js'
import { SwapIcon } from '../../ui/Icon/viewIcons.js'
import { useSubmitWhenReady } from '../../ui/useSubmitWhenReady.js'
import { useActions, useStore } from '../context.js'
import { FieldError } from '../WalletSend/FieldError.js'
import { useSwapPlan } from './useSwapPlan.js'

/** Amounts of a swap as the form shows them: 6 decimals, truncated (the review shows them whole). */
const FORM_DECIMALS = 6

const formatTokenAmount = (amount: bigint, token: SwapToken, places = FORM_DECIMALS) =>
  `${formatDecimal(formatUnits(amount, token.decimals), places)} ${token.symbol}`

function TokenButton(props: { side: 'source' | 'to'; token: SwapToken | undefined; onClick(): void }) {
  const what = props.side === 'source' ? 'Token to pay' : 'Token to receive'
  return (
    <button
      type="button"
      onClick={props.onClick}
      aria-label={props.token === undefined ? `${what}: choose` : `${what}: ${props.token.symbol}`}
      className="flex h-10 shrink-0 items-center gap-1.5 rounded-full border border-line bg-surface px-3 font-semibold text-sm transition-colors hover:bg-surface-strong"
    >
      {props.token?.symbol ?? 'Choose'}
      <span aria-hidden="true" className="text-muted">
        ▾
      </span>
    </button>
  )
}

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex items-start justify-between gap-4 py-1.5">
      <dt className="shrink-0 text-muted text-sm">{label}</dt>
      <dd className="min-w-0 break-all text-right text-sm tabular-nums">{children}</dd>
    </div>
  )
}

/** Swap's form: the token paid with its amount and balance, the token got with its quote, the quote's details. */
export function SwapForm({
  network,
  owner,
  api,
}: {
  network: NetworkEntry
  owner: Address
  api: ConvertApi
}) {
  const store = useStore()
  const actions = useActions()
  const plan = useSwapPlan(network, owner, api)
  const [attempted, setAttempted] = useState(false)
  const amountId = useId()
  const errorId = useId()
  const { source, to } = plan
  // "Choose the tokens" and "Enter an amount" wait for the user to ask for the review.
  const quiet = ['Choose the tokens to swap', 'Enter an amount']
  const shown =
    plan.problem !== undefined && (attempted || !quiet.includes(plan.problem)) ? plan.problem : undefined

  const max = () => {
    if (source === undefined || plan.balance === undefined) return
    editSwap(store, { sourceTokenAmount: formatUnits(plan.balance, source.decimals) })
  }
  const review = useSubmitWhenReady(plan.ready, plan.loading, () => actions.push('SwapPreview'))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    review.submit()
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 px-4 pb-4" aria-describedby={errorId}>
      <fieldset className="flex min-w-0 flex-col gap-2 rounded-card bg-surface p-3">
        <legend className="sr-only">You pay</legend>
        <div className="flex items-center justify-between gap-2">
          <label htmlFor={amountId} className="text-muted text-sm">
            You pay
          </label>
          {source === undefined || plan.balance === undefined ? null : (
            <span className="flex items-center gap-2 text-muted text-sm">
              <span className="tabular-nums">
                Balance {formatDecimal(formatUnits(plan.balance, source.decimals), BALANCE_DISPLAY_DECIMALS)}
              </span>
              {tokenAddressOf(source.address) === undefined ? null : (
                <button
                  type="button"
                  onClick={max}
                  aria-label="Max: the whole balance"
                  className="rounded-full bg-surface-strong px-2 py-0.5 font-semibold text-accent-text text-xs"
                >
                  Max
                </button>
              )}
            </span>
          )}
        </div>
        <div className="flex items-center gap-2">
          <input
            id={amountId}
            aria-label="Amount you pay"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder="0.0"
            value={plan.swap.sourceTokenAmount}
            aria-invalid={shown !== undefined && shown !== 'Choose the tokens to swap'}
            onChange={(event) => editSwap(store, { sourceTokenAmount: event.target.value })}
            className="h-10 min-w-0 flex-1 bg-transparent font-semibold text-2xl tabular-nums outline-none"
          />
          <TokenButton
            side="source"
            token={source}
            onClick={() => chooseSwapToken(store, actions, 'source')}
          />
        </div>
      </fieldset>
      <button
        type="button"
        onClick={() => flipSwap(store)}
        aria-label="Switch the tokens"
        className="-my-3 z-10 flex size-9 items-center justify-center self-center rounded-full border-4 border-bg bg-surface-strong"
      >
        <SwapIcon size={16} />
      </button>
      <div className="flex flex-col gap-2 rounded-card bg-surface p-3">
        <span className="text-muted text-sm">You receive</span>
        <div className="flex items-center gap-2">
          <output
            aria-label="Quote"
            aria-live="polite"
            className="min-w-0 flex-1 truncate font-semibold text-2xl tabular-nums"
          >
            {plan.toAmount !== undefined && to !== undefined
              ? formatDecimal(formatUnits(plan.toAmount, to.decimals), FORM_DECIMALS)
              : plan.loading && plan.amount !== undefined
                ? 'Quoting…'
                : '0'}
          </output>
          <TokenButton side="to" token={to} onClick={() => chooseSwapToken(store, actions, 'to')} />
        </div>
      </div>
      <dl className="px-1">
        <Detail label="Price impact">{plan.impactBps === undefined ? '—' : formatBps(plan.impactBps)}</Detail>
        <Detail label="Max. slippage">{`${SWAP_SLIPPAGE_PERCENT}%`}</Detail>
        <Detail label="Minimum received">
          {plan.minimum === undefined || to === undefined ? '—' : formatTokenAmount(plan.minimum, to)}
        </Detail>
        <Detail label="Gas price">
          {plan.gasPrice === undefined ? 'Reading…' : `${formatDecimal(formatGwei(plan.gasPrice), 3)} gwei`}
        </Detail>
      </dl>
      <div id={errorId}>
        <FieldError error={shown} />
      </div>
      <Button type="submit" size="lg" fullWidth aria-busy={review.waiting || undefined}>
        {review.waiting ? 'Quoting…' : 'Review swap'}
      </Button>
    </form>
  )
}
