import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { ResolvedConfig } from '../config/types.js'
import { createSession } from '../state/session.js'
import { createMemoryStorage } from '../storage/context.js'
import { connectedOn, mainnet, solana, testState } from '../store/appStateFixture.js'
import { type AppState, activeNetwork, createStore, currentView } from '../store/store.js'
import { createActions, SHAKE_MS, TOAST_DURATION_MS } from './actions.js'

const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

function setup(overrides: Partial<AppState> = {}, config: Partial<ResolvedConfig> = {}, isMobile = false) {
  const store = createStore(testState(overrides, { networks: [mainnet, solana], ...config }))
  const session = createSession({ store, storage: createMemoryStorage(), preferredNetworkId: null })
  return {
    store,
    actions: createActions(store, { isMobile: () => isMobile, selectNamespace: session.selectNamespace }),
  }
}

describe('open', () => {
  test('default', () => {
    const { store, actions } = setup({ stack: ['Connect', 'AllWallets'] })
    actions.open({})
    expect(store.get()).toMatchObject({ open: true, stack: ['Connect'], direction: 'next' })
  })

  test('behavior: a connected address opens Account', () => {
    const { store, actions } = setup(connectedOn(address))
    actions.open({})
    expect(store.get().stack).toEqual(['Account'])
  })

  test('behavior: a requested view is shown', () => {
    const { store, actions } = setup()
    actions.open({ view: 'AllWallets' })
    expect(store.get().stack).toEqual(['AllWallets'])
  })

  test('behavior: manual control uses the injected mobile check', () => {
    const mobile = setup({}, { manualWCControl: true }, true)
    mobile.actions.open({})
    expect(currentView(mobile.store.get())).toBe('AllWallets')
    const desktop = setup({}, { manualWCControl: true }, false)
    desktop.actions.open({})
    expect(currentView(desktop.store.get())).toBe('ConnectingWalletConnectBasic')
  })

  test('behavior: a namespace switches to its first configured network', () => {
    const { store, actions } = setup()
    actions.open({ namespace: 'solana' })
    expect(store.get().namespace).toBe('solana')
    expect(activeNetwork(store.get())).toBe(solana)
  })

  test('behavior: a namespace without a configured network is ignored', () => {
    const { store, actions } = setup()
    actions.open({ namespace: 'cosmos' })
    expect(store.get().namespace).toBe('eip155')
    expect(activeNetwork(store.get())).toBe(mainnet)
  })
})

