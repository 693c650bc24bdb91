import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { CACHE_IDENTITY_MS, CACHE_NATIVE_BALANCE_MS, CACHE_PORTFOLIO_MS } from '../data/constants.js'
import type { KeyValueStorage } from '../storage/storage.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'

/** SPEC §3's caches: which queries each keeps, and for how long (SPEC §9). */
const CACHES = [
  { query: 'tokenBalances', key: STORAGE_KEYS.portfolioCache, lifetime: CACHE_PORTFOLIO_MS },
  { query: 'nativeBalance', key: STORAGE_KEYS.nativeBalanceCache, lifetime: CACHE_NATIVE_BALANCE_MS },
  { query: 'profileName', key: STORAGE_KEYS.nameCache, lifetime: CACHE_IDENTITY_MS },
  { query: 'identity', key: STORAGE_KEYS.identityCache, lifetime: CACHE_IDENTITY_MS },
] as const

type Entry = { queryKey: QueryKey; data: unknown; updatedAt: number }
type Cache = (typeof CACHES)[number]

// Balances are bigints, which JSON does not carry: tagged on the way out, restored on the way in.
const BIGINT = '$bigint'
const toJson = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? { [BIGINT]: item.toString() } : item,
  )
const fromJson = (text: string): unknown =>
  JSON.parse(text, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && Object.keys(item).length === 1 && BIGINT in item
      ? BigInt(String((item as Record<string, unknown>)[BIGINT]))
      : item,
  )

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Entry).queryKey) &&
  typeof (value as Entry).updatedAt === 'number' &&
  'data' in value

/** The entries of `cache` still alive at `now`; whatever is unreadable counts as none. */
async function readCache(storage: KeyValueStorage, cache: Cache, now: number): Promise<Entry[]> {
  const text = await storage.get(cache.key)
  if (text === null) return []
  try {
    const entries = fromJson(text)
    if (!Array.isArray(entries)) return []
    return entries.filter(isEntry).filter((entry) => entry.updatedAt + cache.lifetime > now)
  } catch {
    return []
  }
}

function writeCache(storage: KeyValueStorage, cache: Cache, entries: Entry[]): void {
  if (entries.length === 0) storage.remove(cache.key)
  else storage.set(cache.key, toJson(entries))
}

/**
 * SPEC §3's balance, native balance, name and identity caches, kept in the modal origin's own storage only (where
 * the frame's storage is blocked they would go to the host page, which must not learn what the account holds). On
 * start, the entries still within their SPEC §9 lifetime seed the query client, so Account shows them at once after
 * a reload (and reads them again once stale); expired ones are removed (SPEC §3). Each successful read of those
 * queries is then written back.
 */
export async function persistQueries(
  client: QueryClient,
  storage: KeyValueStorage,
  now = Date.now,
): Promise<void> {
  if (storage.where !== 'modal') return
  const started = now()
  // Each cache's entries by query key: this page writes what it holds, so no write undoes another.
  const held = new Map<Cache, Map<string, Entry>>()
  for (const cache of CACHES) {
    const entries = await readCache(storage, cache, started)
    writeCache(storage, cache, entries)
    held.set(cache, new Map(entries.map((entry) => [JSON.stringify(entry.queryKey), entry])))
    for (const { queryKey, data, updatedAt } of entries)
      if ((client.getQueryState(queryKey)?.dataUpdatedAt ?? 0) < updatedAt)
        client.setQueryData(queryKey, data, { updatedAt })
  }
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    const { queryKey, state } = event.query
    const cache = CACHES.find(({ query }) => queryKey[0] === query)
    const entries = cache && held.get(cache)
    if (!cache || !entries) return
    entries.set(JSON.stringify(queryKey), { queryKey, data: state.data, updatedAt: state.dataUpdatedAt })
    const at = now()
    for (const [hash, entry] of entries) if (entry.updatedAt + cache.lifetime <= at) entries.delete(hash)
    writeCache(storage, cache, [...entries.values()])
  })
}
