// SPEC §5 and §9: display, caches and the directory's version header.
export const BALANCE_DISPLAY_DECIMALS = 3
export const CACHE_NATIVE_BALANCE_MS = 30_000
export const SDK_VERSION = '1.7.4'
