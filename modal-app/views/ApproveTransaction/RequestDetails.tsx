import { formatUnits } from 'viem'
import type { ShownCall } from '../../connectors/embedded/shownCall.js'
import type { ShownBatch } from '../../connectors/embedded/smartAccountBatch.js'
import type { PendingApproval } from '../../store/store.js'
import { AlertIcon } from '../../ui/Icon/icons.js'
import { JsonTree } from './JsonTree.js'

type Currency = { symbol: string; decimals: number }

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-muted text-xs">{label}</dt>
      <dd className="break-all text-sm">{children}</dd>
    </div>
  )
}

function Warning({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-control bg-danger/10 p-2 text-sm">
      <AlertIcon size={16} className="mt-0.5 shrink-0 text-danger" />
      <span>{children}</span>
    </p>
  )
}

function CallFields({ call }: { call: ShownCall }) {
  switch (call.kind) {
    case 'none':
      return null
    case 'transfer':
      return (
        <>
          <Field label="Call">Token transfer (ERC-20 transfer)</Field>
          <Field label="Token contract">{call.token}</Field>
          <Field label="Recipient">{call.recipient}</Field>
          <Field label="Amount (token units)">{call.amount.toString()}</Field>
        </>
      )
    case 'approve':
      return (
        <>
          <Field label="Call">Spending approval (ERC-20 approve)</Field>
          <Field label="Token contract">{call.token}</Field>
          <Field label="Spender">{call.spender}</Field>
          <Field label="Allowance (token units)">{call.amount.toString()}</Field>
        </>
      )
    case 'unknown':
      return <Field label="Call">Contract call, selector {call.selector}</Field>
  }
}

/**
 * A `wallet_sendCalls` batch: every call decoded, in order, all or none; the smart-account upgrade it carries
 * (the delegate's address), and a failure the network foresees.
 */
function BatchDetails({ batch, amount }: { batch: ShownBatch; amount: (value: bigint) => string }) {
  const count = batch.calls.length
  return (
    <>
      {batch.failure === undefined ? null : <Warning>{batch.failure}</Warning>}
      {batch.upgrade === undefined ? null : (
        <Field label="Account upgrade">
          <span className="break-normal">
            This also upgrades your account to a smart account (EIP-7702): it delegates to the contract{' '}
            <span className="break-all font-mono">{batch.upgrade}</span>. Your address stays the same; the
            upgrade stays after this batch.
          </span>
        </Field>
      )}
      <Field label={count === 1 ? 'Call' : `${count} calls, all or none`}>
        <ol className="flex flex-col gap-2">
          {batch.calls.map((call, index) => (
            // The order is the batch's own, and never changes while shown.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="rounded-inner bg-surface p-2">
              <p className="font-semibold text-xs">
                Call {index + 1} of {count}
              </p>
              <dl className="flex flex-col gap-1">
                {/* A decoded call names its contract itself. */}
                {call.call.kind === 'transfer' || call.call.kind === 'approve' ? null : (
                  <Field label="To">{call.to}</Field>
                )}
                {call.value === 0n ? null : <Field label="Value">{amount(call.value)}</Field>}
                <CallFields call={call.call} />
              </dl>
              {/* After the list: a <dl> holds only its name-value groups (axe's definition-list rule). */}
              {call.call.kind === 'none' ? null : (
                <details className="mt-1 text-xs">
                  <summary className="cursor-pointer text-muted">Data</summary>
                  <p className="max-h-24 overflow-auto break-all font-mono">{call.data}</p>
                </details>
              )}
            </li>
          ))}
        </ol>
      </Field>
      <Field label="Network fee (at most)">{amount(batch.fee)}</Field>
    </>
  )
}

/** What the request asks, decoded from the request itself (connectors/embedded/prepareRequest.ts). */
export function RequestDetails({
  pending,
  origin,
  currency,
}: {
  pending: PendingApproval
  origin: string
  currency: Currency
}) {
  const { shown } = pending.request
  const amount = (value: bigint) => `${formatUnits(value, currency.decimals)} ${currency.symbol}`
  switch (shown.kind) {
    case 'message':
      return (
        <>
          {shown.foreignSignIn === undefined ? null : (
            <Warning>
              This is a sign-in message for {shown.foreignSignIn}, not for {origin}. Signing it could sign you
              in there.
            </Warning>
          )}
          <Field label={shown.text === undefined ? 'Message (bytes: it is not plain text)' : 'Message'}>
            <pre className="max-h-48 overflow-auto whitespace-pre-wrap rounded-inner bg-surface p-2 font-mono text-xs">
              {shown.text ?? shown.hex}
            </pre>
          </Field>
        </>
      )
    case 'typedData':
      return (
        <>
          <Field label="Typed data">{shown.primaryType}</Field>
          <Field label="Domain">
            <JsonTree value={shown.domain} />
          </Field>
          <Field label="Message">
            <div className="max-h-56 overflow-auto">
              <JsonTree value={shown.message} />
            </div>
          </Field>
        </>
      )
    case 'transaction':
      return (
        <>
          <Field label="To">{shown.to ?? 'New contract'}</Field>
          <Field label="Value">{amount(shown.value)}</Field>
          <Field label="Network fee (at most)">{amount(shown.fee)}</Field>
          <CallFields call={shown.call} />
          {shown.call.kind === 'none' ? null : (
            <details className="text-xs">
              <summary className="cursor-pointer text-muted">Data</summary>
              <p className="max-h-32 overflow-auto break-all font-mono">{shown.data}</p>
            </details>
          )}
        </>
      )
    case 'batch':
      return <BatchDetails batch={shown} amount={amount} />
  }
}
