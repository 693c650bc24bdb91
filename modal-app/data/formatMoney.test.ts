import { describe, expect, test } from 'vitest'
import { formatValue } from './formatMoney.js'

describe('formatValue', () => {
  test('default: the USD value, two decimals, truncated, grouped', () => {
    expect(formatValue(1234.5, false)).toBe('$1,234.50')
    expect(formatValue(0.999, false)).toBe('$0.99')
    expect(formatValue(0, false)).toBe('$0.00')
    expect(formatValue(19_998.456, false)).toBe('$19,998.45')
  })

  test('behavior: no price, no value', () => {
    expect(formatValue(undefined, false)).toBeUndefined()
  })

  test('behavior: a testnet holding is worth $0.00, priced or not (SPEC §9)', () => {
    expect(formatValue(19_998.456, true)).toBe('$0.00')
    expect(formatValue(undefined, true)).toBe('$0.00')
  })
})
