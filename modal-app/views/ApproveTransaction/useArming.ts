import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { type Arming, type ArmingEvent, acceptsClick, arming, armsAt, DISARMED } from './arming.js'

// IntersectionObserver v2 (Chromium): not in TypeScript's DOM types yet.
declare global {
  interface IntersectionObserverInit {
    trackVisibility?: boolean
    delay?: number
  }
  interface IntersectionObserverEntry {
    readonly isVisible?: boolean
  }
}

/** IO v2's shortest allowed delay between reports (web.dev/articles/intersectionobserver-v2). */
const REPORT_DELAY_MS = 100
const V2_OPTIONS: IntersectionObserverInit = { threshold: [1], trackVisibility: true, delay: REPORT_DELAY_MS }

/** Whether this browser reports visibility (IO v2: Chromium only). Elsewhere approval needs the popup. */
export const reportsVisibility = () =>
  typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype

/**
 * Whether IO v2 sees `entry`'s target whole: nothing over it, no opacity, filter or transform on it or its
 * ancestors, nothing cut off (the view keeps a long request in a scroll box of its own, so the whole fits).
 */
const seen = (entry: IntersectionObserverEntry) => entry.isVisible === true && entry.intersectionRatio >= 0.99

/**
 * How long a click waits before the frame's own view of its visibility counts: a cross-site frame hears of the host
 * page's overlays and opacity from another process, frames late (a decoy added just before a click was still
 * unseen 200 ms later on a loaded machine). A disarm in this time voids the click.
 */
const SETTLE_MS = 500

/** What must be seen: the parts of the request marked `data-approval-part` (who asks, what, and the buttons). */
const targetsOf = (section: HTMLElement): Element[] => [...section.querySelectorAll('[data-approval-part]')]

/** One fresh IO v2 report of `targets`, made after the click: what the user saw when they clicked. */
function confirmVisible(targets: Element[]): Promise<boolean> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect()
      resolve(targets.length > 0 && entries.length === targets.length && entries.every(seen))
    }, V2_OPTIONS)
    for (const target of targets) observer.observe(target)
  })
}

/**
 * Arms the approval buttons while `target` (the request's parts marked `data-approval-part`) has been visible for 500 ms without a
 * break (arming.ts): IO v2 reports, the frame's focus and size, and where the frame sits on screen (read from each
 * pointer event's screen and client coordinates) feed it. Mounted once per request, so a new one waits again.
 * `confirm` answers, after a click, whether it counts: an armed press, and IO v2 still seeing the request.
 */
export function useArming(target: RefObject<HTMLElement | null>) {
  const state = useRef<Arming>(DISARMED)
  const [armed, setArmed] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const send = useCallback((event: ArmingEvent) => {
    state.current = arming(state.current, event)
    clearTimeout(timer.current)
    const at = armsAt(state.current)
    const now = performance.now()
    setArmed(at !== undefined && now >= at)
    if (at !== undefined && now < at) timer.current = setTimeout(() => setArmed(true), at - now)
  }, [])

  useEffect(() => {
    const element = target.current
    if (!element || !reportsVisibility()) return
    state.current = DISARMED
    send({ type: 'moved', at: performance.now() })
    const targets = targetsOf(element)
    const last = new Map<Element, boolean>()
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) last.set(entry.target, seen(entry))
      const visible = targets.length > 0 && targets.every((target) => last.get(target) === true)
      send({ type: 'report', visible, at: performance.now() })
    }, V2_OPTIONS)
    for (const target of targets) observer.observe(target)
    let offset: string | undefined
    const onPointer = (event: PointerEvent) => {
      // The frame's place on screen: a change means the host moved it under the pointer.
      const next = `${event.screenX - event.clientX},${event.screenY - event.clientY}`
      if (offset !== undefined && next !== offset) send({ type: 'moved', at: performance.now() })
      offset = next
    }
    const onBlur = () => send({ type: 'blur' })
    const onFocus = () => send({ type: 'focus', at: performance.now() })
    const onResize = () => send({ type: 'moved', at: performance.now() })
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') send({ type: 'blur' })
    }
    // Capture, so they run before the buttons' own handlers.
    addEventListener('pointermove', onPointer, true)
    addEventListener('pointerdown', onPointer, true)
    addEventListener('blur', onBlur)
    addEventListener('focus', onFocus)
    addEventListener('resize', onResize)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      observer.disconnect()
      clearTimeout(timer.current)
      removeEventListener('pointermove', onPointer, true)
      removeEventListener('pointerdown', onPointer, true)
      removeEventListener('blur', onBlur)
      removeEventListener('focus', onFocus)
      removeEventListener('resize', onResize)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [target, send])

  /** A pointerdown on a button, or Enter or Space on one. */
  const press = useCallback(() => send({ type: 'press', at: performance.now() }), [send])

  const confirm = useCallback(async () => {
    const element = target.current
    if (!element || !acceptsClick(state.current, performance.now())) return false
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    const visible = await confirmVisible(targetsOf(element))
    return visible && acceptsClick(state.current, performance.now())
  }, [target])

  return { armed, press, confirm }
}
