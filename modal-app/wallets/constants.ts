// SPEC §3, §7 and §9: the wallet lists, their sizes and order.
export const RECENT_WALLETS_LIMIT = 2
export const RECOMMENDED_WALLETS_COUNT = 4
export const WALLET_PAGE_SIZE = 40
export const WALLET_SEARCH_SIZE = 100
export const SEARCH_IMAGE_WAIT_MS = 300
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
export const CONNECTOR_GROUP_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
