import { describe, expect, test } from 'vitest'
import { parseSwapAmount } from './parseSwapAmount.js'

const token = { symbol: 'USDC', decimals: 6 }

describe('parseSwapAmount', () => {
  test('default: exact, in the smallest unit', () => {
    expect(parseSwapAmount('1.5', token)).toEqual({ amount: 1_500_000n })
    expect(parseSwapAmount(' .000001 ', token)).toEqual({ amount: 1n })
    expect(parseSwapAmount('12345678901234567890', { symbol: 'T', decimals: 18 })).toEqual({
      amount: 12_345_678_901_234_567_890n * 10n ** 18n,
    })
  })

  test('error: empty, not a plain decimal, too many decimals, zero', () => {
    expect(parseSwapAmount('', token)).toEqual({ error: 'Enter an amount' })
    expect(parseSwapAmount('1e3', token)).toEqual({ error: 'The amount must be a number such as 1.5' })
    expect(parseSwapAmount('-1', token)).toEqual({ error: 'The amount must be a number such as 1.5' })
    expect(parseSwapAmount('1,5', token)).toEqual({ error: 'The amount must be a number such as 1.5' })
    expect(parseSwapAmount('0.0000001', token)).toEqual({ error: 'USDC has 6 decimals: the amount has more' })
    expect(parseSwapAmount('0.000', token)).toEqual({ error: 'The amount must be more than 0' })
  })
})
