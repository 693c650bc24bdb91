import { describe, expect, test } from 'vitest'
import { recipientOf } from './recipientOf.js'

describe('recipientOf', () => {
  test('default: an address, checksummed', () => {
    expect(recipientOf(' 0x70997970c51812dc3a010c7d01b50e0d17dc79c8 ')).toEqual({
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
  })

  test('behavior: SPEC §5 makes the 0x optional; the checksum still applies', () => {
    expect(recipientOf('70997970c51812dc3a010c7d01b50e0d17dc79c8')).toEqual({
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
    expect(recipientOf('70997970C51812dc3A010C7d01b50e0d17dc79c8')).toEqual({ error: 'Invalid address' })
  })

  test('behavior: a name, normalized', () => {
    expect(recipientOf('Vitalik.ETH')).toEqual({ name: 'vitalik.eth' })
  })

  test.each([
    '0x70997970c51812dc3a010c7d01b50e0d17dc79c',
    // One letter's case changed: the checksum catches it.
    '0x70997970C51812dc3A010C7d01b50e0d17dc79c8',
    'not an address',
    'vitalik',
    'https://evil.example',
    '0x1234.eth',
  ])('error: %j is an invalid address', (text) => {
    expect(recipientOf(text)).toEqual({ error: 'Invalid address' })
  })
})
