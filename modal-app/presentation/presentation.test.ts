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
  const content = { inert: false }
  const input = new EventTarget()
  const presentation = createPresentation(store, {
    sameRenderer,
    root,
    content,
    input,
    ...(loading ? { loading } : {}),
  })
  const changes: boolean[] = []
  presentation.subscribe(() => changes.push(presentation.shown))
  return { store, presentation, attributes, focused, changes, content, input }
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
    expect(sharesRenderingWith('http://127.0.0.1:5173', 'http://127.0.0.1:4173', false)).toBe(true)
  })

  test('behavior: an origin-keyed modal (Origin-Agent-Cluster) has an event loop of its own, even on one site', () => {
    expect(sharesRenderingWith('http://127.0.0.1:5173', 'http://127.0.0.1:4173', true)).toBe(false)
  })

  test('behavior: another hostname, or scheme, is taken as another site (subdomains too: no public-suffix list)', () => {
    expect(sharesRenderingWith('http://127.0.0.1:5173', 'http://localhost:4173', false)).toBe(false)
    expect(sharesRenderingWith('http://app.example.com', 'https://app.example.com', false)).toBe(false)
    expect(sharesRenderingWith('https://app.example.com', 'https://wallet.example.com', false)).toBe(false)
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

  describe('the closed modal takes no input, whatever the host does to the frame (issue 21.2)', () => {
    /** Whether a handler in the modal would see an input event: true when none stopped it. */
    const reaches = (input: EventTarget, type: string) => {
      let seen = false
      const handler = () => {
        seen = true
      }
      input.addEventListener(type, handler)
      const event = new Event(type, { cancelable: true })
      input.dispatchEvent(event)
      input.removeEventListener(type, handler)
      return seen && !event.defaultPrevented
    }

    test('behavior: closed, the content is inert and clicks and keys are stopped; shown, they pass', () => {
      const { store, content, input } = setup()
      expect(content.inert).toBe(true)
      for (const type of ['pointerdown', 'click', 'keydown', 'submit'])
        expect(reaches(input, type)).toBe(false)
      store.set({ open: true })
      expect(content.inert).toBe(false)
      // Opening, but not painted yet: the host has not shown the frame, so a click there is not the visitor's.
      expect(reaches(input, 'click')).toBe(false)
      paint()
      expect(reaches(input, 'click')).toBe(true)
      expect(reaches(input, 'keydown')).toBe(true)
      store.set({ open: false })
      expect(content.inert).toBe(true)
      expect(reaches(input, 'click')).toBe(false)
    })

    test('behavior: embedded, the modal is always shown and takes input', () => {
      const { content, input } = setup(true)
      expect(content.inert).toBe(false)
      expect(reaches(input, 'click')).toBe(true)
    })
  })
})
