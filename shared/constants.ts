import type { Namespace } from './protocol.js'

// SPEC §3 and §4.
export const RECENT_WALLETS_LIMIT = 2
export const TOAST_SWAP_DELAY_MS = 150
export const PAIRING_LIFETIME_MS = 4 * 60_000
/** A pairing is expired when this much or less of its lifetime remains. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

// SPEC §5.
export const BALANCE_DISPLAY_DECIMALS = 3

// SPEC §6.
export const ACTION_NOT_ALLOWED_TOAST_DELAY_MS = 300

// SPEC §7 and §9: wallet directory.
export const RECOMMENDED_WALLETS_COUNT = 4
export const WALLET_PAGE_SIZE = 40
export const WALLET_SEARCH_SIZE = 100
export const SEARCH_IMAGE_WAIT_MS = 300
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000

// SPEC §9: lists and orders.
export const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export const CONNECTOR_GROUP_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

// SPEC §9: caches.
export const CACHE_NATIVE_BALANCE_MS = 30_000

// SPEC §4 and §9: frames and the default chain.
export const IFRAME_LOAD_TIMEOUT_MS = 20_000
export const DEFAULT_CHAIN = 'eip155:1'

// SPEC §9: RPC transport.
export const RPC_TIMEOUT_MS = 10_000
export const RPC_RETRY_COUNT = 3
/** The first retry delay; later ones grow exponentially, and a Retry-After header wins. */
export const RPC_RETRY_DELAY_MS = 150
export const RPC_BATCH_SIZE = 1_000
export const FALLBACK_POLL_INTERVAL_MS = 4_000
export const FALLBACK_SAMPLE_COUNT = 10
export const FALLBACK_STABILITY_WEIGHT = 0.7
export const FALLBACK_LATENCY_WEIGHT = 0.3

// SPEC §9: versions.
export const SDK_VERSION = '1.7.4'

// SPEC §3: local storage.
export const STORAGE_PREFIX = '@wm/'
export const STORAGE_KEYS = {
  deepLinkChoice: `${STORAGE_PREFIX}deep_link_choice`,
  activeNamespace: `${STORAGE_PREFIX}active_namespace`,
  activeCaipNetworkId: `${STORAGE_PREFIX}active_caip_network_id`,
  recentWallets: `${STORAGE_PREFIX}recent_wallets`,
  /** Per namespace: see {@link namespacedStorageKey}. */
  connectedConnectorId: `${STORAGE_PREFIX}connected_connector_id`,
  connectedSocial: `${STORAGE_PREFIX}connected_social`,
  connectedSocialUsername: `${STORAGE_PREFIX}connected_social_username`,
  /** Per namespace: see {@link namespacedStorageKey}. */
  connectionStatus: `${STORAGE_PREFIX}connection_status`,
  /** Comma-separated namespaces. */
  connectedNamespaces: `${STORAGE_PREFIX}connected_namespaces`,
  telegramSocialProvider: `${STORAGE_PREFIX}telegram_social_provider`,
  portfolioCache: `${STORAGE_PREFIX}portfolio_cache`,
  nativeBalanceCache: `${STORAGE_PREFIX}native_balance_cache`,
  nameCache: `${STORAGE_PREFIX}name_cache`,
  identityCache: `${STORAGE_PREFIX}identity_cache`,
  preferredAccountTypes: `${STORAGE_PREFIX}preferred_account_types`,
  loginUsed: `${STORAGE_PREFIX}login_used`,
  email: `${STORAGE_PREFIX}email`,
  lastChain: `${STORAGE_PREFIX}last_chain`,
} as const
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/** The key of a per-namespace value, e.g. `@wm/connected_connector_id:eip155`. */
export function namespacedStorageKey<K extends StorageKey>(
  key: K,
  namespace: Namespace,
): `${K}:${Namespace}` {
  return `${key}:${namespace}`
}

// The loader: after the frame's `load`, how long to wait for `hello` before deciding the frame was blocked (a
// `frame-ancestors` CSP that does not list the host page, or an error page). `hello` normally comes before `load`.
export const MODAL_HELLO_GRACE_MS = 3_000