describe('close', () => {
  test('default', () => {
    const { store, actions } = setup({ open: true })
    expect(actions.close()).toBe(true)
    expect(store.get().open).toBe(false)
  })

  test('behavior: blocked while ApproveTransaction shows', () => {
    const { store, actions } = setup({ open: true, stack: ['Account', 'ApproveTransaction'] })
    expect(actions.close()).toBe(false)
    expect(store.get().open).toBe(true)
  })

  test('behavior: a refused close shakes the card for 500 ms; one refused meanwhile starts the 500 ms again', () => {
    vi.useFakeTimers()
    try {
      const { store, actions } = setup({ open: true, stack: ['Account', 'ApproveTransaction'] })
      expect(store.get().shake).toBeFalsy()
      actions.close()
      expect(store.get().shake).toBe(true)
      vi.advanceTimersByTime(SHAKE_MS - 100)
      actions.close()
      vi.advanceTimersByTime(SHAKE_MS - 1)
      expect(store.get().shake).toBe(true)
      vi.advanceTimersByTime(1)
      expect(store.get().shake).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  test('behavior: a close that goes ahead does not shake', () => {
    const { store, actions } = setup({ open: true })
    actions.close()
    expect(store.get().shake).toBeFalsy()
  })

  test('behavior: force closes ApproveTransaction', () => {
    const { store, actions } = setup({ open: true, stack: ['Account', 'ApproveTransaction'] })
    expect(actions.close({ force: true })).toBe(true)
    expect(store.get().open).toBe(false)
  })

  test('behavior: embedded mode resets to Account when connected', () => {
    const { store, actions } = setup(
      { ...connectedOn(address), open: true, stack: ['Account', 'Networks'] },
      { embedded: true },
    )
    expect(actions.close()).toBe(true)
    expect(store.get()).toMatchObject({ open: true, stack: ['Account'], direction: 'prev' })
  })

  test('behavior: embedded mode resets to Connect when disconnected', () => {
    const { store, actions } = setup({ open: true, stack: ['Connect', 'AllWallets'] }, { embedded: true })
    actions.close()
    expect(store.get().stack).toEqual(['Connect'])
  })
})

describe('push', () => {
  test('default', () => {
    const { store, actions } = setup()
    actions.push('AllWallets')
    expect(store.get()).toMatchObject({ stack: ['Connect', 'AllWallets'], direction: 'next' })
  })

  test('behavior: pushing the current view does not notify', () => {
    const { store, actions } = setup()
    const listener = vi.fn()
    store.subscribe(listener)
    actions.push('Connect')
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('back', () => {
  test('default', () => {
    const { store, actions } = setup({ open: true, stack: ['Connect', 'AllWallets'] })
    actions.back()
    expect(store.get()).toMatchObject({ open: true, stack: ['Connect'], direction: 'prev' })
  })

  test('behavior: back from the last entry closes', () => {
    const { store, actions } = setup({ open: true })
    actions.back()
    expect(store.get().open).toBe(false)
  })
})

describe('replace', () => {
  test('default', () => {
    const { store, actions } = setup({ stack: ['Connect', 'AllWallets'] })
    actions.replace('ConnectingExternal')
    expect(store.get().stack).toEqual(['Connect', 'ConnectingExternal'])
  })
})

describe('showConnect', () => {
  test('default', () => {
    const { store, actions } = setup({ open: true, stack: ['Account', 'Networks'] })
    actions.showConnect()
    expect(store.get()).toMatchObject({ stack: ['Connect'], direction: 'prev' })
  })
})

describe('selectWallet', () => {
  test('default', () => {
    const { store, actions } = setup()
    const wallet = { id: 'c57ca95b', name: 'MetaMask', chains: ['eip155:1'] }
    actions.selectWallet(wallet)
    expect(store.get().selectedWallet).toBe(wallet)
    actions.selectWallet(undefined)
    expect(store.get().selectedWallet).toBeUndefined()
  })
})

describe('showToast', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('default', () => {
    const { store, actions } = setup()
    actions.showToast('Address copied', 'success')
    expect(store.get().toast).toMatchObject({ message: 'Address copied', variant: 'success' })
  })

  test('behavior: variant defaults to info', () => {
    const { store, actions } = setup()
    actions.showToast('Hello')
    expect(store.get().toast?.variant).toBe('info')
  })

  test('behavior: auto-hides', () => {
    const { store, actions } = setup()
    actions.showToast('Address copied')
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1)
    expect(store.get().toast).toBeDefined()
    vi.advanceTimersByTime(1)
    expect(store.get().toast).toBeUndefined()
  })

  test('behavior: a loading toast stays until replaced', () => {
    const { store, actions } = setup()
    actions.showToast('Authenticating...', 'loading')
    vi.advanceTimersByTime(TOAST_DURATION_MS * 10)
    expect(store.get().toast?.message).toBe('Authenticating...')
  })

  test('behavior: an open toast closes, then the new one shows after 150 ms', () => {
    const { store, actions } = setup()
    actions.showToast('First')
    actions.showToast('Second')
    expect(store.get().toast).toBeUndefined()
    vi.advanceTimersByTime(149)
    expect(store.get().toast).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(store.get().toast?.message).toBe('Second')
  })

  test('behavior: the replaced toast does not hide its successor', () => {
    const { store, actions } = setup()
    actions.showToast('First')
    vi.advanceTimersByTime(TOAST_DURATION_MS - 100)
    actions.showToast('Second')
    vi.advanceTimersByTime(150 + 100)
    expect(store.get().toast?.message).toBe('Second')
    vi.advanceTimersByTime(TOAST_DURATION_MS)
    expect(store.get().toast).toBeUndefined()
  })

  test('behavior: a toast requested during the swap delay replaces the pending one', () => {
    const { store, actions } = setup()
    actions.showToast('First')
    actions.showToast('Second')
    vi.advanceTimersByTime(100)
    actions.showToast('Third')
    vi.advanceTimersByTime(150)
    expect(store.get().toast?.message).toBe('Third')
    vi.advanceTimersByTime(TOAST_DURATION_MS)
    expect(store.get().toast).toBeUndefined()
  })
})
