import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { NetworkEntry } from '../../config/types.js'
import { checkSend, type SendProblem } from '../../flows/send/checkSend.js'
import { sendCallOf, sendRequestOf } from '../../flows/send/sendCall.js'
import { resolvesNames } from '../../flows/send/sendChain.js'
import {
  profileRecipientQueryOptions,
  recipientNameQueryOptions,
  sendBalanceQueryOptions,
  sendFeeQueryOptions,
} from '../../flows/send/sendQueries.js'
import { evmTransact } from '../../flows/send/submitSend.js'
import { isProfileName } from '../../lib/profileNames.js'
import type { SendState } from '../../store/store.js'
import { useDebouncedValue } from '../../ui/useDebouncedValue.js'
import { useProfileApi } from '../Account/useBlockchainApi.js'
import { useApp, useWallet } from '../context.js'
import { feeProblem, type SendPlan } from './sendPlan.js'
import { useSendTokens } from './useSendTokens.js'

/** The fee is estimated once the amount and recipient have stopped changing this long, not on every keystroke. */
const FEE_DEBOUNCE_MS = 300

export const EMPTY_SEND: SendState = {
  token: undefined,
  sendTokenAmount: '',
  receiverAddress: '',
  phase: 'editing',
}

/**
 * An eip155 send (./sendPlan.ts): SPEC §5's checks over the store's send state, the balances, the recipient's name
 * (ENS, or a profile name) and the fee read from the chain, and `eth_sendTransaction` once all of it checks out.
 */
export function useSendPlan(network: NetworkEntry, owner: Address): SendPlan {
  const send = useApp((state) => state.send) ?? EMPTY_SEND
  const tokens = useSendTokens(network, owner)
  const queryClient = useQueryClient()
  const { sendWithWallet } = useWallet()
  const token = send.token?.chainId === network.caipNetworkId ? send.token : undefined
  const balance = useQuery({
    ...sendBalanceQueryOptions(network, owner, token?.address),
    enabled: token !== undefined,
  })
  const nativeBalance = useQuery(sendBalanceQueryOptions(network, owner, undefined))
  const check = checkSend({
    namespace: network.chainNamespace,
    token,
    amount: send.sendTokenAmount,
    recipient: send.receiverAddress,
    balance: balance.data,
  })
  const checked = 'error' in check ? undefined : check
  const name = checked !== undefined && 'name' in checked.recipient ? checked.recipient.name : undefined
  // A profile name (`alice.reown.id`) resolves through the Blockchain API on any eip155 chain; others through ENS.
  const profileApi = useProfileApi()
  const byProfile =
    name !== undefined &&
    isProfileName(name) &&
    profileApi !== undefined &&
    network.chainNamespace === 'eip155'
  const byEns = useQuery(
    recipientNameQueryOptions(network, !byProfile && resolvesNames(network) ? name : undefined),
  )
  const byProfileApi = useQuery(
    profileRecipientQueryOptions(network, byProfile ? name : undefined, profileApi),
  )
  const named = byProfile ? byProfileApi : byEns
  const recipient =
    checked !== undefined && 'address' in checked.recipient ? checked.recipient.address : named.data?.address
  // The fee of a native send does not depend on its value: estimated for 0, Max can leave room for it.
  const call =
    checked !== undefined && recipient !== undefined
      ? sendCallOf(checked.token, recipient, checked.token.address === undefined ? 0n : checked.amount)
      : undefined
  // Debounced by what the call is (a new object each render): a call typed a moment ago is estimated, not each step.
  const callKey = call === undefined ? '' : `${call.to}|${call.value}|${call.data ?? ''}`
  const settled = useDebouncedValue(callKey, FEE_DEBOUNCE_MS) === callKey ? call : undefined
  const feeQuery = useQuery(sendFeeQueryOptions(network, owner, settled))
  const fee = feeQuery.data

  const problem = ((): SendProblem | undefined => {
    if ('error' in check) return check
    if (balance.isError || nativeBalance.isError)
      return { error: `Could not read your balance on ${network.name}`, field: 'form' }
    if (name !== undefined && !byProfile && !resolvesNames(network))
      return { error: `Names are not resolved on ${network.name}: enter an address`, field: 'recipient' }
    if (named.isError)
      return { error: byProfile ? named.error.message : `Could not resolve ${name}`, field: 'recipient' }
    if (named.data !== undefined && named.data.address === undefined)
      return { error: `${name} has no address`, field: 'recipient' }
    return feeProblem(network, check, feeQuery, nativeBalance.data)
  })()

  const ready =
    checked !== undefined &&
    recipient !== undefined &&
    fee !== undefined &&
    balance.data !== undefined &&
    nativeBalance.data !== undefined &&
    problem === undefined
  return {
    send,
    tokens,
    token,
    balance: balance.data,
    problem,
    checked,
    recipient,
    recipientName: name,
    recipientAvatar: named.data?.avatar,
    takesNames: resolvesNames(network) || (profileApi !== undefined && network.chainNamespace === 'eip155'),
    fee,
    loading: !ready && problem === undefined && checked !== undefined,
    transact: ready
      ? evmTransact(
          network,
          sendRequestOf(owner, sendCallOf(checked.token, recipient, checked.amount), fee),
          sendWithWallet,
        )
      : undefined,
    async max() {
      if (token === undefined || balance.data === undefined) return undefined
      if (token.address !== undefined) return balance.data
      // The native token pays the fee too: Max leaves room for the fee the review will show.
      const estimate = sendFeeQueryOptions(network, owner, sendCallOf(token, recipient ?? owner, 0n))
      const fee = await queryClient.fetchQuery(estimate).catch(() => undefined)
      if (fee === undefined) return balance.data
      return balance.data > fee.total ? balance.data - fee.total : 0n
    },
  }
}
