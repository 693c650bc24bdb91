import { describe, expect, test } from 'vitest'
import { formatFee } from './formatFee.js'

describe('formatFee', () => {
  test('default: small fees keep 3 significant digits, truncated', () => {
    expect(formatFee(42_123_456_789_000n, 18)).toBe('0.0000421')
    expect(formatFee(100_000_000_000_000n, 18)).toBe('0.0001')
  })
  test('behavior: from 1 up, as a balance', () => {
    expect(formatFee(1_234_567_800_000_000_000_000n, 18)).toBe('1,234.567')
    expect(formatFee(0n, 18)).toBe('0')
  })
})
