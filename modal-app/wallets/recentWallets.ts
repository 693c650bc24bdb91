import { RECENT_WALLETS_LIMIT } from './constants.js'

/** The stored recent wallets (a JSON array of ids, newest first); anything else reads as none. */
export function parseRecentWallets(stored: string | null | undefined): string[] {
  if (!stored) return []
  try {
    const ids: unknown = JSON.parse(stored)
    if (!Array.isArray(ids)) return []
    return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))].slice(
      0,
      RECENT_WALLETS_LIMIT,
    )
  } catch {
    return []
  }
}

/** Puts `id` first; SPEC §3 keeps at most 2 recent wallets. */
export function addRecentWallet(ids: readonly string[], id: string): string[] {
  return [id, ...ids.filter((other) => other !== id)].slice(0, RECENT_WALLETS_LIMIT)
}
