import type { Namespace } from '../../shared/protocol.js'
import type { KeyValueStorage } from '../storage/storage.js'
import { namespacedStorageKey, STORAGE_KEYS } from '../storage/storageKeys.js'
import type { AccountState, Store } from '../store/store.js'

/**
 * The session's per-namespace account state in the store; its status is remembered for the next visit (not while
 * connecting, which only the next visit's own reconnect may say).
 */
export function createSessionAccounts(store: Store, storage: KeyValueStorage) {
  return {
    statusOf: (namespace: Namespace) => store.get().accounts[namespace]?.status ?? 'disconnected',
    write(namespace: Namespace, account: AccountState) {
      store.set((state) => ({ accounts: { ...state.accounts, [namespace]: account } }))
      if (account.status !== 'connecting')
        storage.set(namespacedStorageKey(STORAGE_KEYS.connectionStatus, namespace), account.status)
    },
  }
}
