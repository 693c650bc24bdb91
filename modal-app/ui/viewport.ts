import { useSyncExternalStore } from 'react'

const MOBILE_MEDIA_QUERIES = ['(max-width: 430px)', '(pointer: coarse)'] as const

/** A phone-sized or touch-first viewport: SPEC §2's mobile rules and SPEC §5's browser-wallet rule use it. */
export function isMobileViewport(): boolean {
  if (typeof matchMedia !== 'function') return false
  return MOBILE_MEDIA_QUERIES.some((query) => matchMedia(query).matches)
}

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {}
  const lists = MOBILE_MEDIA_QUERIES.map((query) => matchMedia(query))
  for (const list of lists) list.addEventListener('change', onChange)
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange)
  }
}

/** {@link isMobileViewport}, re-rendering when the viewport crosses the line. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport, () => false)
}
