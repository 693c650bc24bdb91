import { describe, expect, test, vi } from 'vitest'
import { testState } from '../store/appStateFixture.js'
import { createStore } from '../store/store.js'
import { fakePaintClock } from './paintFixture.js'
import { createPriming } from './priming.js'

const clock = fakePaintClock()
const paint = () => clock.paint()

function setup({ embedded = false } = {}) {
  const store = createStore(testState({}, { embedded }))
  const attributes = new Set<string>()
  const root = {
    toggleAttribute: (name: string, on: boolean) => (on ? attributes.add(name) : attributes.delete(name)),
  } as unknown as HTMLElement
  let rendered = false
  const priming = createPriming(store, {
    rendered: () => rendered,
    isMobile: () => false,
    root,
  })
  const changes: boolean[] = []
  priming.subscribe(() => changes.push(priming.primed))
  const render = () => {
    rendered = true
    priming.follow()
  }
  return { store, priming, attributes, changes, render }
}

describe('createPriming', () => {
  test('default: primed once the rendered opening view has been painted, not before', () => {
    const { priming, attributes, changes, render } = setup()
    expect(attributes.has('data-drawn-closed')).toBe(true)
    paint()
    expect(priming.primed).toBe(false)
    render()
    expect(priming.primed).toBe(false)
    paint()
    expect(priming.primed).toBe(true)
    expect(attributes.has('data-primed')).toBe(true)
    expect(changes).toEqual([true])
  })

  test('behavior: opening unprimes at once; a close primes again only after the next paint', () => {
    const { store, priming, changes, render } = setup()
    render()
    paint()
    store.set({ open: true })
    expect(priming.primed).toBe(false)
    store.set({ open: false })
    expect(priming.primed).toBe(false)
    paint()
    expect(priming.primed).toBe(true)
    expect(changes).toEqual([true, false, true])
  })

  test('behavior: another view, namespace or account drawn unprimes until it is painted', () => {
    const { store, priming, render } = setup()
    render()
    paint()
    store.set({ stack: ['Networks'] })
    expect(priming.primed).toBe(false)
    paint()
    // Not the view a plain opening opens on: never primed.
    expect(priming.primed).toBe(false)
    store.set({ stack: ['Connect'] })
    paint()
    expect(priming.primed).toBe(true)
    store.set({ namespace: 'solana' })
    expect(priming.primed).toBe(false)
    paint()
    expect(priming.primed).toBe(true)
  })

  test('behavior: a paint awaited for an earlier drawing does not count for a later one', () => {
    const { store, priming, render } = setup()
    render()
    // The paint for the first drawing is pending when the namespace changes: only the next one counts.
    store.set({ namespace: 'solana' })
    clock.frames.shift()?.()
    vi.advanceTimersByTime(0)
    expect(priming.primed).toBe(false)
    paint()
    expect(priming.primed).toBe(true)
  })

  test('error: never primed embedded (always shown, nothing to open)', () => {
    const { priming, attributes, render } = setup({ embedded: true })
    render()
    paint()
    expect(priming.primed).toBe(false)
    expect(attributes.has('data-primed')).toBe(false)
  })
})
