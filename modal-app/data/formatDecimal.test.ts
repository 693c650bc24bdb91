import { describe, expect, test } from 'vitest'
import { formatDecimal } from './formatDecimal.js'

describe('formatDecimal', () => {
  test('default: truncates to the places given and groups thousands', () => {
    expect(formatDecimal('1234.56789', 3)).toBe('1,234.567')
    expect(formatDecimal('1234.56789', 2)).toBe('1,234.56')
  })

  test('behavior: drops trailing zeros and dust', () => {
    expect(formatDecimal('1.500', 3)).toBe('1.5')
    expect(formatDecimal('0.0009', 3)).toBe('0')
    expect(formatDecimal('-0.0009', 3)).toBe('0')
    expect(formatDecimal('-2.25', 3)).toBe('-2.25')
  })
})
