/** rdns names that stand for the same wallet as another one (SPEC §5: MetaMask mobile equals MetaMask). */
const RDNS_ALIASES: Readonly<Record<string, string>> = { 'io.metamask.mobile': 'io.metamask' }

/** The rdns used to compare wallets: lower-cased, with SPEC §5's aliases resolved; undefined for none. */
export function normalizeRdns(rdns: string | null | undefined): string | undefined {
  if (!rdns) return undefined
  const lower = rdns.trim().toLowerCase()
  if (lower === '') return undefined
  return RDNS_ALIASES[lower] ?? lower
}
