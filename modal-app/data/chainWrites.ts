const listeners = new Set<() => void>()

/**
 * A wallet answered one of the dapp's requests with a transaction hash (rpc/router.ts): what the account holds
 * may have changed, so what was read of it (balances, activity, NFTs) is stale.
 */
export function noteChainWrite(): void {
  for (const listener of listeners) listener()
}

/** Calls `listener` on every {@link noteChainWrite}; returns the unsubscribe function. */
export function onChainWrite(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
