/**
 * A chunk loaded once, on first need or ahead (issue 11.3: what opening does not need loads after `ready`). A load
 * that failed (the network dropped) is not kept: the next call fetches it again.
 */
export function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
