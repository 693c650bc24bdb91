import { describe, expect, test, vi } from 'vitest'
import { testState } from '../store/appStateFixture.js'
import { createStore } from '../store/store.js'
import { fakePaintClock } from './paintFixture.js'
import { createPresentation, sharesRenderingWith } from './presentation.js'

const clock = fakePaintClock()
const paint = () => clock.paint()

function setup(embedded = false, sameRenderer = false, loading?: () => Promise<unknown> | undefined) {
  const store = createStore(testState({ open: embedded }, { embedded }))
  const focused: string[] = []
  const attributes = new Set<string>()
  const root = {
    toggleAttribute: (name: string, on: boolean) => (on ? attributes.add(name) : attributes.delete(name)),
    querySelector: () => ({ focus: () => focused.push('dialog') }),
  } as unknown as HTMLElement
  const presentation = createPresentation(store, { sameRenderer, root, ...(loading ? { loading } : {}) })
  const changes: boolean[] = []
  presentation.subscribe(() => changes.push(presentation.shown))
  return { store, presentation, attributes, focused, changes }
}

describe('createPresentation', () => {
  test('default: opening flips the attribute and focuses the dialog at once; shown only after the paint', async () => {
    const { store, presentation, attributes, focused, changes } = setup()
    let resolved = false
    store.set({ open: true })
    presentation.whenShown().then(() => {
      resolved = true
    })
    expect(attributes.has('data-open')).toBe(true)
    expect(focused).toEqual(['dialog'])
    expect(presentation.shown).toBe(false)
    paint()
    await Promise.resolve()
    expect(presentation.shown).toBe(true)
    expect(resolved).toBe(true)
    expect(changes).toEqual([true])
  })

  test('behavior: closing hides at once', () => {
    const { store, presentation, attributes, changes } = setup()
    store.set({ open: true })
    paint()
    store.set({ open: false })
    expect(attributes.has('data-open')).toBe(false)
    expect(presentation.shown).toBe(false)
    expect(changes).toEqual([true, false])
  })

  test('behavior: a close before the paint cancels the opening, and its waiters resolve', async () => {
    const { store, presentation, changes } = setup()
    store.set({ open: true })
    const shown = presentation.whenShown()
    store.set({ open: false })
    await shown
    paint()
    expect(presentation.shown).toBe(false)
    expect(changes).toEqual([])
  })

  test('behavior: a paint awaited for an earlier opening does not count for a later one', () => {
    const { store, presentation } = setup()
    store.set({ open: true })
    store.set({ open: false })
    const stale = clock.frames
    clock.frames = []
    store.set({ open: true })
    for (const callback of stale) callback()
    expect(presentation.shown).toBe(false)
    paint()
    expect(presentation.shown).toBe(true)
  })

  test('behavior: a hidden document, where rAF never runs, is shown after the fallback', () => {
    const { store, presentation } = setup()
    store.set({ open: true })
    vi.advanceTimersByTime(100)
    expect(presentation.shown).toBe(true)
  })

  test('behavior: a frame that shares the host’s rendering is shown at once, in the task that opens it', () => {
    const { store, presentation, attributes, focused } = setup(false, true)
    store.set({ open: true })
    expect(attributes.has('data-open')).toBe(true)
    expect(focused).toEqual(['dialog'])
    expect(presentation.shown).toBe(true)
  })

  test('behavior: settled only from the next task, so that a view arriving with the opening does not slide in', () => {
    const { store, presentation } = setup(false, true)
    store.set({ open: true })
    expect(presentation.settled).toBe(false)
    vi.advanceTimersByTime(0)
    expect(presentation.settled).toBe(true)
    store.set({ open: false })
    expect(presentation.settled).toBe(false)
  })

  test('behavior: embedded, the dialog is shown from the start (the inline frame covers nothing)', () => {
    const { presentation, attributes } = setup(true)
    expect(presentation.shown).toBe(true)
    expect(attributes.has('data-open')).toBe(true)
  })
})

describe('sharesRenderingWith', () => {
  test('default: one hostname is one site, whatever the ports', () => {
    expect(sharesRenderingWith('http://127.0.0.1:5173', 'http://127.0.0.1:4173')).toBe(true)
  })

  test('behavior: another hostname, or scheme, is taken as another site (subdomains too: no public-suffix list)', () => {
    expect(sharesRenderingWith('http://127.0.0.1:5173', 'http://localhost:4173')).toBe(false)
    expect(sharesRenderingWith('http://app.example.com', 'https://app.example.com')).toBe(false)
    expect(sharesRenderingWith('https://app.example.com', 'https://wallet.example.com')).toBe(false)
  })

  test('behavior: an opening whose view must load first shows once it has; a close meanwhile cancels it', async () => {
    let loaded = () => {}
    const loading = () => new Promise<void>((resolve) => (loaded = resolve))
    const { store, presentation, attributes, focused } = setup(false, true, loading)
    store.set({ open: true })
    expect(attributes.has('data-open')).toBe(false)
    expect(presentation.shown).toBe(false)
    loaded()
    await vi.waitFor(() => expect(presentation.shown).toBe(true))
    expect(attributes.has('data-open')).toBe(true)
    expect(focused).toEqual(['dialog'])
    store.set({ open: false })
    store.set({ open: true })
    store.set({ open: false })
    loaded()
    await Promise.resolve()
    await Promise.resolve()
    expect(attributes.has('data-open')).toBe(false)
    expect(presentation.shown).toBe(false)
  })
})
