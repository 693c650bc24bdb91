import type { HostApi } from '../shared/protocol.js'
import { walletRequest } from './hostWallets.js'

/** What the loader serves the modal on the host port (ARCHITECTURE.md, "Trust": the modal's page is the caller). */
export const hostApi: HostApi = {
  openUrl(url) {
    // The parsed protocol: the parser also undoes tricks such as "java\nscript:". The modal allows only https and
    // wallets' own app schemes (wallets/toSafeLink.ts); this is the last guard: https in a tab, apps in place.
    const { protocol } = new URL(url)
    if (!/^(http|javascript|data|vbscript|file|blob|about):$/.test(protocol))
      open(url, protocol === 'https:' ? '_blank' : '_self', 'noopener')
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
