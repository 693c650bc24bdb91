import { useSyncExternalStore } from 'react'
import { isMobileViewport, MOBILE_MEDIA_QUERIES } from './actions.js'

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
