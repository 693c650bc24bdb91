import { describe, expect, test } from 'vitest'
import { decodeBase58, isSolanaAddress } from './solanaAddress.js'

describe('decodeBase58', () => {
  test('default', () => {
    // The system program: 32 zero bytes.
    expect(decodeBase58('11111111111111111111111111111111')).toEqual(new Uint8Array(32))
    expect(decodeBase58('2g')).toEqual(Uint8Array.of(0x61))
    expect(decodeBase58('1112g')).toEqual(Uint8Array.of(0, 0, 0, 0x61))
  })

  test('error: characters outside the alphabet', () => {
    expect(decodeBase58('0OIl')).toBeUndefined()
  })
})

describe('isSolanaAddress', () => {
  test('default', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true)
  })

  test.each([
    ['an EVM address', '0x8ba1f109551bD432803012645Ac136ddd64DBA72'],
    ['too short', '1111111111111111111111111111111'],
    ['44 characters that are the base58 of 33 bytes', 'z'.repeat(44)],
    ['too long', '1'.repeat(45)],
    ['not a string', 42],
  ])('error: %s', (_, value) => {
    expect(isSolanaAddress(value)).toBe(false)
  })
})
