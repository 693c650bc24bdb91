import { describe, expect, test } from 'vitest'
import * as constants from './constants.js'
import { namespacedStorageKey, STORAGE_KEYS, STORAGE_PREFIX } from './constants.js'

describe('constants', () => {
  test('default', () => {
    expect(Object.keys(constants).sort()).toMatchInlineSnapshot(`
      [
        "ACTION_NOT_ALLOWED_TOAST_DELAY_MS",
        "BALANCE_DISPLAY_DECIMALS",
        "CACHE_NATIVE_BALANCE_MS",
        "CONNECTOR_GROUP_ORDER",
        "DEFAULT_CHAIN",
        "DEFAULT_SOCIALS",
        "FALLBACK_LATENCY_WEIGHT",
        "FALLBACK_POLL_INTERVAL_MS",
        "FALLBACK_SAMPLE_COUNT",
        "FALLBACK_STABILITY_WEIGHT",
        "IFRAME_LOAD_TIMEOUT_MS",
        "IMAGE_PRELOAD_TIMEOUT_MS",
        "MODAL_HELLO_GRACE_MS",
        "PAIRING_EXPIRY_MARGIN_MS",
        "PAIRING_LIFETIME_MS",
        "RECENT_WALLETS_LIMIT",
        "RECOMMENDED_WALLETS_COUNT",
        "RPC_BATCH_SIZE",
        "RPC_RETRY_COUNT",
        "RPC_RETRY_DELAY_MS",
        "RPC_TIMEOUT_MS",
        "SDK_VERSION",
        "SEARCH_IMAGE_WAIT_MS",
        "STORAGE_KEYS",
        "STORAGE_PREFIX",
        "TOAST_SWAP_DELAY_MS",
        "WALLET_PAGE_SIZE",
        "WALLET_SEARCH_SIZE",
        "namespacedStorageKey",
      ]
    `)
  })

  test('behavior: every storage key has the prefix and is unique', () => {
    const keys = Object.values(STORAGE_KEYS)
    for (const key of keys) expect(key.startsWith(STORAGE_PREFIX)).toBe(true)
    expect(new Set(keys).size).toBe(keys.length)
  })

  test('behavior: pairing expiry margin is inside the lifetime', () => {
    expect(constants.PAIRING_LIFETIME_MS).toBe(240_000)
    expect(constants.PAIRING_EXPIRY_MARGIN_MS).toBeLessThan(constants.PAIRING_LIFETIME_MS)
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
