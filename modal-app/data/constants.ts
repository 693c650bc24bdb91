// SPEC §5 and §9: display, caches and the directory's version header.
export const BALANCE_DISPLAY_DECIMALS = 3
export const CACHE_NATIVE_BALANCE_MS = 30_000
export const SDK_VERSION = '1.7.4'
// SPEC §5: transfer quantities 3 decimals, money 2.
export const TRANSFER_DISPLAY_DECIMALS = 3
export const MONEY_DISPLAY_DECIMALS = 2
// SPEC §9: portfolio (token balances, NFTs, activity) 30 s; names and identity 5 min; no balance retry for 30 s.
export const CACHE_PORTFOLIO_MS = 30_000
export const CACHE_IDENTITY_MS = 5 * 60_000
export const BALANCE_RETRY_GAP_MS = 30_000
