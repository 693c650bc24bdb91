import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { type AnalyticsEvent, onTrackedEvent } from '../../data/analyticsEvents.js'
import { mainnet } from '../../store/appStateFixture.js'
import { activityQueryOptions } from './activityQuery.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('activityQueryOptions', () => {
  test("error: a page that cannot be read is a tracked error (SPEC §8's 'Failed to fetch transactions')", async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    const tracked: AnalyticsEvent[] = []
    onTrackedEvent((event) => tracked.push(event))
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await expect(
      client.fetchInfiniteQuery(activityQueryOptions({ network: mainnet, address })),
    ).rejects.toThrow()
    expect(tracked).toEqual([{ event: 'ERROR_FETCH_TRANSACTIONS', properties: { network: 'eip155:1' } }])
  })
})
