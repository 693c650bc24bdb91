import { describe, expect, test } from 'vitest'
import { truncateAddress } from './address.js'

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solana = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

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
