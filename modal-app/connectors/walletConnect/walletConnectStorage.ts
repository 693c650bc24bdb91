import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import type { ScopedStorage } from '../../storage/storage.js'

/**
 * WalletConnect's storage: `scoped` (the modal origin's `localStorage`, scoped to the embedding origin by
 * storage/storage.ts), or memory where there is none. Session keys are secrets: they never go to the host page, so
 * where this origin's storage is blocked (a cross-site frame) sessions live in memory only.
 */
export function walletConnectStorage(scoped: ScopedStorage | undefined): IKeyValueStorage {
  const prefix = 'wm-wc:'
  const memory = new Map<string, unknown>()
  const read = (key: string): unknown => {
    if (!scoped) return memory.get(key)
    const raw = scoped.get(prefix + key)
    return raw === null ? undefined : JSON.parse(raw)
  }
  const keys = () =>
    scoped
      ? scoped
          .keys()
          .filter((key) => key.startsWith(prefix))
          .map((key) => key.slice(prefix.length))
      : [...memory.keys()]
  return {
    getKeys: async () => keys(),
    getEntries: async <T>() => keys().map((key) => [key, read(key) as T] as [string, T]),
    getItem: async <T>(key: string) => read(key) as T | undefined,
    setItem: async (key, value) => {
      if (scoped) scoped.set(prefix + key, JSON.stringify(value))
      else memory.set(key, value)
    },
    removeItem: async (key) => {
      if (scoped) scoped.remove(prefix + key)
      else memory.delete(key)
    },
  }
}
