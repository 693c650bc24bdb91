import type { HostApiClient } from '../../shared/protocol.js'
import { log } from '../lib/log.js'
import { STORAGE_KEYS, STORAGE_PREFIX, type StorageKey } from './storageKeys.js'

/** A SPEC §3 key (already prefixed), or one made per namespace by `namespacedStorageKey`. */
type Key = StorageKey | `${StorageKey}:${string}`

/** Persistent key-value storage for SPEC §3's keys. Failures are logged quietly and ignored (SPEC §3). */
export type KeyValueStorage = {
  /** Where values live: the modal origin's own storage, or the host page's (cross-site frames). */
  readonly where: 'modal' | 'host'
  get(key: Key): Promise<string | null>
  set(key: Key, value: string): void
  remove(key: Key): void
}

/** The modal origin's `localStorage` seen through one embedding origin's scope. `set` throws what it throws. */
export type ScopedStorage = {
  /** The keys stored for this embedding origin, without the scope. */
  keys(): string[]
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

/** Keys never sent to the host page: they identify the person, and the host page is untrusted. */
const PRIVATE_KEYS = new Set<string>([STORAGE_KEYS.email, STORAGE_KEYS.connectedSocialUsername])

function quietly<T>(fallback: T, run: () => T): T {
  try {
    return run()
  } catch (error) {
    log.debug('storage failed', error)
    return fallback
  }
}

/**
 * The scope of every key the modal stores: the embedding origin the handshake verified. The browser keys the
 * modal's storage by the modal's origin and the top-level site only, so without it every allowed host on one
 * site would share one session. An origin has no `/` after its host, so no scope is a prefix of another's.
 */
function originScope(origin: string): string {
  return `${origin}/`
}

function scopedStorage(local: Storage, scope: string): ScopedStorage {
  return {
    keys: () =>
      Array.from({ length: local.length }, (_, index) => local.key(index) ?? '')
        .filter((key) => key.startsWith(scope))
        .map((key) => key.slice(scope.length)),
    get: (key) => local.getItem(scope + key),
    set: (key, value) => local.setItem(scope + key, value),
    remove: (key) => local.removeItem(scope + key),
  }
}

/**
 * Storage for the host page at `origin` (verified by the handshake): every key carries that origin. The modal
 * origin's `localStorage` when it works; otherwise (a cross-site frame with third-party storage blocked) the host
 * page's storage through `HostApi`, for non-secret, non-personal hints only, and no secret storage at all.
 */
export function createStorage(
  host: HostApiClient,
  origin: string,
  // In a cross-site frame even reading `localStorage` throws.
  local: Storage | undefined = quietly(undefined, () => globalThis.localStorage),
): KeyValueStorage & {
  /** Where secrets (WalletConnect's session keys) may go: the modal origin's own storage, never the host page. */
  readonly secrets: ScopedStorage | undefined
} {
  const scope = originScope(origin)
  const probe = `${STORAGE_PREFIX}probe`
  const localWorks =
    local !== undefined &&
    quietly(false, () => {
      local.setItem(probe, '1')
      local.removeItem(probe)
      return true
    })
  if (localWorks && local) {
    const scoped = scopedStorage(local, scope)
    return {
      where: 'modal',
      secrets: scoped,
      get: async (key) => quietly(null, () => scoped.get(key)),
      set: (key, value) => quietly(undefined, () => scoped.set(key, value)),
      remove: (key) => quietly(undefined, () => scoped.remove(key)),
    }
  }
  const onHost = (key: Key, value?: string | null): Promise<string | null> =>
    PRIVATE_KEYS.has(key)
      ? Promise.resolve(null)
      : Promise.resolve(host.storage(scope + key, value)).then(
          (answer) => (typeof answer === 'string' ? answer : null),
          (error) => {
            log.debug('host storage failed', error)
            return null
          },
        )
  return {
    where: 'host',
    secrets: undefined,
    get: (key) => onHost(key),
    set: (key, value) => void onHost(key, value),
    remove: (key) => void onHost(key, null),
  }
}
