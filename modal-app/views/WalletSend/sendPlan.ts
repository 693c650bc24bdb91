import type { UseQueryResult } from '@tanstack/react-query'
import type { NetworkEntry } from '../../config/types.js'
import type { TokenBalance } from '../../data/accountTypes.js'
import { checkFee, type SendProblem } from '../../flows/send/checkSend.js'
import type { SendTransact } from '../../flows/send/submitSend.js'
import type { SendState } from '../../store/store.js'

/**
 * A send as the form and the review see it, on any namespace that sends (eip155: ./useSendPlan.ts; solana:
 * ./useSolanaSendPlan.ts): SPEC §5's checks over the store's send state, what the chain said, and how to send.
 */
export type SendPlan = {
  send: SendState
  /** The account's tokens on this network: what the Token field offers. */
  tokens: UseQueryResult<TokenBalance[]>
  /** The chosen token, when it is one of this network's. */
  token: TokenBalance | undefined
  /** Its balance from the chain, in its smallest unit. */
  balance: bigint | undefined
  /** The first thing that stops the send, if any. */
  problem: SendProblem | undefined
  /** The token and amount, once the form checks out. */
  checked: { token: TokenBalance; amount: bigint } | undefined
  /** The recipient's address: as typed, or what its name resolved to. */
  recipient: string | undefined
  /** The name typed, and its avatar (SPEC §3 receiverProfileName, receiverProfileImageUrl). */
  recipientName: string | undefined
  recipientAvatar: string | undefined
  /** Whether the Recipient field takes names on this network. */
  takesNames: boolean
  /** What the send costs beside the amount, in the native token's smallest unit. */
  fee: { total: bigint } | undefined
  /** What the fee holds beside the network's, said under it (the rent of an account the send opens). */
  feeNote?: string | undefined
  /** Something is still being read (a balance, a name, the fee). */
  loading: boolean
  /** How to send, once everything checks out. */
  transact: SendTransact | undefined
  /** Max: the whole balance, less the fee for the native token; undefined when unknown. */
  max(): Promise<bigint | undefined>
}

const messageOf = (error: Error) => ('shortMessage' in error ? String(error.shortMessage) : error.message)

/**
 * The last of a send's problems, on any namespace, once the form checks out: the fee could not be estimated, or the
 * native balance cannot pay it (beside the amount, for a native send).
 */
export function feeProblem(
  network: NetworkEntry,
  checked: { token: TokenBalance; amount: bigint },
  fee: { error: Error | null; data: { total: bigint } | undefined },
  nativeBalance: bigint | undefined,
): SendProblem | undefined {
  if (fee.error !== null)
    return { error: `Could not estimate the network fee: ${messageOf(fee.error)}`, field: 'form' }
  if (fee.data === undefined || nativeBalance === undefined) return undefined
  return checkFee({
    native: checked.token.address === undefined,
    amount: checked.amount,
    fee: fee.data.total,
    nativeBalance,
    nativeSymbol: network.nativeCurrency.symbol,
  })
}
