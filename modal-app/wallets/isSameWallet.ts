import { normalizeRdns } from './normalizeRdns.js'

export type WalletIdentity = { id: string; rdns?: string | null | undefined }

/** Two entries are the same wallet when their ids are equal or their rdns are (SPEC §5's dedupe rule). */
export function isSameWallet(a: WalletIdentity, b: WalletIdentity): boolean {
  if (a.id === b.id) return true
  const rdns = normalizeRdns(a.rdns)
  return rdns !== undefined && rdns === normalizeRdns(b.rdns)
}
