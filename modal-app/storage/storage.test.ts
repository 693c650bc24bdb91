import type { Remote } from 'comlink'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { HostApi } from '../../shared/protocol.js'
import { createStorage } from './storage.js'
import { STORAGE_KEYS } from './storageKeys.js'

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

const APP = 'https://app.example.com'
const OTHER = 'https://other.example.com'

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => {})
})

describe('createStorage', () => {
  test('default: uses the modal origin’s storage when it works, keyed by the embedding origin', async () => {
    const local = memoryStorage()
    const { host, storage: hostStorage } = hostWith()
    const storage = createStorage(host, APP, local)
    expect(storage.where).toBe('modal')
    storage.set(STORAGE_KEYS.activeCaipNetworkId, 'eip155:1')
    expect(
      Object.fromEntries(
        Array.from({ length: local.length }, (_, i) => [local.key(i), local.getItem(local.key(i)!)]),
      ),
    ).toEqual({
      'https://app.example.com/@wm/active_caip_network_id': 'eip155:1',
    })
    expect(await storage.get(STORAGE_KEYS.activeCaipNetworkId)).toBe('eip155:1')
    storage.remove(STORAGE_KEYS.activeCaipNetworkId)
    expect(await storage.get(STORAGE_KEYS.activeCaipNetworkId)).toBeNull()
    expect(hostStorage).not.toHaveBeenCalled()
  })

  test('behavior: falls back to the host page’s storage when the modal’s throws', async () => {
    const { host, map } = hostWith()
    const storage = createStorage(host, APP, blockedStorage)
    expect(storage.where).toBe('host')
    expect(storage.secrets).toBeUndefined()
    storage.set(STORAGE_KEYS.connectionStatus, 'connected')
    await vi.waitFor(() =>
      expect([...map]).toEqual([['https://app.example.com/@wm/connection_status', 'connected']]),
    )
    expect(await storage.get(STORAGE_KEYS.connectionStatus)).toBe('connected')
  })

  test('behavior: personal values never go to the host page', async () => {
    const { host, storage: hostStorage } = hostWith()
    const storage = createStorage(host, APP, blockedStorage)
    storage.set(STORAGE_KEYS.email, 'me@example.com')
    expect(await storage.get(STORAGE_KEYS.email)).toBeNull()
    expect(hostStorage).not.toHaveBeenCalled()
  })

  test('behavior: a host answer that is not a string reads as missing; a failing host is ignored', async () => {
    const odd = createStorage(
      { storage: () => ({ not: 'a string' }) } as unknown as Remote<HostApi>,
      APP,
      undefined,
    )
    expect(await odd.get(STORAGE_KEYS.connectionStatus)).toBeNull()
    const failing = createStorage(
      { storage: () => Promise.reject(new Error('gone')) } as unknown as Remote<HostApi>,
      APP,
      undefined,
    )
    expect(await failing.get(STORAGE_KEYS.connectionStatus)).toBeNull()
  })

  test('behavior: hosts of one site sharing the modal’s storage never see each other’s values', async () => {
    const local = memoryStorage()
    const app = createStorage(hostWith().host, APP, local)
    const other = createStorage(hostWith().host, OTHER, local)
    app.set(STORAGE_KEYS.connectionStatus, 'connected')
    app.set(STORAGE_KEYS.recentWallets, '["metamask"]')
    expect(await other.get(STORAGE_KEYS.connectionStatus)).toBeNull()
    expect(await other.get(STORAGE_KEYS.recentWallets)).toBeNull()
    other.remove(STORAGE_KEYS.connectionStatus)
    expect(await app.get(STORAGE_KEYS.connectionStatus)).toBe('connected')
    // A scope is never a prefix of another origin's, even one that extends its host or adds a port.
    const lookalike = createStorage(hostWith().host, 'https://app.example.com.evil.test', local)
    const port = createStorage(hostWith().host, 'https://app.example.com:8443', local)
    expect(await lookalike.get(STORAGE_KEYS.connectionStatus)).toBeNull()
    expect(await port.get(STORAGE_KEYS.connectionStatus)).toBeNull()
  })

  test('behavior: secrets list and reach only the embedding origin’s keys', () => {
    const local = memoryStorage()
    local.setItem('wm-wc:unscoped', 'x')
    const app = createStorage(hostWith().host, APP, local).secrets!
    const other = createStorage(hostWith().host, OTHER, local).secrets!
    app.set('wm-wc:keychain', 'app secret')
    other.set('wm-wc:keychain', 'other secret')
    expect(app.keys()).toEqual(['wm-wc:keychain'])
    expect(app.get('wm-wc:keychain')).toBe('app secret')
    app.remove('wm-wc:keychain')
    expect(app.keys()).toEqual([])
    expect(other.get('wm-wc:keychain')).toBe('other secret')
  })
})
