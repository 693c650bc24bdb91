import type { SignClientTypes } from '@walletconnect/types'

/** The `storage` option of `SignClient.init` and `UniversalProvider.init`. */
export type KeyValueStorage = NonNullable<SignClientTypes.Options['storage']>

/**
 * Storage for a WalletConnect client that lives and dies with it. In Node the default is a `walletconnect.db`
 * folder in the working directory, shared by every client that does not set a `customStoragePrefix`. Values go
 * through JSON, as in the real stores, so a client never holds a reference into the storage.
 */
export function createMemoryStorage(): KeyValueStorage {
  const entries = new Map<string, string>()
  const read = <T>(json: string): T => JSON.parse(json) as T
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() => [...entries].map(([key, json]): [string, T] => [key, read<T>(json)]),
    getItem: async <T>(key: string) => {
      const json = entries.get(key)
      return json === undefined ? undefined : read<T>(json)
    },
    setItem: async <T>(key: string, value: T) => {
      entries.set(key, JSON.stringify(value))
    },
    removeItem: async (key: string) => {
      entries.delete(key)
    },
  }
}
