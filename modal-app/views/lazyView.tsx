import { type ComponentType, use } from 'react'

/** A view (or part of one) whose code is a separate chunk: loaded on first need, or ahead by `preload`. */
export type LazyView<P extends object = object> = ComponentType<P> & {
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

/**
 * Wraps a view's dynamic `import()`. Once loaded it renders at once (no fallback frame); before, it suspends until
 * the chunk arrives. A chunk that failed to load is a {@link ViewLoadError} for the view's error boundary
 * (views/ViewBoundary.tsx), whose retry fetches it again.
 */
export function lazyView<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  let failure: ViewLoadError | undefined
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component
        failure = undefined
        return component
      },
      (error: unknown) => {
        failure = new ViewLoadError(error, () => {
          failure = undefined
          loading = undefined
        })
        throw failure
      },
    )
    return loading
  }
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, called once per view at module load (views/index.ts), never in a render.
  function View(props: P) {
    if (failure !== undefined) throw failure
    const Component = loaded ?? use(preload())
    return <Component {...props} />
  }
  return Object.assign(View, { preload, isLoaded: () => loaded !== undefined })
}

/** {@link lazyView} for a view that reads server data: React Query comes in its chunk (views/withQueries.tsx). */
export function queriedView<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  return lazyView(() =>
    Promise.all([load(), import('./withQueries.js')]).then(([View, { withQueries }]) => withQueries(View)),
  )
}
