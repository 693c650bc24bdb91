import { describe, expect, test } from 'vitest'
import {
  ARMING_MS,
  type Arming,
  type ArmingEvent,
  acceptsClick,
  arming,
  DISARMED,
  isArmed,
} from './arming.js'

const run = (...events: ArmingEvent[]): Arming => events.reduce(arming, DISARMED)

describe('arming', () => {
  test('default: starts disarmed, and arms 500 ms after a visible report', () => {
    expect(isArmed(DISARMED, 10_000)).toBe(false)
    const seen = run({ type: 'report', visible: true, at: 100 })
    expect(isArmed(seen, 100 + ARMING_MS - 1)).toBe(false)
    expect(isArmed(seen, 100 + ARMING_MS)).toBe(true)
  })

  test('behavior: a later visible report does not restart an unbroken wait', () => {
    const seen = run({ type: 'report', visible: true, at: 100 }, { type: 'report', visible: true, at: 400 })
    expect(isArmed(seen, 600)).toBe(true)
  })

  test('behavior: a hidden report disarms at once; the wait starts again from the next visible report', () => {
    const hidden = run({ type: 'report', visible: true, at: 0 }, { type: 'report', visible: false, at: 700 })
    expect(isArmed(hidden, 701)).toBe(false)
    const back = arming(hidden, { type: 'report', visible: true, at: 800 })
    expect(isArmed(back, 800 + ARMING_MS - 1)).toBe(false)
    expect(isArmed(back, 800 + ARMING_MS)).toBe(true)
  })

  test('behavior: blur disarms; focus restarts the wait only if the last report was visible', () => {
    const blurred = run({ type: 'report', visible: true, at: 0 }, { type: 'blur' })
    expect(isArmed(blurred, 5_000)).toBe(false)
    const focused = arming(blurred, { type: 'focus', at: 5_000 })
    expect(isArmed(focused, 5_000 + ARMING_MS - 1)).toBe(false)
    expect(isArmed(focused, 5_000 + ARMING_MS)).toBe(true)
    const hiddenThenFocused = run({ type: 'report', visible: false, at: 0 }, { type: 'focus', at: 10 })
    expect(isArmed(hiddenThenFocused, 10_000)).toBe(false)
  })

  test('behavior: a resize or move restarts the wait', () => {
    const moved = run({ type: 'report', visible: true, at: 0 }, { type: 'moved', at: 2_000 })
    expect(isArmed(moved, 2_000 + ARMING_MS - 1)).toBe(false)
    expect(isArmed(moved, 2_000 + ARMING_MS)).toBe(true)
  })
})

describe('acceptsClick', () => {
  const armed = run({ type: 'report', visible: true, at: 0 })

  test('default: a press and click after arming count', () => {
    expect(acceptsClick(arming(armed, { type: 'press', at: ARMING_MS + 10 }), ARMING_MS + 20)).toBe(true)
  })

  test('error: a click with no press (a synthetic click) does not count', () => {
    expect(acceptsClick(armed, ARMING_MS + 20)).toBe(false)
  })

  test('error: a press before arming does not count, even if the click comes after', () => {
    expect(acceptsClick(arming(armed, { type: 'press', at: ARMING_MS - 1 }), ARMING_MS + 100)).toBe(false)
  })

  test('error: a press, then a move and a re-arm, does not count', () => {
    const state = run(
      { type: 'report', visible: true, at: 0 },
      { type: 'press', at: 600 },
      { type: 'moved', at: 650 },
    )
    expect(acceptsClick(state, 650 + ARMING_MS + 1)).toBe(false)
  })

  test('error: a click while disarmed does not count, even after an armed press', () => {
    const state = run({ type: 'report', visible: true, at: 0 }, { type: 'press', at: 600 }, { type: 'blur' })
    expect(acceptsClick(state, 700)).toBe(false)
    const hidden = run(
      { type: 'report', visible: true, at: 0 },
      { type: 'press', at: 600 },
      {
        type: 'report',
        visible: false,
        at: 650,
      },
    )
    expect(acceptsClick(hidden, 700)).toBe(false)
  })
})
