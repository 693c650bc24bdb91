import type { UseQueryResult } from '@tanstack/react-query'
import { formatFiat } from '../../flows/onramp/onrampLimits.js'
import { type Money, type OnrampQuote, PROVIDER_FEE_PERCENT } from '../../flows/onramp/onrampQuote.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'

const fiat = (money: Money) => `${formatFiat(money.amount)} ${money.currency}`

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted">{term}</dt>
      <dd className="text-right font-semibold tabular-nums">{value}</dd>
    </div>
  )
}

/** The provider's quote, or SPEC's mock quote marked as an estimate. */
export function QuoteSummary({ quote, symbol }: { quote: UseQueryResult<OnrampQuote>; symbol: string }) {
  if (quote.data === undefined)
    return (
      <p role="status" className="flex items-center gap-2 text-muted text-sm">
        <Spinner size={14} />
        Getting a quote…
      </p>
    )
  const { data } = quote
  const fees: [string, Money | undefined][] = [
    ['Provider fee', data.providerFee],
    ['Network fee', data.networkFee],
  ]
  return (
    <section aria-label="Quote" className="flex flex-col gap-2 rounded-control bg-surface p-3 text-sm">
      {data.estimate ? (
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-surface-strong px-2 py-0.5 font-semibold text-xs">Estimate</span>
          <span className="text-muted">
            The provider's quote could not be loaded; it shows the final amounts.
          </span>
        </p>
      ) : null}
      <dl className="flex flex-col gap-1.5">
        {data.purchaseAmount === undefined ? (
          <Row term="Provider fee" value={`${PROVIDER_FEE_PERCENT.min}–${PROVIDER_FEE_PERCENT.max}%`} />
        ) : (
          <Row term="You get" value={`≈ ${data.purchaseAmount.amount} ${data.purchaseAmount.currency}`} />
        )}
        {data.estimate ? (
          <Row term={`Buys ${symbol} worth at least`} value={fiat(data.paymentSubtotal)} />
        ) : (
          fees.map(([term, fee]) =>
            fee === undefined ? null : <Row key={term} term={term} value={fiat(fee)} />,
          )
        )}
        <Row term="You pay" value={fiat(data.paymentTotal)} />
      </dl>
    </section>
  )
}
