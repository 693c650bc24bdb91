import type { Namespace, SiwxState } from '../../shared/protocol.js'
import { NAMESPACE_RULES, type SupportedNamespace } from '../config/namespaces/index.js'
import { parseSiwxSession } from '../data/siwxBackend.js'
import type { KeyValueStorage } from './storage.js'
import { namespacedStorageKey, STORAGE_KEYS } from './storageKeys.js'

/** A session that belongs to `address` on `namespace` and has not expired at `now`. */
export function isSessionFor(
  session: SiwxState | undefined,
  namespace: SupportedNamespace,
  address: string,
  now: number,
): session is SiwxState {
  return (
    session !== undefined &&
    // eip155 addresses are hex, whatever their checksum case; base58 (solana) is case-sensitive.
    (NAMESPACE_RULES[namespace].hexAddresses
      ? session.address.toLowerCase() === address.toLowerCase()
      : session.address === address) &&
    session.caipNetworkId.startsWith(`${namespace}:`) &&
    Date.parse(session.expiresAt) > now
  )
}

/**
 * Where the host page's storage stands in for the modal's (storage blocked in a cross-site frame), sign-ins are
 * kept in memory for the visit: the page can write its own storage, so a session read from there could be one it
 * planted (issue 21.4). Keyed by the storage object, which is one per embedding origin and visit.
 */
const inMemory = new WeakMap<KeyValueStorage, Map<string, string>>()

function sessionStorageOf(storage: KeyValueStorage): Pick<KeyValueStorage, 'get' | 'set' | 'remove'> {
  if (storage.where === 'modal') return storage
  const values = inMemory.get(storage) ?? new Map<string, string>()
  inMemory.set(storage, values)
  return {
    get: async (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  }
}

/**
 * The verified sign-in kept in the modal's own storage, so a reload keeps it without a new signature; in memory
 * only where the modal has no storage of its own. Only the session is kept, never the signed message.
 */
export function storedSession(storage: KeyValueStorage, namespace: Namespace) {
  const key = namespacedStorageKey(STORAGE_KEYS.siwxSession, namespace)
  const where = sessionStorageOf(storage)
  return {
    async read(): Promise<SiwxState | undefined> {
      const text = await where.get(key)
      if (text === null) return undefined
      try {
        return parseSiwxSession(JSON.parse(text))
      } catch {
        return undefined
      }
    },
    write: ({ address, caipNetworkId, expiresAt }: SiwxState) =>
      where.set(key, JSON.stringify({ address, caipNetworkId, expiresAt })),
    remove: () => where.remove(key),
  }
}
