import { QueryClient } from '@tanstack/react-query'

/**
 * Server data for the modal (SPEC §7). Each query sets its own `staleTime` from SPEC §9's cache lifetimes. No
 * automatic retries: a failure shows at once, as a fallback or an error (and SPEC §4 forbids quick retries of
 * balances).
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
})
