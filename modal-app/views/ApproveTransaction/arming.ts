/** @internal Exported for its test. ARCHITECTURE.md, "Approvals": the buttons arm after this long of unbroken visibility. */
export const ARMING_MS = 500

/**
 * The approval buttons' arming (ARCHITECTURE.md, "Approvals"; Porto's EnsureVisibility made stricter: it starts
 * disarmed). Times are `performance.now()` milliseconds.
 * - `lastVisible`: IntersectionObserver v2's last word on the request and its buttons (`isVisible`).
 * - `visibleSince`: since when they have been seen without a break (undefined: disarmed, waiting for a report).
 * - `pressedAt`: when the last pointerdown or key press on a button came.
 */
export type Arming = { lastVisible: boolean; visibleSince: number | undefined; pressedAt: number | undefined }

export type ArmingEvent =
  /** An IntersectionObserver v2 report. */
  | { type: 'report'; visible: boolean; at: number }
  /** The frame lost focus, or the page was hidden. */
  | { type: 'blur' }
  /** The frame has focus again. */
  | { type: 'focus'; at: number }
  /** The frame was resized or moved, or another request is shown: the wait starts again. */
  | { type: 'moved'; at: number }
  /** A pointerdown, or Enter or Space, on a button. */
  | { type: 'press'; at: number }

export const DISARMED: Arming = { lastVisible: false, visibleSince: undefined, pressedAt: undefined }

export function arming(state: Arming, event: ArmingEvent): Arming {
  switch (event.type) {
    case 'report':
      if (!event.visible) return { ...state, lastVisible: false, visibleSince: undefined }
      return { ...state, lastVisible: true, visibleSince: state.visibleSince ?? event.at }
    case 'blur':
      return { ...state, visibleSince: undefined }
    case 'focus':
    case 'moved':
      return { ...state, visibleSince: state.lastVisible ? event.at : undefined }
    case 'press':
      return { ...state, pressedAt: event.at }
  }
}

/** When the buttons arm (or armed): undefined while disarmed. */
export const armsAt = (state: Arming): number | undefined =>
  state.visibleSince === undefined ? undefined : state.visibleSince + ARMING_MS

/** @internal Exported for its test: whether the buttons are armed at `now`. */
export const isArmed = (state: Arming, now: number): boolean => {
  const at = armsAt(state)
  return at !== undefined && now >= at
}

/**
 * Whether a click at `now` counts: armed, and its press came after arming (a press before, then a disarm and a
 * re-arm, is not the user answering what is shown now).
 */
export function acceptsClick(state: Arming, now: number): boolean {
  const at = armsAt(state)
  return at !== undefined && now >= at && state.pressedAt !== undefined && state.pressedAt >= at
}
