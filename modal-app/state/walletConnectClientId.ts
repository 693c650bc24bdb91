import type { ScopedStorage } from '../storage/storage.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import type { Store } from '../store/store.js'

/**
 * WalletConnect's client id in the store, for the wallet directory and the Blockchain API (SPEC §7). Known from an
 * earlier visit where WalletConnect started (kept beside its keys, in the same storage); otherwise, and on origins
 * that keep WalletConnect in memory, only once WalletConnect starts. Answers what WalletConnect reports it to.
 */
export function keepWalletConnectClientId(
  store: Store,
  storage: ScopedStorage | undefined,
): (id: string) => void {
  const known = storage?.get(STORAGE_KEYS.walletConnectClientId)
  if (known) store.set({ walletConnectClientId: known })
  return (id) => {
    store.set({ walletConnectClientId: id })
    storage?.set(STORAGE_KEYS.walletConnectClientId, id)
  }
}
