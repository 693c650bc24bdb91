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
 * The verified sign-in kept in the modal's storage (or the host page's, cross-site: nothing in it is secret), so a
 * reload keeps it without a new signature.
 */
export function storedSession(storage: KeyValueStorage, namespace: Namespace) {
  const key = namespacedStorageKey(STORAGE_KEYS.siwxSession, namespace)
  return {
    async read(): Promise<SiwxState | undefined> {
      const text = await storage.get(key)
      if (text === null) return undefined
      try {
        return parseSiwxSession(JSON.parse(text))
      } catch {
        return undefined
      }
    },
    write: (session: SiwxState) => storage.set(key, JSON.stringify(session)),
    remove: () => storage.remove(key),
  }
}
