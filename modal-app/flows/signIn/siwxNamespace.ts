import type { SupportedNamespace } from '../../config/namespaces/index.js'
import type { SiwxBackendClient } from '../../data/siwxBackend.js'
import { log } from '../../lib/log.js'
import type { Actions } from '../../navigation/actions.js'
import type { SessionEvent } from '../../state/session.js'
import { isSessionFor } from '../../storage/siwxStoredSession.js'
import type { KeyValueStorage } from '../../storage/storage.js'
import { addressOf, currentView, type Store } from '../../store/store.js'
import { createVerifiedSession } from './siwxVerifiedSession.js'

export type NamespaceSignInDeps = {
  store: Store
  actions: Actions
  storage: KeyValueStorage
  backend: SiwxBackendClient
  now: () => number
}

/**
 * One namespace's side of Sign in with X (SPEC §4): after a connect, keeps the account's verified sign-in (stored,
 * or the backend's `sessionUrl`) or asks for one in SIWXSignMessage; forgets it on disconnect; asks again on the
 * next opening after it expired. `generation` moves whenever work started before must be dropped.
 */
export function createNamespaceSignIn(deps: NamespaceSignInDeps, namespace: SupportedNamespace) {
  const { store, actions, backend, now } = deps
  const verified = createVerifiedSession({ ...deps, namespace })
  let generation = 0
  const config = () => store.get().config.siwx
  const account = () => addressOf(store.get(), namespace)

  /** SIWXSignMessage for this namespace's account (the namespace becomes the active one). */
  function ask() {
    store.set({ signIn: { phase: 'idle' } })
    const state = store.get()
    if (currentView(state) !== 'SIWXSignMessage' || !state.open || state.namespace !== namespace)
      actions.open({ view: 'SIWXSignMessage', namespace })
  }

  async function follow(address: string) {
    const siwx = config()
    if (!siwx || isSessionFor(verified.current(), namespace, address, now())) return
    if (verified.current()) verified.keep(undefined)
    const started = ++generation
    let found = await verified.read()
    if (!isSessionFor(found, namespace, address, now()) && siwx.sessionUrl) {
      found = await backend.session(siwx.sessionUrl).catch((error: unknown) => {
        log.warn('the sign-in backend did not answer sessionUrl', error)
        return undefined
      })
    }
    if (started !== generation || account() !== address) return
    if (isSessionFor(found, namespace, address, now())) return verified.accept(found)
    ask()
  }

  return {
    namespace,
    verified,
    account,
    ask,
    generation: () => generation,
    /** The user cancelled: a signature still pending is dropped when it arrives. */
    drop: () => void generation++,
    onSession(event: SessionEvent) {
      if (event.namespace !== namespace) return
      if (event.type === 'connected') {
        if (event.listed) void follow(event.address)
        return
      }
      // The dapp's networks list the wallet's chain after all (or no longer do): a chain, not an account, changed.
      if (event.type === 'listing') {
        const address = account()
        if (event.listed && address !== undefined) void follow(address)
        return
      }
      generation++
      verified.forget()
      if (store.get().signIn && store.get().namespace === namespace) store.set({ signIn: undefined })
    },
    /** "Next use": the modal opened after this account's session expired; or the dapp's config turned sign-in on. */
    onStoreChange(opened: boolean, configured: boolean) {
      const address = account()
      if (address === undefined || verified.current() || store.get().signIn) return
      if (configured) return void follow(address)
      const active = store.get().namespace === namespace
      if (opened && active && verified.expiredFor() === address && config()) ask()
    },
  }
}
export type NamespaceSignIn = ReturnType<typeof createNamespaceSignIn>
