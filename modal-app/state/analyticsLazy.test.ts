import { afterEach, describe, expect, test, vi } from 'vitest'
import { testConfig, testState } from '../store/appStateFixture.js'
import { createStore } from '../store/store.js'
import { startAnalytics } from './analytics.js'
import { createLazyAnalytics } from './analyticsLazy.js'

vi.mock('./analytics.js', () => ({ startAnalytics: vi.fn() }))

const on = testConfig({ projectId: 'p1', features: { ...testConfig().features, analytics: true } })
const actions = { showToast: vi.fn() }
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  vi.mocked(startAnalytics).mockClear()
})

describe('createLazyAnalytics', () => {
  test('default: a config with a project id and features.analytics starts analytics, once', async () => {
    const store = createStore(testState())
    const analytics = createLazyAnalytics({ store, actions })
    analytics.configure(on)
    analytics.configure(on)
    await loaded()
    expect(startAnalytics).toHaveBeenCalledTimes(1)
  })

  test('behavior: the states the store went through while it loaded are handed over', async () => {
    const store = createStore(testState())
    const analytics = createLazyAnalytics({ store, actions })
    analytics.configure(on)
    store.set({ open: true })
    store.set({ open: false })
    await loaded()
    const since = vi.mocked(startAnalytics).mock.calls[0]?.[0].since ?? []
    expect(since.map((state) => state.open)).toEqual([false, true, false])
  })

  test('error: features.analytics off, or no project id, loads nothing', async () => {
    const store = createStore(testState())
    const analytics = createLazyAnalytics({ store, actions })
    analytics.configure(testConfig({ projectId: 'p1' }))
    analytics.configure(testConfig({ features: on.features }))
    await loaded()
    expect(startAnalytics).not.toHaveBeenCalled()
  })
})
