import type { UseQueryResult } from '@tanstack/react-query'
import { useId } from 'react'
import type { TokenBalance } from '../../data/accountTypes.js'
import { BALANCE_DISPLAY_DECIMALS } from '../../data/constants.js'
import { formatDecimal } from '../../data/formatDecimal.js'
import { FieldError } from './FieldError.js'

const keyOf = (token: TokenBalance) => token.address ?? 'native'
export const FIELD_CLASS =
  'h-12 w-full rounded-control border border-line bg-surface px-3 text-base outline-none transition-colors focus-visible:border-accent aria-[invalid=true]:border-danger'

/** The token chooser, named "Token": the account's balances on this network (names cleaned where they entered). */
export function TokenField(props: {
  /** The account's balances on this network. */
  balances: UseQueryResult<TokenBalance[]>
  token: TokenBalance | undefined
  error: string | undefined
  onChange(token: TokenBalance | undefined): void
}) {
  const id = useId()
  const errorId = useId()
  const { token, balances } = props
  const listed = balances.data ?? []
  // A token chosen on a row of Account is offered while the list loads again.
  const options =
    token !== undefined && !listed.some((entry) => keyOf(entry) === keyOf(token))
      ? [token, ...listed]
      : listed
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-sm">
        Token
      </label>
      <select
        id={id}
        value={token === undefined ? '' : keyOf(token)}
        aria-invalid={props.error !== undefined}
        aria-describedby={props.error === undefined ? undefined : errorId}
        onChange={(event) => props.onChange(options.find((entry) => keyOf(entry) === event.target.value))}
        className={FIELD_CLASS}
      >
        <option value="" disabled>
          {balances.isPending
            ? 'Loading your tokens…'
            : balances.isError
              ? 'Your tokens could not be read'
              : 'Choose a token'}
        </option>
        {options.map((entry) => (
          <option key={keyOf(entry)} value={keyOf(entry)}>
            {`${entry.symbol} · ${entry.name} · ${formatDecimal(entry.quantity.numeric, BALANCE_DISPLAY_DECIMALS)}`}
          </option>
        ))}
      </select>
      {balances.isError ? (
        <button
          type="button"
          className="self-start text-accent-text text-sm underline"
          onClick={() => balances.refetch()}
        >
          Read your tokens again
        </button>
      ) : null}
      <FieldError id={errorId} error={props.error} />
    </div>
  )
}
