import { normalizeRdns } from './normalizeRdns.js'

/** What `excludeWalletIds` stands for: the ids themselves, and the records they name (for their rdns and name). */
export type Exclusions = {
  ids: readonly string[]
  wallets: readonly { name: string; rdns?: string | null | undefined }[]
}

type Excludable = { id: string; name: string; rdns?: string | null | undefined }

/**
 * SPEC §5: excluded wallets are hidden, matched by rdns or by case-insensitive name, so that a wallet excluded
 * by its explorer id is also hidden when it is announced by the host page (which knows its rdns and name but not
 * the explorer id). An id in `excludeWalletIds` may also be an rdns.
 */
export function filterExcludedWallets<T extends Excludable>(
  wallets: readonly T[],
  exclusions: Exclusions,
): T[] {
  if (exclusions.ids.length === 0 && exclusions.wallets.length === 0) return [...wallets]
  const ids = new Set(exclusions.ids)
  const rdns = new Set(
    [...exclusions.ids, ...exclusions.wallets.map((wallet) => wallet.rdns)]
      .map(normalizeRdns)
      .filter((value) => value !== undefined),
  )
  const names = new Set(exclusions.wallets.map((wallet) => nameKey(wallet.name)))
  return wallets.filter((wallet) => {
    if (ids.has(wallet.id)) return false
    const walletRdns = normalizeRdns(wallet.rdns)
    if (walletRdns !== undefined && rdns.has(walletRdns)) return false
    return !names.has(nameKey(wallet.name))
  })
}

const nameKey = (name: string) => name.trim().toLowerCase()
