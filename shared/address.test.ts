import { describe, expect, test } from 'vitest'
import { isAddressFor, isEvmAddress, isSolanaAddress, truncateAddress } from './address.js'

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solana = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

describe('isEvmAddress', () => {
  test('default', () => {
    expect(isEvmAddress(evm)).toBe(true)
  })

  test('behavior: the 0x prefix is optional and case is free', () => {
    expect(isEvmAddress(evm.slice(2))).toBe(true)
    expect(isEvmAddress(evm.toLowerCase())).toBe(true)
    expect(isEvmAddress(`0x${evm.slice(2).toUpperCase()}`)).toBe(true)
  })

  test('behavior: anything else is refused', () => {
    expect(isEvmAddress(evm.slice(0, -1))).toBe(false)
    expect(isEvmAddress(`${evm}0`)).toBe(false)
    expect(isEvmAddress(`0X${evm.slice(2)}`)).toBe(false)
    expect(isEvmAddress(`${evm.slice(0, -1)}g`)).toBe(false)
    expect(isEvmAddress(` ${evm}`)).toBe(false)
    expect(isEvmAddress(`${evm}\n`)).toBe(false)
    expect(isEvmAddress(undefined)).toBe(false)
    expect(isEvmAddress(0)).toBe(false)
  })
})

describe('isSolanaAddress', () => {
  test('default', () => {
    expect(isSolanaAddress(solana)).toBe(true)
  })

  test('behavior: 32 to 44 characters', () => {
    expect(isSolanaAddress('1'.repeat(32))).toBe(true)
    expect(isSolanaAddress('1'.repeat(44))).toBe(true)
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
  })

  test('behavior: only base58 characters', () => {
    for (const excluded of ['0', 'O', 'I', 'l', '+', '/']) {
      expect(isSolanaAddress(`${solana.slice(0, -1)}${excluded}`)).toBe(false)
    }
    expect(isSolanaAddress(evm)).toBe(false)
    expect(isSolanaAddress(null)).toBe(false)
  })
})

describe('isAddressFor', () => {
  test('default', () => {
    expect(isAddressFor('eip155', evm)).toBe(true)
  })

  test('behavior: per namespace', () => {
    expect(isAddressFor('eip155', solana)).toBe(false)
    expect(isAddressFor('solana', solana)).toBe(true)
    expect(isAddressFor('solana', evm)).toBe(false)
    expect(isAddressFor('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true)
    expect(isAddressFor('bip122', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(true)
    expect(isAddressFor('bip122', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true)
    expect(isAddressFor('bip122', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true)
    expect(isAddressFor('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdb')).toBe(false)
    expect(isAddressFor('bip122', evm)).toBe(false)
    expect(isAddressFor('polkadot', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).toBe(true)
    expect(isAddressFor('polkadot', solana)).toBe(false)
    expect(isAddressFor('cosmos', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02')).toBe(true)
    expect(isAddressFor('cosmos', 'cosmos1short')).toBe(false)
  })

  test('behavior: non-strings are refused', () => {
    expect(isAddressFor('eip155', { address: evm })).toBe(false)
  })
})

describe('truncateAddress', () => {
  test('default', () => {
    expect(truncateAddress(evm)).toBe('0xf39F…b92266')
  })

  test('behavior: the 0x prefix is kept and not counted', () => {
    expect(truncateAddress(evm, { leading: 6, trailing: 4 })).toBe('0xf39Fd6…2266')
  })

  test('behavior: values without a prefix', () => {
    expect(truncateAddress(solana)).toBe('7S3P…ArAaKv')
    expect(truncateAddress(solana, { trailing: 0 })).toBe('7S3P…')
  })

  test('behavior: short values are unchanged', () => {
    expect(truncateAddress('0x12345678901')).toBe('0x12345678901')
    expect(truncateAddress('abcdefghijk')).toBe('abcdefghijk')
    expect(truncateAddress('abcdefghijkl')).toBe('abcd…ghijkl')
    expect(truncateAddress('')).toBe('')
  })
})
