import { describe, expect, test } from 'vitest'
import { checkOnrampAmount, formatFiat, paymentMethodLabel } from './onrampLimits.js'

const card = { id: 'card', min: '10.00', max: '7500.00' }
const bank = { id: 'ach_bank_account', min: '10.00', max: '25000.00' }

describe('checkOnrampAmount', () => {
  test('default: within the limits, bounds included', () => {
    for (const amount of ['10', '10.00', '50.5', '7500', ' 7500.00 '])
      expect(checkOnrampAmount(amount, card, 'USD')).toBeUndefined()
    expect(checkOnrampAmount('25000', bank, 'EUR')).toBeUndefined()
  })

  test('error: below the minimum, above the maximum, per payment method', () => {
    expect(checkOnrampAmount('9.99', card, 'USD')).toBe('The minimum with Card is 10.00 USD')
    expect(checkOnrampAmount('7500.01', card, 'USD')).toBe('The maximum with Card is 7,500.00 USD')
    expect(checkOnrampAmount('7500.01', bank, 'EUR')).toBeUndefined()
    expect(checkOnrampAmount('25000.01', bank, 'EUR')).toBe('The maximum with Bank account is 25,000.00 EUR')
  })

  test('error: not an amount', () => {
    expect(checkOnrampAmount('', card, 'USD')).toBe('Enter an amount')
    for (const amount of ['abc', '1.234', '-5', '1e3', '10,00', '.5'])
      expect(checkOnrampAmount(amount, card, 'USD')).toBe('Enter an amount in USD, like 50 or 50.25')
  })

  test('behavior: limits finer than cents round inwards', () => {
    const odd = { id: 'CARD', min: '1.001', max: '2.009' }
    expect(checkOnrampAmount('1.00', odd, 'USD')).toBe('The minimum with Card is 1.01 USD')
    expect(checkOnrampAmount('1.01', odd, 'USD')).toBeUndefined()
    expect(checkOnrampAmount('2.01', odd, 'USD')).toBe('The maximum with Card is 2.00 USD')
  })
})

describe('paymentMethodLabel', () => {
  test('default', () => {
    expect(paymentMethodLabel('CARD')).toBe('Card')
    expect(paymentMethodLabel('ACH_BANK_ACCOUNT')).toBe('Bank account')
    expect(paymentMethodLabel('CRYPTO_ACCOUNT')).toBe('Crypto account')
  })
})

describe('formatFiat', () => {
  test('default', () => {
    expect(formatFiat('25000')).toBe('25,000.00')
    expect(formatFiat('7.5')).toBe('7.50')
  })
})
