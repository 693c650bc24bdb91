import { BlockchainApiError } from '../../data/errors.js'

/** An amount in a currency, as decimal text. */
export type Money = { amount: string; currency: string }

/**
 * SPEC §3's onramp quote. `estimate` marks SPEC's mock quote (the API gave none): then only what the modal knows is
 * set, the total and the least that goes to the purchase after SPEC §9's provider fee.
 */
export type OnrampQuote = {
  purchaseAmount?: Money
  paymentSubtotal: Money
  paymentTotal: Money
  networkFee?: Money
  providerFee?: Money
  quoteId: string
  estimate: boolean
}

const DECIMAL = /^\d{1,15}(\.\d{1,18})?$/
const CURRENCY = /^[A-Za-z0-9._-]{1,20}$/

const malformed = (what: string) =>
  new BlockchainApiError(`The Blockchain API's answer to v1/onramp/quote is malformed: ${what}`)

function moneyAt(record: Record<string, unknown>, key: string, optional: boolean): Money | undefined {
  const value = record[key]
  if (optional && (value === undefined || value === null)) return undefined
  if (typeof value !== 'object' || value === null) throw malformed(`${key} is not an amount`)
  const { amount, currency } = value as Record<string, unknown>
  if (typeof amount !== 'string' || !DECIMAL.test(amount)) throw malformed(`${key}.amount is not a decimal`)
  if (typeof currency !== 'string' || !CURRENCY.test(currency))
    throw malformed(`${key}.currency is not a currency`)
  return { amount, currency }
}

/**
 * Checks `POST /v1/onramp/quote`'s answer: `{ purchaseAmount, paymentSubtotal, paymentTotal, networkFee,
 * coinbaseFee?, quoteId }`, each amount `{ amount, currency }` with a decimal amount.
 * @throws {BlockchainApiError} naming the first field that is not of that shape.
 */
export function parseOnrampQuote(answer: unknown): OnrampQuote {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
    throw malformed('the answer is not an object')
  const record = answer as Record<string, unknown>
  const { quoteId } = record
  if (typeof quoteId !== 'string' || quoteId.length === 0 || quoteId.length > 200)
    throw malformed('quoteId is not an id')
  const required = (key: string) => moneyAt(record, key, false) as Money
  const providerFee = moneyAt(record, 'coinbaseFee', true)
  return {
    purchaseAmount: required('purchaseAmount'),
    paymentSubtotal: required('paymentSubtotal'),
    paymentTotal: required('paymentTotal'),
    networkFee: required('networkFee'),
    ...(providerFee === undefined ? {} : { providerFee }),
    quoteId,
    estimate: false,
  }
}

/** SPEC §9's provider fee range, in percent. */
export const PROVIDER_FEE_PERCENT = { min: 1, max: 2 } as const

/**
 * SPEC's mock quote, used when the API gives none: `amount` (whole cents, checked against the limits) is the total,
 * and at least the total less SPEC §9's highest provider fee goes to the purchase. Marked as an estimate.
 */
export function mockOnrampQuote(amount: string, paymentCurrency: string): OnrampQuote {
  const [whole = '0', fraction = ''] = amount.split('.')
  const cents = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'))
  // Rounded down: the least that reaches the purchase.
  const subtotal = (cents * BigInt(100 - PROVIDER_FEE_PERCENT.max)) / 100n
  const text = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`
  return {
    paymentTotal: { amount: text(cents), currency: paymentCurrency },
    paymentSubtotal: { amount: text(subtotal), currency: paymentCurrency },
    quoteId: 'estimate',
    estimate: true,
  }
}
