import { describe, expect, test } from 'vitest'
import type { ScopedStorage } from '../../storage/storage.js'
import { walletConnectStorage } from './walletConnectStorage.js'

function scopedMap(map = new Map<string, string>()): ScopedStorage {
  return {
    keys: () => [...map.keys()],
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  }
}

describe('walletConnectStorage', () => {
  test('default: values go to the scoped storage as JSON under the wm-wc: prefix', async () => {
    const map = new Map([['@wm/connection_status:eip155', 'connected']])
    const storage = walletConnectStorage(scopedMap(map))
    await storage.setItem('wc@2:core:0.3:keychain', { a: 1 })
    expect(map.get('wm-wc:wc@2:core:0.3:keychain')).toBe('{"a":1}')
    expect(await storage.getKeys()).toEqual(['wc@2:core:0.3:keychain'])
    expect(await storage.getEntries()).toEqual([['wc@2:core:0.3:keychain', { a: 1 }]])
    expect(await storage.getItem('wc@2:core:0.3:keychain')).toEqual({ a: 1 })
    await storage.removeItem('wc@2:core:0.3:keychain')
    expect(await storage.getItem('wc@2:core:0.3:keychain')).toBeUndefined()
    expect([...map.keys()]).toEqual(['@wm/connection_status:eip155'])
  })

  test('behavior: without scoped storage (a cross-site frame) sessions live in memory only', async () => {
    const storage = walletConnectStorage(undefined)
    await storage.setItem('wc@2:client:0.3:session', [{ topic: 't' }])
    expect(await storage.getEntries()).toEqual([['wc@2:client:0.3:session', [{ topic: 't' }]]])
    expect(await walletConnectStorage(undefined).getKeys()).toEqual([])
  })
})
