import type { TokenBalance } from '../../data/accountTypes.js'
import { parseSendAmount } from './parseSendAmount.js'
import { type Recipient, recipientOf } from './recipientOf.js'
import {
  AMOUNT_AND_RECEIVER_REQUIRED,
  TOKEN_REQUIRED,
  UNSUPPORTED_CHAIN,
  ZERO_DECIMALS,
} from './sendErrors.js'

export type SendInput = {
  namespace: string
  token: TokenBalance | undefined
  amount: string
  recipient: string
  /** The token's balance held, in its smallest unit, read from the chain (undefined while unknown). */
  balance: bigint | undefined
}

/** Which field an error is about, so that the form can mark it (aria-invalid) and say it there. */
export type SendProblem = { error: string; field: 'token' | 'amount' | 'recipient' | 'form' }

export type CheckedSend<R = Recipient> = {
  token: TokenBalance
  decimals: number
  amount: bigint
  recipient: R
}

/** The namespaces Send works on (SPEC §9: eip155, solana). */
const SENDS_ON = ['eip155', 'solana']

/**
 * SPEC §5's send validation, before anything is signed: eip155 and solana only ('Unsupported chain'), an amount and
 * a recipient, a token, one with decimals (0-decimal tokens are refused), an exact amount within the balance, and a
 * valid address or name as `parseRecipient` reads the namespace's (./recipientOf.ts). The fee is checked once it is
 * known ({@link checkFee}).
 */
export function checkSend<R = Recipient>(
  input: SendInput,
  parseRecipient: (text: string) => R | { error: string } = recipientOf as (text: string) => R,
): CheckedSend<R> | SendProblem {
  if (!SENDS_ON.includes(input.namespace)) return { error: UNSUPPORTED_CHAIN, field: 'form' }
  if (input.amount.trim() === '' || input.recipient.trim() === '')
    return { error: AMOUNT_AND_RECEIVER_REQUIRED, field: input.amount.trim() === '' ? 'amount' : 'recipient' }
  const { token } = input
  if (token === undefined) return { error: TOKEN_REQUIRED, field: 'token' }
  const decimals = Number(token.quantity.decimals)
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36)
    return { error: TOKEN_REQUIRED, field: 'token' }
  if (decimals === 0) return { error: ZERO_DECIMALS, field: 'token' }
  const parsed = parseSendAmount(input.amount, decimals)
  if ('error' in parsed) return { error: parsed.error, field: 'amount' }
  if (input.balance !== undefined && parsed.amount > input.balance)
    return { error: `Not enough ${token.symbol}: the amount is over your balance`, field: 'amount' }
  const recipient = parseRecipient(input.recipient)
  if (typeof recipient === 'object' && recipient !== null && 'error' in recipient)
    return { error: recipient.error, field: 'recipient' }
  return { token, decimals, amount: parsed.amount, recipient }
}

/**
 * The network fee, paid in the native token, fits beside the amount: for a native send the amount plus the fee,
 * for a token send the fee alone, within the native balance.
 */
export function checkFee(options: {
  native: boolean
  amount: bigint
  fee: bigint
  nativeBalance: bigint
  nativeSymbol: string
}): SendProblem | undefined {
  const needed = options.native ? options.amount + options.fee : options.fee
  if (needed <= options.nativeBalance) return undefined
  return {
    error: `Not enough ${options.nativeSymbol} to pay the network fee`,
    field: options.native ? 'amount' : 'form',
  }
}
