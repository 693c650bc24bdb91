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

export type DialogProps = {
  open: boolean
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

export function Dialog(props: DialogProps) {
  const { open, embedded, onClose, onHeight } = props
  const visible = open || embedded
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
    if (!visible || card === null || inner === null) return
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
  }, [visible, embedded])

  // The loader makes the frame interactive (removes `inert`) and focuses it only after this render, so focus
  // is taken again when the frame's window receives focus.
  useEffect(() => {
    const card = cardRef.current
    if (!open || embedded || card === null) return
    const takeFocus = () => {
      if (!card.contains(document.activeElement)) card.focus({ preventScroll: true })
    }
    takeFocus()
    addEventListener('focus', takeFocus)
    return () => removeEventListener('focus', takeFocus)
  }, [open, embedded])

  useEffect(() => {
    if (!open || embedded) return
    const onKeyDown = (event: KeyboardEvent) => {
      const card = cardRef.current
      if (card === null || event.defaultPrevented) return
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
  }, [open, embedded])

  if (!visible) return null

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
      className={`${cardClass} w-[360px] max-w-full animate-card-in shadow-card sheet:w-full sheet:max-w-none sheet:animate-sheet-in sheet:rounded-b-none`}
    >
      {content}
    </div>
  )
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer-only dismissal; Escape is the keyboard equivalent.
    // biome-ignore lint/a11y/useKeyWithClickEvents: pointer-only dismissal; Escape is the keyboard equivalent.
    <div
      className="fixed inset-0 flex animate-backdrop-in items-center justify-center bg-backdrop p-4 sheet:items-end sheet:p-0"
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
