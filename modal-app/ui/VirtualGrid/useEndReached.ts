import { useEffect, useLayoutEffect, useRef } from 'react'

/**
 * Calls `onEndReached` when the rendered rows reach the last one; also when more items arrive and the end is
 * still in view: the next page is then wanted too.
 */
export function useEndReached(
  reachedEnd: boolean,
  itemCount: number,
  onEndReached: (() => void) | undefined,
) {
  const endReached = useRef(onEndReached)
  useLayoutEffect(() => {
    endReached.current = onEndReached
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: itemCount is a trigger.
  useEffect(() => {
    if (reachedEnd) endReached.current?.()
  }, [reachedEnd, itemCount])
}
