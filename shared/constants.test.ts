import { describe, expect, test } from 'vitest'
import * as constants from './constants.js'
import { namespacedStorageKey, STORAGE_KEYS, STORAGE_PREFIX } from './constants.js'

describe('constants', () => {
  test('default', () => {
    expect(Object.keys(constants).sort()).toMatchInlineSnapshot(`
      [
        "ACTION_NOT_ALLOWED_TOAST_DELAY_MS",
        "ACTIVITY_ADDRESS_LEADING_CHARS",
        "ACTIVITY_ADDRESS_TRAILING_CHARS",
        "ACTIVITY_NAMESPACES",
        "AVATAR_TINT_COUNT",
        "AVATAR_TINT_STEP_PERCENT",
        "BALANCE_DISPLAY_DECIMALS",
        "BALANCE_NAMESPACES",
        "BALANCE_RETRY_GAP_MS",
        "BIG_DECIMAL_PRECISION",
        "CACHE_IDENTITY_MS",
        "CACHE_NAME_SERVICE_MS",
        "CACHE_NATIVE_BALANCE_MS",
        "CACHE_PORTFOLIO_MS",
        "CONNECTOR_GROUP_ORDER",
        "CONNECT_METHODS_ORDER",
        "CONNECT_METHODS_ORDER_WITH_INSTALLED_WALLET",
        "DATE_LOCALE",
        "DEFAULT_ACCOUNT_TYPES",
        "DEFAULT_CHAIN",
        "DEFAULT_LOG_LEVEL",
        "DEFAULT_SOCIALS",
        "DEFAULT_THEME_MODE",
        "DEFAULT_Z_INDEX",
        "EMAIL_LOGIN_COOLDOWN_MS",
        "EMBEDDED_WALLET_READY_DELAY_MS",
        "EMBEDDED_WALLET_REQUEST_TIMEOUT_MS",
        "EMBEDDED_WALLET_SDK_VERSION",
        "FALLBACK_LATENCY_WEIGHT",
        "FALLBACK_POLL_INTERVAL_MS",
        "FALLBACK_SAMPLE_COUNT",
        "FALLBACK_STABILITY_WEIGHT",
        "HEADER_TEXT_ANIMATION_MS",
        "IFRAME_LOAD_TIMEOUT_MS",
        "IMAGE_PRELOAD_TIMEOUT_MS",
        "MODAL_HEIGHT_ANIMATION_MS",
        "MODAL_HELLO_GRACE_MS",
        "MODAL_WIDTH_PX",
        "MONEY_DISPLAY_DECIMALS",
        "NAME_CHAIN_ID_LIMIT",
        "NAME_MIN_LENGTH",
        "NAME_NAMESPACES",
        "NUMBER_DISPLAY_DECIMALS",
        "ONRAMP_FALLBACK_LIMITS",
        "ONRAMP_NAMESPACES",
        "ONRAMP_PROVIDER_FEE_PERCENT",
        "PAIRING_EXPIRY_MARGIN_MS",
        "PAIRING_LIFETIME_MS",
        "PENDING_TRANSACTIONS_LIMIT",
        "RECENT_WALLETS_LIMIT",
        "RECOMMENDED_WALLETS_COUNT",
        "RPC_BATCH_SIZE",
        "RPC_CACHE_ENTRIES",
        "RPC_RETRY_COUNT",
        "RPC_RETRY_DELAY_MS",
        "RPC_TIMEOUT_MS",
        "SDK_VERSION",
        "SEARCH_IMAGE_WAIT_MS",
        "SEND_NAMESPACES",
        "SHAKE_MS",
        "STORAGE_KEYS",
        "STORAGE_PREFIX",
        "SWAP_CHAIN_IDS",
        "SWAP_SLIPPAGE_TOLERANCE_PERCENT",
        "TELEGRAM_REMOVED_SOCIALS",
        "TOAST_SWAP_DELAY_MS",
        "TRANSFER_QUANTITY_DECIMALS",
        "VIEW_TRANSITION_MS",
        "WALLET_FEATURES_ORDER",
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
