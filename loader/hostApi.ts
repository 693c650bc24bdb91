import { isOpenableLink } from '../shared/isOpenableLink.js'
import type { HostApi } from '../shared/protocol.js'
import { walletRequest } from './hostWallets.js'

/** What the loader serves the modal on the host port (ARCHITECTURE.md, "Trust": the modal's page is the caller). */
export const hostApi: HostApi = {
  openUrl(url) {
    // This is the last guard: the modal's own rule again (shared/isOpenableLink.ts), on the link as sent. https in
    // a new tab (the target '' is `_blank` in 5 B less of gzip), apps in place.
    if (isOpenableLink(url)) open(url, /^https:/.test(url) ? '' : '_self', 'noopener')
  },
  walletRequest,
  storage(key, value) {
    const k = `wm:${key}`
    try {
      if (value === null) localStorage.removeItem(k)
      else if (value !== undefined) localStorage.setItem(k, value)
      return localStorage.getItem(k)
    } catch {
      return null
    }
  },
}
