import { describe, expect, test } from 'vitest'
import { parseSendAmount } from './parseSendAmount.js'

describe('parseSendAmount', () => {
  test('default: exact in the smallest unit', () => {
    expect(parseSendAmount('1.5', 18)).toEqual({ amount: 1_500_000_000_000_000_000n })
    expect(parseSendAmount(' .25 ', 6)).toEqual({ amount: 250_000n })
    expect(parseSendAmount('7.', 2)).toEqual({ amount: 700n })
    // Beyond a double's precision: no float on the way.
    expect(parseSendAmount('9007199254740993.000000000000000001', 18)).toEqual({
      amount: 9_007_199_254_740_993_000_000_000_000_000_001n,
    })
  })

  test('error: more decimals than the token has is refused, not rounded', () => {
    expect(parseSendAmount('1.0000001', 6)).toEqual({ error: 'This token has at most 6 decimals' })
    expect(parseSendAmount('0.05', 1)).toEqual({ error: 'This token has at most 1 decimal' })
  })

  test.each(['', 'abc', '1,5', '-1', '1e18', '0x10', '1.2.3', '.'])('error: %j is not an amount', (text) => {
    expect(parseSendAmount(text, 18)).toEqual({ error: 'Enter the amount as a number, such as 1.5' })
  })

  test('error: zero', () => {
    expect(parseSendAmount('0.000', 18)).toEqual({ error: 'Enter an amount greater than 0' })
  })
})
