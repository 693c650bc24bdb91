import { describe, expect, test } from 'vitest'
import {
  coinTypeOf,
  INVALID_CHAIN_ID,
  isProfileName,
  labelOf,
  NAME_BAD_CHARACTERS,
  NAME_TOO_SHORT,
  nameProblem,
  profileAddress,
  registrationMessage,
} from './profileNames.js'

describe('nameProblem (SPEC §5)', () => {
  test('behavior: 4 or more letters, digits or hyphens pass', () => {
    for (const label of ['alice', 'a-b1', '0000', 'Bob-the-2nd']) expect(nameProblem(label)).toBeUndefined()
  })
  test('error: fewer than 4 characters', () => {
    expect(nameProblem('abc')).toBe(NAME_TOO_SHORT)
    expect(nameProblem('')).toBe(NAME_TOO_SHORT)
  })
  test('error: anything but letters, digits or hyphens', () => {
    for (const label of ['ali ce', 'alice.eth', 'al_ice', 'ålice', 'alice!'])
      expect(nameProblem(label)).toBe(NAME_BAD_CHARACTERS)
  })
})

describe('coinTypeOf (ENSIP-11)', () => {
  test('behavior: the chain id with the top bit set', () => {
    expect(coinTypeOf(1)).toBe(2147483649)
    expect(coinTypeOf(10)).toBe(2147483658)
    expect(coinTypeOf(31339)).toBe(0x80000000 + 31339)
  })
  test("edge: a chain id of 2^31 or more is 'Invalid chainId'", () => {
    expect(coinTypeOf(2 ** 31 - 1)).toBe(2 ** 32 - 1)
    expect(() => coinTypeOf(2 ** 31)).toThrow(INVALID_CHAIN_ID)
    expect(() => coinTypeOf(-1)).toThrow(INVALID_CHAIN_ID)
    expect(() => coinTypeOf(1.5)).toThrow(INVALID_CHAIN_ID)
  })
})

describe('names', () => {
  test('behavior: labelOf drops the suffix and case; isProfileName wants the suffix and a label', () => {
    expect(labelOf('  Alice.Reown.ID ')).toBe('alice')
    expect(labelOf('alice')).toBe('alice')
    expect(isProfileName('alice.reown.id')).toBe(true)
    expect(isProfileName('.reown.id')).toBe(false)
    expect(isProfileName('alice.eth')).toBe(false)
  })
  test('behavior: the registration message is the name, empty attributes and the time in seconds', () => {
    expect(JSON.parse(registrationMessage('alice.reown.id', 1_700_000_000_999))).toEqual({
      name: 'alice.reown.id',
      attributes: {},
      timestamp: 1_700_000_000,
    })
  })
  test("behavior: a profile's address for the chain's coin type, else Ethereum's (60)", () => {
    const addresses = { '60': '0xaaa', [String(coinTypeOf(10))]: '0xbbb' }
    expect(profileAddress(addresses, 10)).toBe('0xbbb')
    expect(profileAddress(addresses, 1)).toBe('0xaaa')
    expect(profileAddress({}, 1)).toBeUndefined()
  })
})
