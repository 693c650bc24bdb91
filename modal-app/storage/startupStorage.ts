import type { Namespace } from '../../shared/protocol.js'
import type { KeyValueStorage } from './storage.js'
import { namespacedStorageKey, STORAGE_KEYS } from './storageKeys.js'

/** The remembered network, and per namespace the connection to restore (its connector and status). */
export async function readStartupStorage(storage: KeyValueStorage) {
  const rememberedOn = async (namespace: Namespace) => {
    const [storageKey, status] = await Promise.all([
      storage.get(namespacedStorageKey(STORAGE_KEYS.connectedConnectorId, namespace)),
      storage.get(namespacedStorageKey(STORAGE_KEYS.connectionStatus, namespace)),
    ])
    return { storageKey, status }
  }
  const [preferredNetworkId, remembered, rememberedSolana, rememberedBitcoin] = await Promise.all([
    storage.get(STORAGE_KEYS.activeCaipNetworkId),
    rememberedOn('eip155'),
    rememberedOn('solana'),
    rememberedOn('bip122'),
  ])
  return { preferredNetworkId, remembered, rememberedSolana, rememberedBitcoin }
}
