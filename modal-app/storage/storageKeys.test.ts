import { describe, expect, test } from 'vitest'
import { namespacedStorageKey, STORAGE_KEYS, STORAGE_PREFIX } from './storageKeys.js'

describe('STORAGE_KEYS', () => {
  test('behavior: every storage key has the prefix and is unique', () => {
    const keys = Object.values(STORAGE_KEYS)
    for (const key of keys) expect(key.startsWith(STORAGE_PREFIX)).toBe(true)
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('namespacedStorageKey', () => {
  test('default', () => {
    expect(namespacedStorageKey(STORAGE_KEYS.connectedConnectorId, 'eip155')).toBe(
      '@wm/connected_connector_id:eip155',
    )
  })

  test('behavior: namespaces do not collide', () => {
    expect(namespacedStorageKey(STORAGE_KEYS.connectionStatus, 'solana')).not.toBe(
      namespacedStorageKey(STORAGE_KEYS.connectionStatus, 'eip155'),
    )
  })
})
