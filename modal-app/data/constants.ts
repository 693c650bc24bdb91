import { name, version } from '../../package.json'

/**
 * SPEC §7's `st` and `sv` query parameters of the wallet directory and the Blockchain API: the client's SDK type and
 * version, free strings. This product's own name and version (package.json), `wallet-modal` and
 * `wallet-modal-0.1.0`: the APIs are not told the client is another SDK. Only `name` and `version` of package.json
 * reach the bundle.
 */
export const SDK_QUERY = { st: name, sv: `${name}-${version}` } as const

// SPEC §5 and §9: display and caches.
export const BALANCE_DISPLAY_DECIMALS = 3
export const CACHE_NATIVE_BALANCE_MS = 30_000
// SPEC §5: transfer quantities 3 decimals, money 2.
export const TRANSFER_DISPLAY_DECIMALS = 3
export const MONEY_DISPLAY_DECIMALS = 2
// SPEC §9: portfolio (token balances, NFTs, activity) 30 s; names and identity 5 min; no balance retry for 30 s.
export const CACHE_PORTFOLIO_MS = 30_000
export const CACHE_IDENTITY_MS = 5 * 60_000
export const BALANCE_RETRY_GAP_MS = 30_000
