import { type RefObject, useEffect } from 'react'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]'

function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      element.closest('[hidden], [inert]') === null &&
      element.getClientRects().length > 0,
  )
}

/** Whether the card is drawn (closed, it is too: the loader keeps the frame transparent and inert, presentation/priming.ts). */
const onScreen = (card: HTMLElement) => card.checkVisibility({ visibilityProperty: true })

/** Keeps Tab and Shift+Tab cycling inside the card (the card itself when it holds nothing tabbable). */
function trapTab(card: HTMLElement, event: KeyboardEvent) {
  const items = tabbables(card)
  const first = items[0]
  const last = items[items.length - 1]
  const active = document.activeElement
  if (first === undefined || last === undefined) {
    event.preventDefault()
    card.focus()
  } else if (!card.contains(active)) {
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  } else if (event.shiftKey && (active === first || active === card)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * The modal dialog's focus (not when embedded): focus taken when the frame's window receives focus, trapped in
 * the card while it is on screen, and Escape closes (through `onClose`, read from a ref).
 */
export function useDialogFocus(
  cardRef: RefObject<HTMLElement | null>,
  embedded: boolean,
  onClose: RefObject<() => void>,
) {
  // The loader makes the frame interactive (removes `inert`) and focuses it after the dialog is shown, so focus
  // is taken again when the frame's window receives focus.
  useEffect(() => {
    const card = cardRef.current
    if (embedded || card === null) return
    const takeFocus = () => {
      if (onScreen(card) && !card.contains(document.activeElement)) card.focus({ preventScroll: true })
    }
    addEventListener('focus', takeFocus)
    return () => removeEventListener('focus', takeFocus)
  }, [embedded, cardRef])

  useEffect(() => {
    if (embedded) return
    const onKeyDown = (event: KeyboardEvent) => {
      const card = cardRef.current
      if (card === null || event.defaultPrevented || !onScreen(card)) return
      if (event.key === 'Escape') {
        event.preventDefault()
        onClose.current()
        return
      }
      if (event.key === 'Tab') trapTab(card, event)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [embedded, cardRef, onClose])
}
