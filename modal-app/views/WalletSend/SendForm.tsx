import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { type Address, formatUnits } from 'viem'
import type { NetworkEntry } from '../../config/types.js'
import { formatFee } from '../../flows/send/formatFee.js'
import { sendCallOf } from '../../flows/send/sendCall.js'
import { resolvesNames } from '../../flows/send/sendChain.js'
import { AMOUNT_AND_RECEIVER_REQUIRED, TOKEN_REQUIRED } from '../../flows/send/sendErrors.js'
import { sendFeeQueryOptions } from '../../flows/send/sendQueries.js'
import { editSend } from '../../flows/send/sendState.js'
import { Button } from '../../ui/Button/Button.js'
import { useSubmitWhenReady } from '../../ui/useSubmitWhenReady.js'
import { useProfileApi } from '../Account/useBlockchainApi.js'
import { useActions, useStore } from '../context.js'
import { AmountField } from './AmountField.js'
import { FieldError } from './FieldError.js'
import { RecipientField } from './RecipientField.js'
import { TokenField } from './TokenField.js'
import { useSendPlan } from './useSendPlan.js'

/** SPEC §5's "missing" errors wait for the user to ask for the review; the others show as the fields are filled. */
const SAID_ON_SUBMIT = [AMOUNT_AND_RECEIVER_REQUIRED, TOKEN_REQUIRED]

/** Send's form: the token, the amount with its value and Max, the recipient, the fee, then the review. */
export function SendForm({ network, owner }: { network: NetworkEntry; owner: Address }) {
  const store = useStore()
  const actions = useActions()
  const queryClient = useQueryClient()
  const plan = useSendPlan(network, owner)
  // Profile names (alice.reown.id) resolve through the Blockchain API on every eip155 chain (lib/profileNames.ts).
  const takesProfileNames = useProfileApi() !== undefined && network.chainNamespace === 'eip155'
  const [attempted, setAttempted] = useState(false)
  const formErrorId = useId()
  const { problem, token } = plan
  const shown =
    problem !== undefined && (attempted || !SAID_ON_SUBMIT.includes(problem.error)) ? problem : undefined
  const errorOf = (field: 'token' | 'amount' | 'recipient') =>
    shown?.field === field ? shown.error : undefined

  const max = async () => {
    if (token === undefined || plan.balance === undefined) return
    const decimals = Number(token.quantity.decimals)
    if (token.address !== undefined)
      return editSend(store, { sendTokenAmount: formatUnits(plan.balance, decimals) })
    // The native token pays the fee too: Max leaves room for the fee the review will show.
    const to = plan.recipient ?? owner
    try {
      const fee = await queryClient.fetchQuery(sendFeeQueryOptions(network, owner, sendCallOf(token, to, 0n)))
      const left = plan.balance - fee.total
      editSend(store, { sendTokenAmount: formatUnits(left > 0n ? left : 0n, decimals) })
    } catch {
      editSend(store, { sendTokenAmount: formatUnits(plan.balance, decimals) })
    }
  }

  const review = useSubmitWhenReady(plan.request !== undefined, plan.loading, () => {
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
        network={network}
        owner={owner}
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
        takesNames={resolvesNames(network) || takesProfileNames}
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
      <div id={formErrorId}>
        <FieldError error={shown?.field === 'form' ? shown.error : undefined} />
      </div>
      <Button type="submit" size="lg" fullWidth aria-busy={review.waiting || undefined}>
        {review.waiting ? 'Estimating the fee…' : 'Review'}
      </Button>
    </form>
  )
}
