import { perNamespaceAsync, type SupportedNamespace } from '../config/namespaces/index.js'
import type { KeyValueStorage } from './storage.js'
import { namespacedStorageKey, STORAGE_KEYS } from './storageKeys.js'

/** The remembered network, and per namespace the connection to restore (its connector and status). */
export async function readStartupStorage(storage: KeyValueStorage) {
  const rememberedOn = async (namespace: SupportedNamespace) => {
    const [storageKey, status] = await Promise.all([
      storage.get(namespacedStorageKey(STORAGE_KEYS.connectedConnectorId, namespace)),
      storage.get(namespacedStorageKey(STORAGE_KEYS.connectionStatus, namespace)),
    ])
    return { storageKey, status }
  }
  const [preferredNetworkId, remembered] = await Promise.all([
    storage.get(STORAGE_KEYS.activeCaipNetworkId),
    perNamespaceAsync(rememberedOn),
  ])
  return { preferredNetworkId, remembered }
}
