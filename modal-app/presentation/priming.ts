import { openingViewOf } from '../navigation/openingView.js'
import { takesConsent } from '../navigation/stack.js'
import { connectedAddress, type Store } from '../store/store.js'
import { afterNextPaint } from './presentation.js'

/** The attribute on `<html>` while primed: for people and tests looking at the frame. */
const PRIMED_ATTRIBUTE = 'data-primed'
/** The attribute on `<html>` that draws the closed dialog (ui/Dialog): set once, at startup. */
const DRAWN_CLOSED_ATTRIBUTE = 'data-drawn-closed'

export type Priming = {
  /** Whether the view a plain `openWalletModal()` opens on is drawn, on screen in the closed frame. */
  readonly primed: boolean
  /** Looks again: the app has rendered. */
  follow(): void
  /** Calls `listener` whenever `primed` changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

/**
 * Issue 11: opening in the caller's task. Closed, the dialog is drawn in the frame (the loader's frame styles hide
 * it): the view a plain opening opens on (navigation/openingView.ts), at rest, with no opening animation to start. Once
 * that view has been painted the modal is primed, and its state events say so: the loader then shows the frame in
 * the task of the `openWalletModal()` call, and the content is on screen in that very update. Anything that
 * changes which view or whose view is drawn unprimes it until the next paint; the loader then waits for the
 * modal's answer, as it does for an opening on another view.
 *
 * In every layout (issue 26). A cross-site frame runs in a renderer of its own, and Chromium stops drawing one that is
 * transparent (`opacity: 0`; one frame every 0.5–0.8 s, what it last painted not what it held): the loader's closed
 * frame is instead clipped to its top-right pixel (loader/frame.ts), which keeps it rendering, so what is painted
 * there is on screen the moment the frame is shown. The closed modal leaves that pixel transparent (ui/Dialog: the
 * backdrop has no colour and the card keeps clear of the corner) and does no work of its own (theme/styles.css pauses
 * endless animations while closed).
 */
export function createPriming(
  store: Store,
  options: { rendered: () => boolean; isMobile: () => boolean; root?: HTMLElement },
): Priming {
  const { rendered, isMobile, root = document.documentElement } = options
  root.toggleAttribute(DRAWN_CLOSED_ATTRIBUTE, true)
  let primed = false
  /** What is drawn: the view, the namespace and the account; empty when nothing may be shown early. */
  let drawn = ''
  let painting = 0
  const listeners = new Set<() => void>()

  const set = (next: boolean) => {
    if (next === primed) return
    primed = next
    root.toggleAttribute(PRIMED_ATTRIBUTE, next)
    for (const listener of listeners) listener()
  }
  const follow = () => {
    const state = store.get()
    const [view] = state.stack
    const ready =
      !state.open &&
      !state.config.embedded &&
      rendered() &&
      state.stack.length === 1 &&
      !takesConsent(view) &&
      view === openingViewOf(state, isMobile())
    const next = ready ? `${view} ${state.namespace} ${connectedAddress(state) ?? ''}` : ''
    if (next === drawn) return
    drawn = next
    const current = ++painting
    set(false)
    if (next) afterNextPaint(() => current === painting && set(true))
  }
  store.subscribe(follow)

  return {
    get primed() {
      return primed
    },
    follow,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
