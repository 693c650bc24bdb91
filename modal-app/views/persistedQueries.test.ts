import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { KeyValueStorage } from '../storage/storage.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { persistQueries } from './persistedQueries.js'

function memoryStorage(where: 'modal' | 'host', seed: Record<string, string> = {}) {
  const values = new Map(Object.entries(seed))
  const storage: KeyValueStorage = {
    where,
    get: async (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  }
  return { storage, values }
}

// React Query stamps reads with the real clock: the tests' clocks start from it.
const T0 = Date.now()
const balanceKey = ['nativeBalance', 'eip155:31337', '0xabc'] as const
const nameKey = ['profileName', '0xabc', null] as const

describe('persistQueries (SPEC §3 caches, SPEC §9 lifetimes)', () => {
  it('default: a read is kept, and a new page within its lifetime starts from it, bigints and all', async () => {
    const first = memoryStorage('modal')
    const client = new QueryClient()
    let clock = T0
    await persistQueries(client, first.storage, () => clock)
    await client.fetchQuery({ queryKey: balanceKey, queryFn: async () => 12n * 10n ** 18n })
    await client.fetchQuery({ queryKey: nameKey, queryFn: async () => 'alice.reown.id' })
    expect(first.values.has(STORAGE_KEYS.nativeBalanceCache)).toBe(true)
    expect(first.values.has(STORAGE_KEYS.nameCache)).toBe(true)

    // A reload 20 s later: both alive (30 s and 5 min).
    clock = T0 + 20_000
    const next = new QueryClient()
    await persistQueries(next, memoryStorage('modal', Object.fromEntries(first.values)).storage, () => clock)
    expect(next.getQueryData(balanceKey)).toBe(12n * 10n ** 18n)
    expect(next.getQueryData(nameKey)).toBe('alice.reown.id')
    expect(next.getQueryState(balanceKey)?.dataUpdatedAt).toBeLessThanOrEqual(clock)
  })

  it('behavior: expired entries are not used, and are removed (the balance after 30 s, the name after 5 min)', async () => {
    const first = memoryStorage('modal')
    const client = new QueryClient()
    await persistQueries(client, first.storage, () => T0)
    await client.fetchQuery({ queryKey: balanceKey, queryFn: async () => 1n })
    await client.fetchQuery({ queryKey: nameKey, queryFn: async () => 'bob.reown.id' })

    const later = memoryStorage('modal', Object.fromEntries(first.values))
    const next = new QueryClient()
    await persistQueries(next, later.storage, () => T0 + 31_000)
    expect(next.getQueryData(balanceKey)).toBeUndefined()
    expect(later.values.has(STORAGE_KEYS.nativeBalanceCache)).toBe(false)
    expect(next.getQueryData(nameKey)).toBe('bob.reown.id')

    const muchLater = new QueryClient()
    await persistQueries(muchLater, later.storage, () => T0 + 5 * 60_000 + 1_000)
    expect(muchLater.getQueryData(nameKey)).toBeUndefined()
    expect(later.values.has(STORAGE_KEYS.nameCache)).toBe(false)
  })

  it('error: storage on the host page keeps nothing; unreadable or foreign entries are dropped', async () => {
    const host = memoryStorage('host')
    const client = new QueryClient()
    await persistQueries(client, host.storage, () => T0)
    await client.fetchQuery({ queryKey: balanceKey, queryFn: async () => 5n })
    expect(host.values.size).toBe(0)

    const broken = memoryStorage('modal', {
      [STORAGE_KEYS.nativeBalanceCache]: '{not json',
      [STORAGE_KEYS.nameCache]: JSON.stringify([{ queryKey: 'not a key', data: 'x', updatedAt: T0 }, 7]),
    })
    const next = new QueryClient()
    await persistQueries(next, broken.storage, () => T0)
    expect(next.getQueryCache().getAll()).toHaveLength(0)
    expect(broken.values.size).toBe(0)
  })

  it('behavior: queries SPEC keeps no cache of (activity, NFTs) are not stored', async () => {
    const { storage, values } = memoryStorage('modal')
    const client = new QueryClient()
    await persistQueries(client, storage, () => T0)
    await client.fetchQuery({ queryKey: ['activity', 'eip155:1', '0xabc'], queryFn: async () => [] })
    expect(values.size).toBe(0)
  })
})
