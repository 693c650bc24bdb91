// SPEC §4: WalletConnect pairings.
export const PAIRING_LIFETIME_MS = 4 * 60_000
/** A pairing is expired when this much or less of its lifetime remains. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
