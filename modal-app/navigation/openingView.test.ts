import { describe, expect, test } from 'vitest'
import { connectedOn, testState } from '../store/appStateFixture.js'
import { createStore } from '../store/store.js'
import { keepOpeningViewReady, openingViewOf } from './openingView.js'

const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

describe('openingViewOf', () => {
  test('default', () => {
    expect(openingViewOf(testState(), false)).toBe('Connect')
  })

  test('behavior: Account when connected, the requested view when given', () => {
    expect(openingViewOf(testState(connectedOn(address)), false)).toBe('Account')
    expect(openingViewOf(testState(), false, 'Networks')).toBe('Networks')
  })
})

describe('keepOpeningViewReady', () => {
  test('default: a closed modal left on another view goes back to the one it opens on', () => {
    const store = createStore(testState({ stack: ['Connect', 'AllWallets'] }))
    keepOpeningViewReady(store, () => false)
    expect(store.get().stack).toEqual(['Connect'])
  })

  test('behavior: it follows the state while closed: Account once connected, Connect after', () => {
    const store = createStore(testState())
    keepOpeningViewReady(store, () => false)
    store.set(connectedOn(address))
    expect(store.get().stack).toEqual(['Account'])
    store.set({ accounts: {} })
    expect(store.get().stack).toEqual(['Connect'])
  })

  test('behavior: an open modal keeps its stack until it closes', () => {
    const store = createStore(testState({ open: true, stack: ['Connect', 'AllWallets'] }))
    keepOpeningViewReady(store, () => false)
    store.set(connectedOn(address))
    expect(store.get().stack).toEqual(['Connect', 'AllWallets'])
    store.set({ open: false })
    expect(store.get().stack).toEqual(['Account'])
  })

  test('behavior: an unchanged opening view keeps its stack object, so nothing renders again', () => {
    const store = createStore(testState())
    keepOpeningViewReady(store, () => false)
    const stack = store.get().stack
    store.set({ toast: undefined })
    expect(store.get().stack).toBe(stack)
  })
})
