import type { PaymentMethodLimit } from './onrampOptions.js'

/** What users call a payment method the provider names by id. */
export function paymentMethodLabel(id: string): string {
  const known: Record<string, string> = {
    card: 'Card',
    ach_bank_account: 'Bank account',
    apple_pay: 'Apple Pay',
    google_pay: 'Google Pay',
    paypal: 'PayPal',
    sepa: 'SEPA transfer',
  }
  const lower = id.toLowerCase()
  return known[lower] ?? lower.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase())
}

/** Whole cents of a decimal amount as text, or undefined when it is not one (or has more than 2 decimals). */
function centsOf(amount: string): bigint | undefined {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(amount)
  if (match === null) return undefined
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

/** A limit's amount for display: `7,500.00`. */
export function formatFiat(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.')
  return `${BigInt(whole).toLocaleString('en-US')}.${fraction.padEnd(2, '0').slice(0, 2)}`
}

/**
 * Checks a fiat amount typed for `method` in `currency` against the method's limits (SPEC §9). Returns the error to
 * show, or undefined when the amount is within them. Limits with more than 2 decimals are rounded up (min) or down
 * (max) to whole cents.
 */
export function checkOnrampAmount(
  amount: string,
  method: PaymentMethodLimit,
  currency: string,
): string | undefined {
  const typed = amount.trim()
  if (typed === '') return 'Enter an amount'
  const cents = centsOf(typed)
  if (cents === undefined) return `Enter an amount in ${currency}, like 50 or 50.25`
  const [min, max] = [method.min, method.max].map((limit, index) => {
    const [whole = '0', fraction = ''] = limit.split('.')
    const exact = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'))
    const rest = /[1-9]/.test(fraction.slice(2)) ? 1n : 0n
    return index === 0 ? exact + rest : exact
  }) as [bigint, bigint]
  const label = paymentMethodLabel(method.id)
  const show = (value: bigint) => formatFiat(`${value / 100n}.${String(value % 100n).padStart(2, '0')}`)
  if (cents < min) return `The minimum with ${label} is ${show(min)} ${currency}`
  if (cents > max) return `The maximum with ${label} is ${show(max)} ${currency}`
  return undefined
}
