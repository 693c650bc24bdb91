import { QueryClient } from '@tanstack/react-query'

/** Server data for the modal. Each query sets its own `staleTime` from SPEC §9's cache lifetimes. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
})
