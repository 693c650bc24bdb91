import type { Namespace, SiwxState } from '../../../shared/protocol.js'
import { storedSession } from '../../storage/siwxStoredSession.js'
import type { KeyValueStorage } from '../../storage/storage.js'
import type { Store } from '../../store/store.js'

/** setTimeout's longest delay; a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * One namespace's verified sign-in: in the store (what `getState().siwx` shows), in storage (what a reload finds),
 * and dropped when it expires. Remembers whose session expired, so that the next opening asks that account again.
 */
export function createVerifiedSession(deps: {
  store: Store
  storage: KeyValueStorage
  namespace: Namespace
  now: () => number
}) {
  const { store, namespace, now } = deps
  const stored = storedSession(deps.storage, namespace)
  let expiryTimer: ReturnType<typeof setTimeout> | undefined
  let expiredFor: string | undefined
  const current = () => store.get().siwx?.[namespace]

  function keep(verified: SiwxState | undefined) {
    clearTimeout(expiryTimer)
    store.set((state) => ({ siwx: { ...state.siwx, [namespace]: verified } }))
    if (verified) watchExpiry(verified)
  }

  function watchExpiry(verified: SiwxState) {
    const left = Date.parse(verified.expiresAt) - now()
    expiryTimer = setTimeout(
      () => {
        if (current() !== verified) return
        if (Date.parse(verified.expiresAt) > now()) return watchExpiry(verified)
        stored.remove()
        expiredFor = verified.address
        keep(undefined)
      },
      Math.min(Math.max(left, 0), MAX_TIMER_MS),
    )
  }

  return {
    current,
    read: stored.read,
    /** Shows `verified` (found in storage or at the backend's `sessionUrl`), or nothing. */
    keep,
    /** A session the backend just verified, or found at `sessionUrl`: kept and stored. */
    accept(verified: SiwxState) {
      stored.write(verified)
      expiredFor = undefined
      keep(verified)
    },
    /** The namespace disconnected: nothing of its sign-in is left. */
    forget() {
      expiredFor = undefined
      stored.remove()
      if (current()) keep(undefined)
    },
    /** The address whose session expired since it last signed in, if any. */
    expiredFor: () => expiredFor,
  }
}
