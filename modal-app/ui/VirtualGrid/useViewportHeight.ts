import { type RefObject, useLayoutEffect, useState } from 'react'

/** The scrolling element's client height, kept current by a ResizeObserver (0 before the first layout). */
export function useViewportHeight(scrollRef: RefObject<HTMLElement | null>): number {
  const [viewportHeight, setViewportHeight] = useState(0)
  useLayoutEffect(() => {
    const element = scrollRef.current
    if (element === null) return
    const measure = () => setViewportHeight(element.clientHeight)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [scrollRef])
  return viewportHeight
}
