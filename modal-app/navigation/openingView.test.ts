import { describe, expect, test } from 'vitest'
import { resolveConfig } from '../config/resolveConfig.js'
import { deployment } from '../config/resolveConfigFixture.js'
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

  test('behavior: manualWCControl opens the pairing on desktop and AllWallets on a phone, connected or not', () => {
    const manual = { manualWCControl: true }
    expect(openingViewOf(testState({}, manual), false)).toBe('ConnectingWalletConnectBasic')
    expect(openingViewOf(testState({}, manual), true)).toBe('AllWallets')
    expect(openingViewOf(testState(connectedOn(address), manual), false, 'Account')).toBe(
      'ConnectingWalletConnectBasic',
    )
  })

  test("behavior: SPEC §2's no-adapters case cannot arise: every config has networks of namespaces the modal serves", () => {
    // No network list is empty, and no network of a namespace without the modal's own connectors is accepted...
    expect(() => resolveConfig({ networks: [] }, deployment)).toThrow('networks must be a non-empty array')
    for (const id of ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'cosmos:cosmoshub-4'])
      expect(() => resolveConfig({ networks: [id] }, deployment)).toThrow('has no adapter in this modal')
    // ...so a config of any one namespace, with no wallet found and no address, opens on Connect.
    for (const networks of [
      undefined,
      ['eip155:1'],
      ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      ['bip122:000000000019d6689c085ae165831e93'],
    ]) {
      const config = resolveConfig(networks === undefined ? {} : { networks }, deployment)
      for (const { chainNamespace } of config.networks)
        expect(['eip155', 'solana', 'bip122']).toContain(chainNamespace)
      expect(openingViewOf(testState({}, config), false)).toBe('Connect')
      expect(openingViewOf(testState({}, config), true)).toBe('Connect')
    }
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
