import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import type { NetworkEntry } from '../../config/types.js'
import type { BlockchainApiOptions } from '../../data/blockchainApi.js'
import { checkOnrampAmount, formatFiat, paymentMethodLabel } from '../../flows/onramp/onrampLimits.js'
import { purchaseChoicesOn } from '../../flows/onramp/onrampOptions.js'
import {
  type OnrampPurchase,
  onrampOptionsQueryOptions,
  onrampQuoteQueryOptions,
  onrampUrlQueryOptions,
} from '../../flows/onramp/onrampQueries.js'
import { checkProviderUrl, UNSAFE_PROVIDER_URL } from '../../flows/onramp/providerUrl.js'
import { Button } from '../../ui/Button/Button.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { AlertIcon, InfoIcon } from '../../ui/Icon/icons.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { useDebouncedValue } from '../../ui/useDebouncedValue.js'
import { truncateAddress } from '../../wallets/address.js'
import { BuyOpened } from './BuyOpened.js'
import { FIELD_CLASS, Field, FieldAlert } from './Field.js'
import { QuoteSummary } from './QuoteSummary.js'

/** The quote and the provider's page are asked for once the amount has stopped changing for this long. */
const TYPING_PAUSE_MS = 400

/** Buy's form, over the provider's options (or SPEC's built-in list when they fail). */
export function BuyForm(props: { api: BlockchainApiOptions; network: NetworkEntry; address: string }) {
  const { api, network, address } = props
  const options = useQuery(onrampOptionsQueryOptions(api, network))
  const [tokenId, setTokenId] = useState<string>()
  const [currencyId, setCurrencyId] = useState<string>()
  const [methodId, setMethodId] = useState<string>()
  const [amount, setAmount] = useState('')
  const [attempted, setAttempted] = useState(false)
  const [opened, setOpened] = useState<URL>()
  const noteId = useId()
  const limitsId = useId()
  const errorId = useId()

  const choices = options.data === undefined ? [] : purchaseChoicesOn(options.data, network)
  const choice = choices.find(({ currency }) => currency.id === tokenId) ?? choices[0]
  const currencies = options.data?.paymentCurrencies.filter(({ limits }) => limits.length > 0) ?? []
  const currency = currencies.find(({ id }) => id === currencyId) ?? currencies[0]
  const method = currency?.limits.find(({ id }) => id === methodId) ?? currency?.limits[0]
  const amountError =
    method === undefined || currency === undefined
      ? undefined
      : checkOnrampAmount(amount, method, currency.id)
  const shownError = amount.trim() === '' && !attempted ? undefined : amountError
  const ready =
    choice !== undefined && currency !== undefined && amountError === undefined
      ? {
          network: choice.network.name,
          purchaseCurrency: choice.currency.id,
          paymentCurrency: currency.id,
          amount: amount.trim(),
        }
      : undefined
  const purchase = useDebouncedValue<OnrampPurchase | undefined>(ready, TYPING_PAUSE_MS)
  const settled = purchase !== undefined && ready !== undefined && sameAs(purchase, ready)
  const quote = useQuery(onrampQuoteQueryOptions(api, settled ? purchase : undefined))
  const link = useQuery(onrampUrlQueryOptions(api, address, settled ? purchase : undefined))
  const providerUrl = link.data === undefined ? undefined : checkProviderUrl(link.data)

  if (opened !== undefined && choice !== undefined)
    return <BuyOpened host={opened.host} symbol={choice.currency.symbol} address={address} />
  if (options.isPending)
    return (
      <div role="status" className="flex items-center justify-center gap-2 px-4 py-12 text-muted text-sm">
        <Spinner size={18} />
        Loading what you can buy…
      </div>
    )
  if (choice === undefined || currency === undefined || method === undefined)
    return (
      <div className="px-4 pb-6">
        <EmptyState
          icon={<AlertIcon />}
          title="Nothing to buy here"
          description={`The provider sells no token on ${network.name}.`}
        />
      </div>
    )

  // Opened in the click itself (no await before it): the frame has the user's activation, so the browser lets
  // it open a tab at the top level; noopener keeps the provider's page from reaching back into the modal.
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    if (amountError !== undefined || !settled || providerUrl === undefined) return
    window.open(providerUrl.href, '_blank', 'noopener,noreferrer')
    setOpened(providerUrl)
  }

  const linkProblem =
    !settled || link.isPending
      ? undefined
      : link.isError
        ? "The provider's page could not be prepared. Try again in a moment."
        : providerUrl === undefined
          ? UNSAFE_PROVIDER_URL
          : undefined

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-4 pb-4">
      {options.data?.fallback ? (
        <p
          id={noteId}
          role="note"
          className="flex items-start gap-2 rounded-control bg-surface p-3 text-muted text-sm"
        >
          <InfoIcon size={16} className="mt-0.5 shrink-0" />
          <span>The provider's options could not be loaded: showing the built-in list and limits.</span>
        </p>
      ) : null}
      <Field label="Token">
        {(id) => (
          <select
            id={id}
            value={choice.currency.id}
            onChange={(event) => setTokenId(event.target.value)}
            className={FIELD_CLASS}
          >
            {choices.map(({ currency: entry }) => (
              <option key={entry.id} value={entry.id}>{`${entry.symbol} · ${entry.name}`}</option>
            ))}
          </select>
        )}
      </Field>
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <Field label="Amount">
            {(id) => (
              <input
                id={id}
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                placeholder={formatFiat(method.min)}
                value={amount}
                aria-invalid={shownError !== undefined}
                aria-describedby={shownError === undefined ? limitsId : `${errorId} ${limitsId}`}
                onChange={(event) => setAmount(event.target.value)}
                className={`${FIELD_CLASS} tabular-nums`}
              />
            )}
          </Field>
        </div>
        <div className="w-28 shrink-0">
          <Field label="Currency">
            {(id) => (
              <select
                id={id}
                value={currency.id}
                onChange={(event) => setCurrencyId(event.target.value)}
                className={FIELD_CLASS}
              >
                {currencies.map(({ id: entry }) => (
                  <option key={entry} value={entry}>
                    {entry}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </div>
      <Field label="Payment method">
        {(id) => (
          <select
            id={id}
            value={method.id}
            onChange={(event) => setMethodId(event.target.value)}
            className={FIELD_CLASS}
          >
            {currency.limits.map(({ id: entry }) => (
              <option key={entry} value={entry}>
                {paymentMethodLabel(entry)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p id={limitsId} className="-mt-2 text-muted text-sm tabular-nums">
        {`${paymentMethodLabel(method.id)}: ${formatFiat(method.min)} to ${formatFiat(method.max)} ${currency.id}`}
      </p>
      <FieldAlert id={errorId} error={shownError} />
      {settled ? <QuoteSummary quote={quote} symbol={choice.currency.symbol} /> : null}
      <FieldAlert error={linkProblem} />
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={ready !== undefined && (!settled || link.isPending || providerUrl === undefined)}
      >
        {providerUrl === undefined || !settled ? 'Buy' : `Buy with ${providerUrl.host}`}
      </Button>
      <p className="text-center text-muted text-xs">
        {providerUrl === undefined || !settled
          ? `The provider's page opens in a new tab; your ${choice.currency.symbol} goes to ${truncateAddress(address)}.`
          : `Opens ${providerUrl.host} in a new tab; your ${choice.currency.symbol} goes to ${truncateAddress(address)}.`}
      </p>
    </form>
  )
}

const sameAs = (a: OnrampPurchase, b: OnrampPurchase) =>
  a.amount === b.amount &&
  a.network === b.network &&
  a.paymentCurrency === b.paymentCurrency &&
  a.purchaseCurrency === b.purchaseCurrency
