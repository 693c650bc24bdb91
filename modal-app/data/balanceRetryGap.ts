import { BALANCE_RETRY_GAP_MS } from './constants.js'

/**
 * A query's `enabled`: false for 30 s after a failure (SPEC §4, §9: no retry of a failed balance within 30 s), so
 * reopening the view does not fetch again at once. The user's own Retry (`refetch`) still runs.
 */
export function outsideRetryGap(
  query: { state: { status: string; errorUpdatedAt: number } },
  now = Date.now(),
): boolean {
  return query.state.status !== 'error' || now - query.state.errorUpdatedAt >= BALANCE_RETRY_GAP_MS
}
