import { describe, expect, test } from 'vitest'
import { mockOnrampQuote, parseOnrampQuote } from './onrampQuote.js'

const answer = {
  purchaseAmount: { amount: '0.0245', currency: 'ETH' },
  paymentSubtotal: { amount: '49.00', currency: 'USD' },
  paymentTotal: { amount: '50.00', currency: 'USD' },
  networkFee: { amount: '0.25', currency: 'USD' },
  coinbaseFee: { amount: '0.75', currency: 'USD' },
  quoteId: 'q-1',
}

describe('parseOnrampQuote', () => {
  test('default', () => {
    expect(parseOnrampQuote(answer)).toEqual({
      purchaseAmount: { amount: '0.0245', currency: 'ETH' },
      paymentSubtotal: { amount: '49.00', currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      networkFee: { amount: '0.25', currency: 'USD' },
      providerFee: { amount: '0.75', currency: 'USD' },
      quoteId: 'q-1',
      estimate: false,
    })
  })

  test('error: a bad answer names the field', () => {
    const prefix = "The Blockchain API's answer to v1/onramp/quote is malformed: "
    expect(() => parseOnrampQuote('x')).toThrow(`${prefix}the answer is not an object`)
    expect(() => parseOnrampQuote({ ...answer, quoteId: 5 })).toThrow(`${prefix}quoteId is not an id`)
    expect(() => parseOnrampQuote({ ...answer, paymentTotal: undefined })).toThrow(
      `${prefix}paymentTotal is not an amount`,
    )
    expect(() => parseOnrampQuote({ ...answer, purchaseAmount: { amount: 1, currency: 'ETH' } })).toThrow(
      `${prefix}purchaseAmount.amount is not a decimal`,
    )
    expect(() => parseOnrampQuote({ ...answer, networkFee: { amount: '1', currency: '<b>' } })).toThrow(
      `${prefix}networkFee.currency is not a currency`,
    )
  })
})

describe('mockOnrampQuote', () => {
  test('default: the total, and at least the total less the highest provider fee, as an estimate', () => {
    expect(mockOnrampQuote('50', 'EUR')).toEqual({
      paymentTotal: { amount: '50.00', currency: 'EUR' },
      paymentSubtotal: { amount: '49.00', currency: 'EUR' },
      quoteId: 'estimate',
      estimate: true,
    })
    expect(mockOnrampQuote('10.99', 'USD').paymentSubtotal).toEqual({ amount: '10.77', currency: 'USD' })
  })
})
