import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef } from 'react'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]'

function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      element.closest('[hidden], [inert]') === null &&
      element.getClientRects().length > 0,
  )
}

/** Whether the card is on screen: the presentation shows it by an attribute on `<html>`, with no render. */
const onScreen = (card: HTMLElement) => card.checkVisibility({ visibilityProperty: true })

export type DialogProps = {
  /** Inline in the host page: no backdrop, no focus trap, full width, height reported through `onHeight`. */
  embedded: boolean
  labelledBy: string
  /** The header and a scrolling body; the card caps their height. */
  children: ReactNode
  /** Rendered over the card, outside its scrolling area (toasts). */
  overlay?: ReactNode
  onClose: () => void
  onHeight?: ((px: number) => void) | undefined
}

/**
 * The modal's card and backdrop. Always rendered, so that opening renders nothing: closed, it is laid out and
 * `visibility: hidden` (out of the tab order and the accessibility tree); an ancestor's `data-open` attribute shows
 * it and starts the opening animation (bridge/presentation.ts sets it on `<html>`).
 */
export function Dialog(props: DialogProps) {
  const { embedded, onClose, onHeight } = props
  const cardRef = useRef<HTMLElement | null>(null)
  const setCard = useCallback((element: HTMLElement | null) => {
    cardRef.current = element
  }, [])
  const innerRef = useRef<HTMLDivElement>(null)
  const pressedBackdrop = useRef(false)
  const callbacks = useRef({ onClose, onHeight })
  useLayoutEffect(() => {
    callbacks.current = { onClose, onHeight }
  })

  // The card's height follows its content so it can animate; offsetHeight ignores the opening transform.
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
      if (embedded) callbacks.current.onHeight?.(height)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(inner)
    return () => observer.disconnect()
  }, [embedded])

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
  }, [embedded])

  useEffect(() => {
    if (embedded) return
    const onKeyDown = (event: KeyboardEvent) => {
      const card = cardRef.current
      if (card === null || event.defaultPrevented || !onScreen(card)) return
      if (event.key === 'Escape') {
        event.preventDefault()
        callbacks.current.onClose()
        return
      }
      if (event.key !== 'Tab') return
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
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [embedded])

  const content = (
    <>
      <div
        ref={innerRef}
        className={`flex flex-col ${embedded ? '' : 'max-h-(--wm-card-max) sheet:pb-[env(safe-area-inset-bottom)]'}`}
      >
        {props.children}
      </div>
      {props.overlay}
    </>
  )
  const cardClass =
    'relative overflow-hidden rounded-card bg-bg outline-none transition-[height] duration-(--wm-duration-height) ease-out'

  if (embedded)
    return (
      <section
        ref={setCard}
        aria-labelledby={props.labelledBy}
        className={`${cardClass} w-full ring-1 ring-line`}
      >
        {content}
      </section>
    )

  const card = (
    <div
      ref={setCard}
      role="dialog"
      aria-modal="true"
      aria-labelledby={props.labelledBy}
      tabIndex={-1}
      className={`${cardClass} w-[360px] max-w-full in-data-open:animate-card-in shadow-card sheet:w-full sheet:max-w-none sheet:in-data-open:animate-sheet-in sheet:rounded-b-none`}
    >
      {content}
    </div>
  )
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer-only dismissal; Escape is the keyboard equivalent.
    // biome-ignore lint/a11y/useKeyWithClickEvents: pointer-only dismissal; Escape is the keyboard equivalent.
    <div
      className="invisible fixed inset-0 flex items-center justify-center bg-backdrop p-4 in-data-open:visible in-data-open:animate-backdrop-in sheet:items-end sheet:p-0"
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) onClose()
      }}
    >
      {card}
    </div>
  )
}
