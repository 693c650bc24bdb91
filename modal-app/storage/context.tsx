import { createContext, type ReactNode, useContext } from 'react'
import type { KeyValueStorage } from './storage.js'

/** Storage for when none is given (tests, previews): kept in memory, gone on reload. */
/** @internal exported for the session tests */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>()
  return {
    where: 'modal',
    get: async (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  }
}

const StorageContext = createContext<KeyValueStorage>(createMemoryStorage())

/** Makes main.tsx's storage (modal origin or host fallback, SPEC §3 keys) available to views. */
export function StorageProvider(props: { storage: KeyValueStorage | undefined; children: ReactNode }) {
  if (props.storage === undefined) return props.children
  return <StorageContext value={props.storage}>{props.children}</StorageContext>
}

export function useStorage(): KeyValueStorage {
  return useContext(StorageContext)
}
