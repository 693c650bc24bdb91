import { QueryClient } from '@tanstack/react-query'
import { onChainWrite } from '../data/chainWrites.js'

/**
 * Server data for the modal (SPEC §7). Each query sets its own `staleTime` from SPEC §9's cache lifetimes. No
 * automatic retries: a failure shows at once, as a fallback or an error (and SPEC §4 forbids quick retries of
 * balances).
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
})

/** What a transaction changes: the account's balances, allowances, activity and NFTs. */
const ACCOUNT_READS = [
  'tokenBalances',
  'nativeBalance',
  'activity',
  'nfts',
  'sendBalance',
  'swapBalance',
  'swapAllowance',
] as const

// A transaction the dapp sent through the wallet (rpc/router.ts): those reads are stale. Shown ones are read again
// now, the others when next shown (a balance inside SPEC §4's 30 s after a failure stays disabled).
onChainWrite(() => {
  for (const key of ACCOUNT_READS) void queryClient.invalidateQueries({ queryKey: [key] })
})
