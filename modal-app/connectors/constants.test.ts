import { describe, expect, test } from 'vitest'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from './constants.js'

describe('pairing constants', () => {
  test('behavior: pairing expiry margin is inside the lifetime', () => {
    expect(PAIRING_LIFETIME_MS).toBe(240_000)
    expect(PAIRING_EXPIRY_MARGIN_MS).toBeLessThan(PAIRING_LIFETIME_MS)
  })
})
