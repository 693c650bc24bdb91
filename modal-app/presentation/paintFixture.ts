import { afterEach, beforeEach, vi } from 'vitest'

/**
 * A fake frame clock for tests of what waits for a paint (presentation/presentation.ts's `afterNextPaint`): fake timers,
 * and `requestAnimationFrame` callbacks held in `frames` until `paint()` runs them. Registers its hooks in the file
 * that calls it.
 */
export function fakePaintClock() {
  const clock = {
    frames: [] as (() => void)[],
    /** Runs the pending animation frames, then the tasks they queued. */
    paint() {
      const pending = clock.frames
      clock.frames = []
      for (const callback of pending) callback()
      vi.advanceTimersByTime(0)
    },
  }
  beforeEach(() => {
    vi.useFakeTimers()
    clock.frames = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => clock.frames.push(callback))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  return clock
}
