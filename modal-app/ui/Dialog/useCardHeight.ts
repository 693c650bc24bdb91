import { type RefObject, useLayoutEffect } from 'react'

/**
 * The card's height follows its content so it can animate; offsetHeight ignores the opening transform. Embedded,
 * each new height is reported through `onHeight` (read from a ref, so a new callback does not re-measure).
 */
export function useCardHeight(
  cardRef: RefObject<HTMLElement | null>,
  innerRef: RefObject<HTMLElement | null>,
  embedded: boolean,
  onHeight: RefObject<((px: number) => void) | undefined>,
) {
  useLayoutEffect(() => {
    const card = cardRef.current
    const inner = innerRef.current
    if (card === null || inner === null) return
    let last = -1
    const measure = () => {
      const height = inner.offsetHeight
      if (height === last) return
      last = height
      card.style.setProperty('height', `${height}px`)
      if (embedded) onHeight.current?.(height)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(inner)
    return () => observer.disconnect()
  }, [embedded, cardRef, innerRef, onHeight])
}
