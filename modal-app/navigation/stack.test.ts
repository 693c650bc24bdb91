import { describe, expect, test } from 'vitest'
import { back, closeDecision, type Nav, openingView, push, replace } from './stack.js'

const base = { manualControl: false, isMobile: false }
const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

describe('openingView', () => {
  test('default', () => {
    expect(openingView(base)).toBe('Connect')
  })

  test('behavior: manual control shows ConnectingWalletConnectBasic on desktop', () => {
    expect(openingView({ ...base, manualControl: true, view: 'Account', address })).toBe(
      'ConnectingWalletConnectBasic',
    )
  })

  test('behavior: manual control shows AllWallets on mobile', () => {
    expect(openingView({ ...base, manualControl: true, isMobile: true })).toBe('AllWallets')
  })

  test('behavior: a requested view wins over the connection state', () => {
    expect(openingView({ ...base, view: 'Swap', address })).toBe('Swap')
  })

  test('behavior: a connected address shows Account', () => {
    expect(openingView({ ...base, address })).toBe('Account')
  })
})

describe('push', () => {
  test('default', () => {
    expect(push({ stack: ['Connect'], direction: 'prev' }, 'AllWallets')).toEqual({
      stack: ['Connect', 'AllWallets'],
      direction: 'next',
    })
  })

  test('behavior: pushing the current view is ignored', () => {
    const nav: Nav = { stack: ['Connect', 'AllWallets'], direction: 'next' }
    expect(push(nav, 'AllWallets')).toBe(nav)
  })

  test('behavior: does not mutate the given stack', () => {
    const nav: Nav = { stack: ['Connect'], direction: 'next' }
    push(nav, 'Account')
    expect(nav.stack).toEqual(['Connect'])
  })
})

describe('replace', () => {
  test('default', () => {
    expect(replace({ stack: ['Connect', 'AllWallets'], direction: 'prev' }, 'ConnectingExternal')).toEqual({
      stack: ['Connect', 'ConnectingExternal'],
      direction: 'next',
    })
  })
})

describe('back', () => {
  test('default', () => {
    expect(back({ stack: ['Connect', 'AllWallets'], direction: 'next' })).toEqual({
      stack: ['Connect'],
      direction: 'prev',
    })
  })

  test('behavior: one entry left closes', () => {
    expect(back({ stack: ['Account'], direction: 'next' })).toEqual({ close: true })
  })

  test('behavior: UnsupportedChain in the history closes', () => {
    expect(back({ stack: ['UnsupportedChain', 'Networks'], direction: 'next' })).toEqual({ close: true })
  })
})

describe('closeDecision', () => {
  const ctx = { view: 'Account', force: false, embedded: false, connected: true } as const

  test('default', () => {
    expect(closeDecision(ctx)).toBe('close')
  })

  test('behavior: blocked while ApproveTransaction shows', () => {
    expect(closeDecision({ ...ctx, view: 'ApproveTransaction' })).toBe('blocked')
  })

  test('behavior: forcing closes ApproveTransaction', () => {
    expect(closeDecision({ ...ctx, view: 'ApproveTransaction', force: true })).toBe('close')
  })

  test('behavior: a required sign-in without a session blocks closing the sign-in views, unless forced', () => {
    const signIn = { ...ctx, signInRequired: true }
    expect(closeDecision({ ...signIn, view: 'SIWXSignMessage' })).toBe('blocked')
    expect(closeDecision({ ...signIn, view: 'ConnectingSiwe' })).toBe('blocked')
    expect(closeDecision({ ...signIn, view: 'SIWXSignMessage', force: true })).toBe('close')
    expect(closeDecision({ ...ctx, view: 'SIWXSignMessage', signInRequired: false })).toBe('close')
    expect(closeDecision(signIn)).toBe('close')
  })

  test('behavior: embedded mode resets to Account when connected', () => {
    expect(closeDecision({ ...ctx, embedded: true })).toEqual({ reset: 'Account' })
  })

  test('behavior: embedded mode resets to Connect when disconnected', () => {
    expect(closeDecision({ ...ctx, embedded: true, connected: false })).toEqual({ reset: 'Connect' })
  })
})
