import { describe, expect, test } from 'vitest'
import { walletMonogram } from './walletMonogram.js'

const initials = (name: string) => walletMonogram({ id: name, name }).initials

describe('walletMonogram', () => {
  test('default', () => {
    expect(walletMonogram({ id: 'c57ca95b', name: 'MetaMask' })).toEqual({
      initials: 'MM',
      hue: walletMonogram({ id: 'c57ca95b', name: 'anything' }).hue,
    })
  })

  test('behavior: initials', () => {
    expect(
      [
        'Trust Wallet',
        'MetaMask',
        'Crypto.com Onchain',
        'OKX Wallet',
        'Rainbow',
        '1inch Wallet',
        'imToken',
        'Wallet',
        '',
        '  ',
      ].map(initials),
    ).toEqual(['T', 'MM', 'CO', 'O', 'R', '1', 'IT', 'W', '?', '?'])
  })

  test('behavior: the hue is fixed by the id and spread over the circle', () => {
    const hues = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => walletMonogram({ id, name: 'X' }).hue)
    expect(new Set(hues).size).toBe(6)
    expect(hues.every((hue) => hue >= 0 && hue < 360)).toBe(true)
    expect(walletMonogram({ id: 'a', name: 'X' }).hue).toBe(hues[0])
  })
})
