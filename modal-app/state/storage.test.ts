import type { Remote } from 'comlink'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { STORAGE_KEYS } from '../../shared/constants.js'
import type { HostApi } from '../../shared/protocol.js'
import { createStorage } from './storage.js'

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  }
}

const blockedStorage = {
  setItem() {
    throw new DOMException('Access is denied for this document.', 'SecurityError')
  },
} as unknown as Storage

function hostWith(map = new Map<string, string>()) {
  const storage = vi.fn((key: string, value?: string | null) => {
    if (value === null) map.delete(key)
    else if (value !== undefined) map.set(key, value)
    return map.get(key) ?? null
  })
  return { host: { storage } as unknown as Remote<HostApi>, map, storage }
}

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => {})
})

describe('createStorage', () => {
  test('default: uses the modal origin’s storage when it works, with the prefix', async () => {
    const local = memoryStorage()
    const { host, storage: hostStorage } = hostWith()
    const storage = createStorage(host, local)
    expect(storage.where).toBe('modal')
    storage.set(STORAGE_KEYS.activeNamespace, 'eip155')
    expect(local.getItem('@wm/active_namespace')).toBe('eip155')
    expect(await storage.get(STORAGE_KEYS.activeNamespace)).toBe('eip155')
    storage.remove(STORAGE_KEYS.activeNamespace)
    expect(await storage.get(STORAGE_KEYS.activeNamespace)).toBeNull()
    expect(hostStorage).not.toHaveBeenCalled()
  })

  test('behavior: falls back to the host page’s storage when the modal’s throws', async () => {
    const { host, map } = hostWith()
    const storage = createStorage(host, blockedStorage)
    expect(storage.where).toBe('host')
    storage.set(STORAGE_KEYS.connectionStatus, 'connected')
    await vi.waitFor(() => expect(map.get('@wm/connection_status')).toBe('connected'))
    expect(await storage.get(STORAGE_KEYS.connectionStatus)).toBe('connected')
  })

  test('behavior: personal values never go to the host page', async () => {
    const { host, storage: hostStorage } = hostWith()
    const storage = createStorage(host, blockedStorage)
    storage.set(STORAGE_KEYS.email, 'me@example.com')
    expect(await storage.get(STORAGE_KEYS.email)).toBeNull()
    expect(hostStorage).not.toHaveBeenCalled()
  })

  test('behavior: a host answer that is not a string reads as missing; a failing host is ignored', async () => {
    const odd = createStorage(
      { storage: () => ({ not: 'a string' }) } as unknown as Remote<HostApi>,
      undefined,
    )
    expect(await odd.get(STORAGE_KEYS.connectionStatus)).toBeNull()
    const failing = createStorage(
      { storage: () => Promise.reject(new Error('gone')) } as unknown as Remote<HostApi>,
      undefined,
    )
    expect(await failing.get(STORAGE_KEYS.connectionStatus)).toBeNull()
  })
})
