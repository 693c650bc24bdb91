import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { AnalyticsEvent } from './analyticsEvents.js'

// The channel is one per page: each test imports a fresh copy.
let channel: typeof import('./analyticsEvents.js')
beforeEach(async () => {
  vi.resetModules()
  channel = await import('./analyticsEvents.js')
})

const opened = (connected: boolean): AnalyticsEvent => ({ event: 'MODAL_OPEN', properties: { connected } })

describe('trackEvent', () => {
  test('default: an event reaches the listener at once', () => {
    const seen: AnalyticsEvent[] = []
    channel.onTrackedEvent((event) => seen.push(event))
    channel.trackEvent(opened(false))
    expect(seen).toEqual([opened(false)])
  })

  test('behavior: events before a listener wait for it, in order', () => {
    channel.trackEvent(opened(false))
    channel.trackEvent({ event: 'DISCONNECT_ERROR', properties: { namespace: 'eip155' } })
    const seen: AnalyticsEvent[] = []
    channel.onTrackedEvent((event) => seen.push(event))
    expect(seen.map(({ event }) => event)).toEqual(['MODAL_OPEN', 'DISCONNECT_ERROR'])
  })

  test('behavior: at most 20 wait, the oldest dropped', () => {
    for (let index = 0; index < 25; index++)
      channel.trackEvent({ event: 'ERROR_FETCH_TRANSACTIONS', properties: { network: `eip155:${index}` } })
    const seen: AnalyticsEvent[] = []
    channel.onTrackedEvent((event) => seen.push(event))
    expect(seen).toHaveLength(20)
    expect(seen[0]).toEqual({ event: 'ERROR_FETCH_TRANSACTIONS', properties: { network: 'eip155:5' } })
    expect(seen[19]).toEqual({ event: 'ERROR_FETCH_TRANSACTIONS', properties: { network: 'eip155:24' } })
  })

  test('behavior: what waited is handed over once', () => {
    channel.trackEvent(opened(true))
    const first: AnalyticsEvent[] = []
    channel.onTrackedEvent((event) => first.push(event))
    const second: AnalyticsEvent[] = []
    channel.onTrackedEvent((event) => second.push(event))
    expect([first.length, second.length]).toEqual([1, 0])
  })
})
