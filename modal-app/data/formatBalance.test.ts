import { describe, expect, test } from 'vitest'
import { formatBalance } from './formatBalance.js'

describe('formatBalance', () => {
  test('default: truncates to 3 decimals, never rounds up', () => {
    expect(formatBalance(1_999_999_999_999_999_999n, 18)).toBe('1.999')
  })

  test('behavior: groups thousands and drops trailing zeros', () => {
    expect(formatBalance(10_000n * 10n ** 18n, 18)).toBe('10,000')
    expect(formatBalance(1_500_000_000_000_000_000n, 18)).toBe('1.5')
  })

  test('behavior: dust below 0.001 shows as 0', () => {
    expect(formatBalance(999_999_999_999_999n, 18)).toBe('0')
  })

  test('behavior: other decimals (SOL has 9)', () => {
    expect(formatBalance(2_123_456_789n, 9)).toBe('2.123')
  })

  test('behavior: no network rule: the amount is the real one (a testnet shows 0.00 of money, not of tokens)', () => {
    expect(formatBalance(5n * 10n ** 18n, 18)).toBe('5')
  })
})
