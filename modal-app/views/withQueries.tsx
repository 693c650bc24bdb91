import { QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { queryClient } from './queryClient.js'

/**
 * A view that reads server data (SPEC §7), under the modal's one query client. Only the views that fetch load React
 * Query, in their own chunks (views/lazyView.tsx's `queriedView`): the startup bundle has none of it (issue 11.3).
 * Every such view shares the client, so its cache outlives a view.
 */
export function withQueries<P extends object>(View: ComponentType<P>): ComponentType<P> {
  return function WithQueries(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <View {...props} />
      </QueryClientProvider>
    )
  }
}
