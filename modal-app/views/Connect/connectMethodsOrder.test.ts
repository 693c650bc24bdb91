import { describe, expect, test } from 'vitest'
import { connectMethodsOrder } from './connectMethodsOrder.js'

const enabled = { email: true, social: true, wallet: true }

describe('connectMethodsOrder', () => {
  test('default', () => {
    expect(connectMethodsOrder({ override: undefined, hasInstalledWallet: false, enabled })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })

  test('behavior: an installed wallet puts wallets first', () => {
    expect(connectMethodsOrder({ override: undefined, hasInstalledWallet: true, enabled })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })

  test('behavior: the host order wins', () => {
    expect(
      connectMethodsOrder({ override: ['social', 'wallet', 'email'], hasInstalledWallet: true, enabled }),
    ).toEqual(['social', 'wallet', 'email'])
  })

  test('behavior: disabled methods and duplicates are dropped', () => {
    expect(
      connectMethodsOrder({
        override: ['wallet', 'email', 'wallet'],
        hasInstalledWallet: false,
        enabled: { ...enabled, email: false },
      }),
    ).toEqual(['wallet'])
  })
})
