import { describe, expect, test } from 'vitest'
import { formatActivityTime } from './formatActivityTime.js'

const now = new Date('2026-11-22T12:00:00').getTime()

describe('formatActivityTime', () => {
  test('default: older than a day shows en-US DD MMM', () => {
    expect(formatActivityTime(new Date('2026-11-07T09:00:00').getTime(), now)).toBe('07 Nov')
    expect(formatActivityTime(new Date('2025-03-21T09:00:00').getTime(), now)).toBe('21 Mar')
  })

  test('behavior: within a day, abbreviated relative time', () => {
    expect(formatActivityTime(now - 12_000, now)).toBe('12 sec ago')
    expect(formatActivityTime(now - 5 * 60_000, now)).toBe('5 min ago')
    expect(formatActivityTime(now - 3 * 3_600_000 - 1, now)).toBe('3 hr ago')
  })
})
