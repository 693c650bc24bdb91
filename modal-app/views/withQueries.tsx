import { QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { useStorage } from '../storage/context.js'
import type { KeyValueStorage } from '../storage/storage.js'
import { persistQueries } from './persistedQueries.js'
import { queryClient } from './queryClient.js'

let persisted: KeyValueStorage | undefined
/** SPEC §3's caches (persistedQueries.ts) start with the first view that reads server data: once a page. */
function persistOnce(storage: KeyValueStorage) {
  if (persisted) return
  persisted = storage
  void persistQueries(queryClient, storage)
}

/**
 * A view that reads server data (SPEC §7), under the modal's one query client. Only the views that fetch load React
 * Query, in their own chunks (views/lazyView.tsx's `queriedView`): the startup bundle has none of it (issue 11.3).
 * Every such view shares the client, so its cache outlives a view.
 */
export function withQueries<P extends object>(View: ComponentType<P>): ComponentType<P> {
  return function WithQueries(props: P) {
    persistOnce(useStorage())
    return (
      <QueryClientProvider client={queryClient}>
        <View {...props} />
      </QueryClientProvider>
    )
  }
}
