import type { Store } from '../store/store.js'

/** The attribute on `<html>` that shows the dialog (the CSS in ui/Dialog reads it). */
const OPEN_ATTRIBUTE = 'data-open'
/** rAF does not run in a hidden document: past this, the dialog counts as shown (nobody can see the page). */
const PAINT_FALLBACK_MS = 100
/** The input a visitor gives: refused while the dialog is not shown (issue 21.2). */
const INPUT_EVENTS = [
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'dblclick',
  'auxclick',
  'contextmenu',
  'touchstart',
  'touchend',
  'keydown',
  'keyup',
  'keypress',
  'submit',
] as const

export type Presentation = {
  /** Whether the dialog is on screen: the host shows the frame only then (the `open` it is told). */
  readonly shown: boolean
  /**
   * Whether the dialog was on screen before the current task: a view that arrives now arrives into a visible
   * dialog (and slides in), where one that arrives with the opening appears with it.
   */
  readonly settled: boolean
  /** Resolves once the dialog is on screen, or at once when it is not opening. */
  whenShown(): Promise<void>
  /** Calls `listener` whenever `shown` changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

/**
 * Whether the modal's frame shares the host page's renderer, and so its event loop and rendering updates: frames
 * of one site do (Chromium and Firefox isolate processes by site), and one hostname is one site whatever the ports.
 * Subdomains of one site are not told apart from other sites here (that needs the public-suffix list): they take
 * the slower, always-safe path. An origin-keyed modal (`Origin-Agent-Cluster: ?1`, which the deployment's headers
 * send) never does: it is an agent cluster of its own, with its own event loop, and Chromium gives it a process of
 * its own (measured: the modal's timers ran on through a same-site host page's 500 ms busy loop, and an opening the
 * host showed at once appeared a frame before the dialog was drawn in it).
 */
export function sharesRenderingWith(
  embedder: string,
  own: string = location.origin,
  originKeyed: boolean = globalThis.originAgentCluster === true,
): boolean {
  if (originKeyed) return false
  const [a, b] = [new URL(embedder), new URL(own)]
  return a.protocol === b.protocol && a.hostname === b.hostname
}

/** Calls `done` in a task after the next frame has been painted (or after the fallback, in a hidden document). */
export function afterNextPaint(done: () => void) {
  let called = false
  const once = () => {
    if (called) return
    called = true
    clearTimeout(fallback)
    done()
  }
  const fallback = setTimeout(once, PAINT_FALLBACK_MS)
  // rAF runs before the frame is painted; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(once, 0))
}

/**
 * The modal keeps its own closed state, whatever the host does to the frame (issue 21.2): the host page controls
 * the iframe's `inert`, opacity and pointer events, so a hostile page can put the closed screen (kept drawn for a fast
 * open) under a decoy. While the dialog is not shown, the modal's content is `inert` (not hit-tested, not focusable)
 * and every input event is stopped before any handler sees it; embedded (inline, always shown) nothing is held.
 */
function holdInputWhileHidden(content: { inert: boolean }, input: EventTarget, isShown: () => boolean) {
  const refuse = (event: Event) => {
    if (isShown()) return
    event.stopImmediatePropagation()
    event.preventDefault()
  }
  for (const type of INPUT_EVENTS) input.addEventListener(type, refuse, { capture: true })
  return (shown: boolean) => {
    content.inert = !shown
  }
}

/**
 * Opens and closes the dialog without rendering. The view it opens on is kept rendered while closed
 * (navigation/openingView.ts); opening sets one attribute on `<html>` and moves focus into the dialog, with no React
 * commit. The host must never show a frame whose content is not on screen (it would cover the dapp invisibly and
 * swallow its clicks), so `shown` turns true:
 * - at once when the frame shares the host's rendering (`sameRenderer`): the host restyles the frame in a later
 *   task, and every rendering update from then on draws both, so they appear in the same one;
 * - otherwise (a frame in a process of its own) in a task after the frame's next rendering update;
 * - at once when embedded: the frame is inline and covers nothing.
 */
export function createPresentation(
  store: Store,
  options: {
    sameRenderer: boolean
    /** Where the open attribute goes: `<html>`. */
    root?: HTMLElement
    /** What is inert while not shown, and where input events are caught: `<body>` and the window. */
    content?: { inert: boolean }
    input?: EventTarget
    /**
     * Called as it opens: a promise when the view it opens on must load first (presentation/rendering.tsx: shown once it
     * settles), so that an opening right after startup does not show a placeholder that the view replaces.
     */
    loading?: () => Promise<unknown> | undefined
  },
): Presentation {
  const { sameRenderer, root = document.documentElement } = options
  let shown = false
  const embedded = () => store.get().config.embedded
  const setInteractive = holdInputWhileHidden(
    options.content ?? document.body,
    options.input ?? window,
    () => shown || embedded(),
  )
  let settled = false
  let flipped = false
  /** Counts the openings, so that a paint awaited for an earlier one does not count for a later one. */
  let opening = 0
  const listeners = new Set<() => void>()
  let waiters: (() => void)[] = []

  const settle = (next: boolean) => {
    const changed = next !== shown
    shown = next
    settled = false
    if (next)
      setTimeout(() => {
        settled = shown
      }, 0)
    for (const resolve of waiters) resolve()
    waiters = []
    if (changed) for (const listener of listeners) listener()
  }

  const show = (current: number) => {
    root.toggleAttribute(OPEN_ATTRIBUTE, true)
    setInteractive(true)
    if (store.get().config.embedded) return settle(true)
    root.querySelector<HTMLElement>('[role="dialog"]')?.focus({ preventScroll: true })
    if (sameRenderer) return settle(true)
    afterNextPaint(() => {
      if (flipped && current === opening) settle(true)
    })
  }
  const follow = () => {
    const { open, config } = store.get()
    if (open === flipped) return
    flipped = open
    const current = ++opening
    if (!open) {
      root.toggleAttribute(OPEN_ATTRIBUTE, false)
      setInteractive(false)
      return settle(false)
    }
    const pending = config.embedded ? undefined : options.loading?.()
    if (!pending) return show(current)
    const go = () => {
      if (flipped && current === opening) show(current)
    }
    pending.then(go, go)
  }
  setInteractive(false)
  store.subscribe(follow)
  follow()

  return {
    get shown() {
      return shown
    },
    get settled() {
      return settled
    },
    whenShown: () =>
      shown || !flipped ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
