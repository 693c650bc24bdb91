import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { AnalyticsEvent } from './analyticsEvents.js'

// The channel is one per page: each test imports a fresh copy.
let channel: typeof import('./analyticsEvents.js')
beforeEach(async () => {
  vi.resetModules()
  channel = await import('./analyticsEvents.js')
})

const opened: AnalyticsEvent = { event: 'MODAL_OPEN', properties: { connected: false } }

describe('trackEvent', () => {
  test('default: an event reaches the listener at once', () => {
    const seen: AnalyticsEvent[] = []
    channel.onTrackedEvent((event) => seen.push(event))
    channel.trackEvent(opened)
    expect(seen).toEqual([opened])
  })

  test('behavior: an event before any listener is dropped, never handed over later', () => {
    channel.trackEvent({ event: 'DISCONNECT_SUCCESS', properties: { namespace: 'eip155' } })
    const seen: AnalyticsEvent[] = []
    channel.onTrackedEvent((event) => seen.push(event))
    channel.trackEvent(opened)
    expect(seen).toEqual([opened])
  })

  test('behavior: a new listener replaces the last', () => {
    const first: AnalyticsEvent[] = []
    const second: AnalyticsEvent[] = []
    channel.onTrackedEvent((event) => first.push(event))
    channel.onTrackedEvent((event) => second.push(event))
    channel.trackEvent(opened)
    expect([first.length, second.length]).toEqual([0, 1])
  })
})
