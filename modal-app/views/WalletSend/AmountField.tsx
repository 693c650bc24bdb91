import { useId } from 'react'
import type { NetworkEntry } from '../../config/types.js'
import type { TokenBalance } from '../../data/accountTypes.js'
import { formatBalance } from '../../data/formatBalance.js'
import { formatValue } from '../../data/formatMoney.js'
import { FieldError } from './FieldError.js'
import { FIELD_CLASS } from './TokenField.js'

/** The amount's money value for display (SPEC §9: $0.00 on a testnet), undefined without a price. */
function moneyValueOf(token: TokenBalance | undefined, amount: string, testnet: boolean): string | undefined {
  const typed = Number(amount)
  if (!Number.isFinite(typed)) return undefined
  return formatValue(token?.price === undefined ? undefined : token.price * typed, testnet)
}

/** "Amount", in the token, with its money value beside it, the balance, and a Max that leaves the fee. */
export function AmountField(props: {
  network: NetworkEntry
  token: TokenBalance | undefined
  amount: string
  balance: bigint | undefined
  error: string | undefined
  onChange(amount: string): void
  onMax(): void
}) {
  const id = useId()
  const errorId = useId()
  const { token } = props
  const value = moneyValueOf(token, props.amount || '0', props.network.testnet)
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-sm">
        Amount
      </label>
      <div className="relative">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0.0"
          value={props.amount}
          aria-invalid={props.error !== undefined}
          aria-describedby={props.error === undefined ? undefined : errorId}
          onChange={(event) => props.onChange(event.target.value)}
          className={`${FIELD_CLASS} pr-20 tabular-nums`}
        />
        <span className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 max-w-16 truncate font-semibold text-muted text-sm">
          {token?.symbol ?? ''}
        </span>
      </div>
      <div className="flex items-center justify-between gap-2 text-muted text-sm">
        <output htmlFor={id} className="tabular-nums" aria-label="Value">
          {value ?? 'No price'}
        </output>
        <span className="flex items-center gap-2">
          {token === undefined || props.balance === undefined ? null : (
            <span className="tabular-nums">
              Balance {formatBalance(props.balance, Number(token.quantity.decimals))}
            </span>
          )}
          <button
            type="button"
            disabled={token === undefined || props.balance === undefined}
            onClick={props.onMax}
            aria-label="Max: the whole balance, less the network fee"
            className="rounded-full bg-surface px-2.5 py-0.5 font-semibold text-accent-text text-xs transition-colors hover:bg-surface-strong disabled:opacity-50"
          >
            Max
          </button>
        </span>
      </div>
      <FieldError id={errorId} error={props.error} />
    </div>
  )
}
