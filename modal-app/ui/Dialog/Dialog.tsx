import { type ReactNode, useCallback, useLayoutEffect, useRef } from 'react'
import { useCardHeight } from './useCardHeight.js'
import { useDialogFocus } from './useDialogFocus.js'

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
  /** The card shakes (a close was refused). */
  shaking?: boolean | undefined
}

const CARD_CLASS =
  'relative overflow-hidden rounded-card bg-bg outline-none transition-[height] duration-(--wm-duration-height) ease-out'

/**
 * The modal's card and backdrop. Always rendered, so that opening renders nothing. Closed, it is laid out and drawn
 * (`data-drawn-closed` on `<html>`, presentation/priming.ts; `visibility: hidden` until then), in a frame the host
 * clips to one pixel that the modal leaves transparent (theme/styles.css), so that the loader can show the frame in
 * the caller's task. The card has no opening animation (it is on screen, at rest, from the first
 * frame); `data-open` on `<html>` (presentation/presentation.ts) shows it and fades in the backdrop's colour behind it.
 */
export function Dialog(props: DialogProps) {
  const { embedded, onClose, onHeight } = props
  const cardRef = useRef<HTMLElement | null>(null)
  const setCard = useCallback((element: HTMLElement | null) => {
    cardRef.current = element
  }, [])
  const innerRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  const onHeightRef = useRef(onHeight)
  useLayoutEffect(() => {
    onCloseRef.current = onClose
    onHeightRef.current = onHeight
  })
  useCardHeight(cardRef, innerRef, embedded, onHeightRef)
  useDialogFocus(cardRef, embedded, onCloseRef)

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
  if (embedded)
    return (
      <section
        ref={setCard}
        aria-labelledby={props.labelledBy}
        className={`${CARD_CLASS} w-full ring-1 ring-line`}
      >
        {content}
      </section>
    )
  return (
    <DialogBackdrop onClose={onClose}>
      <div
        ref={setCard}
        role="dialog"
        aria-modal="true"
        aria-labelledby={props.labelledBy}
        tabIndex={-1}
        className={`${CARD_CLASS} w-[360px] max-w-full shadow-card sheet:w-full sheet:max-w-none sheet:rounded-b-none ${
          props.shaking ? 'animate-shake' : ''
        }`}
      >
        {content}
      </div>
    </DialogBackdrop>
  )
}

/** The backdrop behind the card: a press that starts and ends on it closes the modal. */
function DialogBackdrop({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const pressedBackdrop = useRef(false)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer-only dismissal; Escape is the keyboard equivalent.
    // biome-ignore lint/a11y/useKeyWithClickEvents: pointer-only dismissal; Escape is the keyboard equivalent.
    <div
      className="invisible fixed inset-0 flex items-center justify-center p-4 transition-[background-color] duration-(--wm-duration-height) ease-out in-data-drawn-closed:visible in-data-open:visible in-data-open:bg-backdrop sheet:items-end sheet:p-0"
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) onClose()
      }}
    >
      {children}
    </div>
  )
}
