import { type FormEvent, useId, useState } from 'react'
import { formatUnits } from 'viem'
import type { NetworkEntry } from '../../config/types.js'
import { formatFee } from '../../flows/send/formatFee.js'
import { AMOUNT_AND_RECEIVER_REQUIRED, TOKEN_REQUIRED } from '../../flows/send/sendErrors.js'
import { editSend } from '../../flows/send/sendState.js'
import { Button } from '../../ui/Button/Button.js'
import { useSubmitWhenReady } from '../../ui/useSubmitWhenReady.js'
import { useActions, useStore } from '../context.js'
import { AmountField } from './AmountField.js'
import { FieldError } from './FieldError.js'
import { RecipientField } from './RecipientField.js'
import type { SendPlan } from './sendPlan.js'
import { TokenField } from './TokenField.js'

/** SPEC §5's "missing" errors wait for the user to ask for the review; the others show as the fields are filled. */
const SAID_ON_SUBMIT = [AMOUNT_AND_RECEIVER_REQUIRED, TOKEN_REQUIRED]

/** Send's form: the token, the amount with its value and Max, the recipient, the fee, then the review. */
export function SendForm({ network, plan }: { network: NetworkEntry; plan: SendPlan }) {
  const store = useStore()
  const actions = useActions()
  const [attempted, setAttempted] = useState(false)
  const formErrorId = useId()
  const { problem, token } = plan
  const shown =
    problem !== undefined && (attempted || !SAID_ON_SUBMIT.includes(problem.error)) ? problem : undefined
  const errorOf = (field: 'token' | 'amount' | 'recipient') =>
    shown?.field === field ? shown.error : undefined

  const max = async () => {
    const amount = await plan.max()
    if (token === undefined || amount === undefined) return
    editSend(store, { sendTokenAmount: formatUnits(amount, Number(token.quantity.decimals)) })
  }

  const review = useSubmitWhenReady(plan.transact !== undefined, plan.loading, () => {
    editSend(store, {
      receiverProfileName: plan.recipientName,
      receiverProfileImageUrl: plan.recipientAvatar,
    })
    actions.push('WalletSendPreview')
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    review.submit()
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 px-4 pb-4"
      aria-describedby={formErrorId}
    >
      <TokenField
        balances={plan.tokens}
        token={token}
        error={errorOf('token')}
        onChange={(next) => editSend(store, { token: next })}
      />
      <AmountField
        network={network}
        token={token}
        amount={plan.send.sendTokenAmount}
        balance={plan.balance}
        error={errorOf('amount')}
        onChange={(sendTokenAmount) => editSend(store, { sendTokenAmount })}
        onMax={() => void max()}
      />
      <RecipientField
        value={plan.send.receiverAddress}
        takesNames={plan.takesNames}
        namespace={network.chainNamespace}
        resolved={plan.recipientName === undefined ? undefined : plan.recipient}
        error={errorOf('recipient')}
        onChange={(receiverAddress) => editSend(store, { receiverAddress })}
      />
      <p className="flex justify-between text-muted text-sm">
        <span>Network fee</span>
        <span className="tabular-nums" aria-live="polite">
          {plan.fee === undefined
            ? plan.loading
              ? 'Estimating…'
              : '—'
            : `≈ ${formatFee(plan.fee.total, network.nativeCurrency.decimals)} ${network.nativeCurrency.symbol}`}
        </span>
      </p>
      {plan.feeNote === undefined ? null : <p className="-mt-3 text-muted text-xs">{plan.feeNote}</p>}
      <div id={formErrorId}>
        <FieldError error={shown?.field === 'form' ? shown.error : undefined} />
      </div>
      <Button type="submit" size="lg" fullWidth aria-busy={review.waiting || undefined}>
        {review.waiting ? 'Estimating the fee…' : 'Review'}
      </Button>
    </form>
  )
}
