const listeners = new Set<() => void>()
/** A write happened that no balance read has followed yet. */
let unread = false

/**
 * A wallet answered one of the dapp's requests with a transaction hash (rpc/router.ts): what the account holds
 * may have changed, so what was read of it (balances, activity, NFTs) is stale.
 */
export function noteChainWrite(): void {
  unread = true
  for (const listener of listeners) listener()
}

/** Calls `listener` on every {@link noteChainWrite}; returns the unsubscribe function. */
export function onChainWrite(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * Whether a write happened since the last call: the first balance read after one asks the Blockchain API to skip its
 * cache (SPEC §7's `forceUpdate`), so the balance shown after a send is the new one.
 */
export function takeChainWrite(): boolean {
  const was = unread
  unread = false
  return was
}
