// SPEC §6 and §9: the RPC transport and router.
export const ACTION_NOT_ALLOWED_TOAST_DELAY_MS = 300
export const RPC_TIMEOUT_MS = 10_000
export const RPC_RETRY_COUNT = 3
/** The first retry delay; later ones grow exponentially, and a Retry-After header wins. */
export const RPC_RETRY_DELAY_MS = 150
export const RPC_BATCH_SIZE = 1_000
export const FALLBACK_POLL_INTERVAL_MS = 4_000
export const FALLBACK_SAMPLE_COUNT = 10
export const FALLBACK_STABILITY_WEIGHT = 0.7
export const FALLBACK_LATENCY_WEIGHT = 0.3
