import type { Namespace } from './protocol.js'

// SPEC §2: appearance.
export const MODAL_WIDTH_PX = 360
export const DEFAULT_Z_INDEX = 999
/** When no mode is set the theme follows the system; this is the mode when the system says nothing. */
export const DEFAULT_THEME_MODE = 'dark'
export const HEADER_TEXT_ANIMATION_MS = 120
export const MODAL_HEIGHT_ANIMATION_MS = 150
export const VIEW_TRANSITION_MS = 150
export const AVATAR_TINT_COUNT = 5
export const AVATAR_TINT_STEP_PERCENT = 15
export const CONNECT_METHODS_ORDER = ['email', 'social', 'wallet'] as const
/** SPEC §2: the Connect view's order when an installed browser wallet is detected. */
export const CONNECT_METHODS_ORDER_WITH_INSTALLED_WALLET = ['wallet', 'email', 'social'] as const

// SPEC §3 and §4.
export const RECENT_WALLETS_LIMIT = 2
export const SHAKE_MS = 500
export const TOAST_SWAP_DELAY_MS = 150
export const BALANCE_RETRY_GAP_MS = 30_000
export const PAIRING_LIFETIME_MS = 4 * 60_000
/** A pairing is expired when this much or less of its lifetime remains. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

// SPEC §5.
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
export const NAME_MIN_LENGTH = 4
/** Name registration: the chain id must be below this ('Invalid chainId'). */
export const NAME_CHAIN_ID_LIMIT = 2 ** 31
export const BALANCE_DISPLAY_DECIMALS = 3
export const NUMBER_DISPLAY_DECIMALS = 2
export const TRANSFER_QUANTITY_DECIMALS = 3
export const MONEY_DISPLAY_DECIMALS = 2
export const ACTIVITY_ADDRESS_LEADING_CHARS = 4
export const ACTIVITY_ADDRESS_TRAILING_CHARS = 6

// SPEC §6.
export const ACTION_NOT_ALLOWED_TOAST_DELAY_MS = 300
export const DEFAULT_ACCOUNT_TYPES: Readonly<Partial<Record<Namespace, 'eoa' | 'smartAccount' | 'payment'>>> =
  {
    eip155: 'smartAccount',
    solana: 'eoa',
    polkadot: 'eoa',
    bip122: 'payment',
  }
/** SPEC §6: social logins removed inside Telegram, per platform. */
export const TELEGRAM_REMOVED_SOCIALS = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
} as const

// SPEC §7 and §9: wallet directory.
export const RECOMMENDED_WALLETS_COUNT = 4
export const WALLET_PAGE_SIZE = 40
export const WALLET_SEARCH_SIZE = 100
export const SEARCH_IMAGE_WAIT_MS = 300
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
export const PENDING_TRANSACTIONS_LIMIT = 99

// SPEC §9: swaps and onramp.
export const SWAP_SLIPPAGE_TOLERANCE_PERCENT = 1
export const SWAP_CHAIN_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554] as const
/** Amounts as decimal strings, to format and compare without floats. */
export const ONRAMP_FALLBACK_LIMITS = {
  USD: { card: { min: '10.00', max: '7500.00' }, bankAccount: { min: '10.00', max: '25000.00' } },
  EUR: { card: { min: '10.00', max: '7500.00' }, bankAccount: { min: '10.00', max: '25000.00' } },
} as const
export const ONRAMP_PROVIDER_FEE_PERCENT = { min: 1, max: 2 } as const

// SPEC §9: namespaces each feature supports.
export const BALANCE_NAMESPACES: readonly Namespace[] = ['eip155', 'solana']
export const SEND_NAMESPACES: readonly Namespace[] = ['eip155', 'solana']
export const NAME_NAMESPACES: readonly Namespace[] = ['eip155']
export const ACTIVITY_NAMESPACES: readonly Namespace[] = ['eip155']
export const ONRAMP_NAMESPACES: readonly Namespace[] = ['eip155', 'solana']

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
export const WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const

// SPEC §9: caches.
export const CACHE_PORTFOLIO_MS = 30_000
export const CACHE_NATIVE_BALANCE_MS = 30_000
export const CACHE_NAME_SERVICE_MS = 5 * 60_000
export const CACHE_IDENTITY_MS = 5 * 60_000

// SPEC §4 and §9: frames, the embedded wallet and the bridge.
export const IFRAME_LOAD_TIMEOUT_MS = 20_000
/** Email, device, OTP, social and redirect-URI requests to the embedded wallet. */
export const EMBEDDED_WALLET_REQUEST_TIMEOUT_MS = 30_000
/** The pause after the embedded wallet's ready event before it is used. */
export const EMBEDDED_WALLET_READY_DELAY_MS = 500
export const EMBEDDED_WALLET_SDK_VERSION = 4
export const DEFAULT_CHAIN = 'eip155:1'

// SPEC §9: RPC transport.
export const RPC_TIMEOUT_MS = 10_000
export const RPC_RETRY_COUNT = 3
/** The first retry delay; later ones grow exponentially, and a Retry-After header wins. */
export const RPC_RETRY_DELAY_MS = 150
export const RPC_BATCH_SIZE = 1_000
export const RPC_CACHE_ENTRIES = 8_192
export const FALLBACK_POLL_INTERVAL_MS = 4_000
export const FALLBACK_SAMPLE_COUNT = 10
export const FALLBACK_STABILITY_WEIGHT = 0.7
export const FALLBACK_LATENCY_WEIGHT = 0.3

// SPEC §9: formatting and versions.
export const DEFAULT_LOG_LEVEL = 'error'
/** Activity dates: short month and day in en-US. */
export const DATE_LOCALE = 'en-US'
export const BIG_DECIMAL_PRECISION = 20
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
