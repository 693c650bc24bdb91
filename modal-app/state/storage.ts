import type { Remote } from 'comlink'
import { STORAGE_KEYS, STORAGE_PREFIX, type StorageKey } from '../../shared/constants.js'
import type { HostApi } from '../../shared/protocol.js'

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

/** Keys never sent to the host page: they identify the person, and the host page is untrusted. */
const PRIVATE_KEYS = new Set<string>([STORAGE_KEYS.email, STORAGE_KEYS.connectedSocialUsername])

function quietly<T>(fallback: T, run: () => T): T {
  try {
    return run()
  } catch (error) {
    console.debug('[wallet-modal] storage failed', error)
    return fallback
  }
}

/**
 * The modal origin's `localStorage` when it works; otherwise (a cross-site frame with third-party storage
 * blocked) the host page's storage through `HostApi`, for non-secret, non-personal hints only.
 */
export function createStorage(
  host: Remote<HostApi>,
  // In a cross-site frame even reading `localStorage` throws.
  local: Storage | undefined = quietly(undefined, () => globalThis.localStorage),
) {
  const probe = `${STORAGE_PREFIX}probe`
  const localWorks = quietly(false, () => {
    local!.setItem(probe, '1')
    local!.removeItem(probe)
    return true
  })
  if (localWorks && local) {
    return {
      where: 'modal',
      get: async (key) => quietly(null, () => local.getItem(key)),
      set: (key, value) => quietly(undefined, () => local.setItem(key, value)),
      remove: (key) => quietly(undefined, () => local.removeItem(key)),
    } satisfies KeyValueStorage
  }
  const onHost = (key: Key, value?: string | null): Promise<string | null> =>
    PRIVATE_KEYS.has(key)
      ? Promise.resolve(null)
      : Promise.resolve(host.storage(key, value)).then(
          (answer) => (typeof answer === 'string' ? answer : null),
          (error) => {
            console.debug('[wallet-modal] host storage failed', error)
            return null
          },
        )
  return {
    where: 'host',
    get: (key) => onHost(key),
    set: (key, value) => void onHost(key, value),
    remove: (key) => void onHost(key, null),
  } satisfies KeyValueStorage
}
