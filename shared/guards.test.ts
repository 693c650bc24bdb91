import { describe, expect, test } from 'vitest'
import { isOneOf } from './guards.js'

describe('isOneOf', () => {
  test('default: an item of the list', () => {
    expect(isOneOf(['eip155', 'solana'] as const, 'solana')).toBe(true)
  })

  test('behavior: anything else, of any type, is not', () => {
    expect([undefined, null, 'Solana', 1, {}, ['solana']].map((value) => isOneOf(['solana'], value))).toEqual(
      [false, false, false, false, false, false],
    )
  })
})
