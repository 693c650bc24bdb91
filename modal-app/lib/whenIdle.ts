/** Runs `run` in idle time, or after `limit` ms at the latest. */
export function whenIdle(run: () => void, limit: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: limit })
  else setTimeout(run, limit)
}
