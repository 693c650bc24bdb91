import { type ComponentType, type ReactNode, useSyncExternalStore } from 'react'
import { Spinner } from '../ui/Spinner/Spinner.js'

/** A view (or part of one) whose code is a separate chunk: loaded on first need, or ahead by `preload`. */
export type LazyView<P extends object = object> = ComponentType<P & { fallback?: ReactNode }> & {
  preload(): Promise<unknown>
  /** Whether its chunk is loaded (it then renders at once). */
  isLoaded(): boolean
}

/** A view's chunk that did not load. The view throws it until `retry`, so React's re-renders do not refetch it. */
export class ViewLoadError extends Error {
  constructor(
    cause: unknown,
    readonly retry: () => void,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause })
    this.name = 'ViewLoadError'
  }
}

/** What a lazy view shows while its chunk loads, unless it is given its own `fallback`. */
function ViewLoading() {
  return (
    <div role="status" aria-label="Loading" className="flex justify-center px-4 py-12 text-muted">
      <Spinner size={24} />
    </div>
  )
}

/**
 * Wraps a view's dynamic `import()`. Once loaded it renders at once (no fallback frame); before, it shows its
 * `fallback` (a spinner by default) and renders the moment the chunk arrives. It does not suspend: React holds a
 * Suspense boundary's fallback for at least 300 ms, so a chunk that came in 5 ms showed 300 ms late (the first
 * WalletConnect QR right after `init` waited on it). A chunk that failed to load is a {@link ViewLoadError} for
 * the view's error boundary (views/ViewBoundary.tsx), whose retry fetches it again.
 */
export function lazyView<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  let failure: ViewLoadError | undefined
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }
  const status = () => loaded ?? failure
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component
        failure = undefined
        changed()
        return component
      },
      (error: unknown) => {
        failure = new ViewLoadError(error, () => {
          failure = undefined
          loading = undefined
        })
        changed()
        throw failure
      },
    )
    return loading
  }
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, called once per view at module load (views/index.ts), never in a render.
  function View(props: P & { fallback?: ReactNode }) {
    useSyncExternalStore(subscribe, status)
    if (failure !== undefined) throw failure
    if (loaded !== undefined) {
      const Component = loaded
      // (`fallback` goes along: a view has no such prop.)
      return <Component {...props} />
    }
    // Started here when nothing preloaded it (it is kept: later renders share the one load).
    preload().catch(() => {})
    return props.fallback ?? <ViewLoading />
  }
  return Object.assign(View, { preload, isLoaded: () => loaded !== undefined })
}

/** {@link lazyView} for a view that reads server data: React Query comes in its chunk (views/withQueries.tsx). */
export function queriedView<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  return lazyView(() =>
    Promise.all([load(), import('./withQueries.js')]).then(([View, { withQueries }]) => withQueries(View)),
  )
}
