import { describe, expect, test } from 'vitest'
import { formatMoney } from './formatMoney.js'

describe('formatMoney', () => {
  test('default: two decimals, truncated, grouped', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50')
    expect(formatMoney(0.999)).toBe('$0.99')
    expect(formatMoney(0)).toBe('$0.00')
  })
})
