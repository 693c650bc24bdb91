import { describe, expect, test } from 'vitest'
import { isSameWallet } from './isSameWallet.js'

describe('isSameWallet', () => {
  test('default', () => {
    expect(isSameWallet({ id: 'a' }, { id: 'a' })).toBe(true)
    expect(isSameWallet({ id: 'a' }, { id: 'b' })).toBe(false)
  })

  test('behavior: matched by rdns when the ids differ', () => {
    expect(isSameWallet({ id: 'uuid-1', rdns: 'io.rabby' }, { id: 'explorer-id', rdns: 'io.rabby' })).toBe(
      true,
    )
    expect(isSameWallet({ id: 'uuid-1', rdns: 'io.rabby' }, { id: 'explorer-id', rdns: 'app.phantom' })).toBe(
      false,
    )
  })

  test('behavior: MetaMask mobile is MetaMask', () => {
    expect(isSameWallet({ id: 'x', rdns: 'io.metamask.mobile' }, { id: 'y', rdns: 'io.metamask' })).toBe(true)
  })

  test('behavior: two wallets without rdns are not the same by rdns', () => {
    expect(isSameWallet({ id: 'x' }, { id: 'y' })).toBe(false)
    expect(isSameWallet({ id: 'x', rdns: null }, { id: 'y', rdns: undefined })).toBe(false)
  })
})
