import type { SupportedNamespace } from '../../config/namespaces/index.js'
import type { SiwxBackendClient } from '../../data/siwxBackend.js'
import { log } from '../../lib/log.js'
import type { Actions } from '../../navigation/actions.js'
import type { Session } from '../../state/session.js'
import type { KeyValueStorage } from '../../storage/storage.js'
import type { Store } from '../../store/store.js'
import { SIGN_IN_FORMATS } from './siwxFormats.js'
import { createNamespaceSignIn } from './siwxNamespace.js'
import { signIn } from './siwxSign.js'

/** What the SIWXSignMessage view and Account can do, on the active namespace. */
export type SignInActions = {
  /** Gets a nonce, has the wallet sign the message in its own UI, and has the dapp's backend verify it. */
  sign(): void
  /** SPEC §4: disconnects the namespace when sign-in is required, otherwise closes and stays connected. */
  cancel(): void
  /** Account's "Sign in": asks again after a declined optional sign-in or an expired session. */
  start(): void
}

/**
 * Sign in with X (SPEC §4), the one writer of the sign-in state: one follower per namespace that has a sign-in
 * format (flows/signIn/siwxFormats.ts), each following the session (state/session.ts). The view's actions act on the
 * active namespace, which asking for a sign-in selects.
 */
export function createSignIn(deps: {
  store: Store
  session: Session
  actions: Actions
  storage: KeyValueStorage
  backend: SiwxBackendClient
  /** Disconnects the namespace's wallet (SPEC §4: a required sign-in the user cancels). */
  disconnect(namespace: SupportedNamespace): void
  now?: () => number
  /**
   * Made after startup (flows/signIn/siwxLazy.ts): whether the modal was open, and its `siwx`, when it started. A change
   * since then is acted on at once, as it would have been when it happened.
   */
  since?: { open: boolean; siwx: unknown }
}): SignInActions {
  const { store, actions } = deps
  const now = deps.now ?? Date.now
  const namespaces = (Object.keys(SIGN_IN_FORMATS) as SupportedNamespace[]).map((namespace) =>
    createNamespaceSignIn({ ...deps, now }, namespace),
  )
  const active = () => namespaces.find((entry) => entry.namespace === store.get().namespace)

  deps.session.subscribe((event) => {
    for (const namespace of namespaces) namespace.onSession(event)
  })

  let wasOpen = deps.since?.open ?? store.get().open
  let lastConfig = deps.since ? deps.since.siwx : store.get().config.siwx
  const onStoreChange = () => {
    const { open, config } = store.get()
    const opened = open && !wasOpen
    const configured = config.siwx !== lastConfig
    wasOpen = open
    lastConfig = config.siwx
    for (const namespace of namespaces) namespace.onStoreChange(opened, configured)
  }
  store.subscribe(onStoreChange)
  if (deps.since) onStoreChange()

  return {
    sign() {
      const target = active()
      if (target) void signIn({ ...deps, now }, target)
      else log.debug('sign-in not started: no sign-in on', store.get().namespace)
    },
    cancel() {
      const target = active()
      target?.drop()
      store.set({ signIn: undefined })
      if (!target) return void actions.close({ force: true })
      if (store.get().config.siwx?.required) deps.disconnect(target.namespace)
      else actions.close({ force: true })
    },
    start() {
      const target = active()
      if (!target?.account() || !store.get().config.siwx || target.verified.current()) return
      store.set({ signIn: { phase: 'idle' } })
      actions.push('SIWXSignMessage')
    },
  }
}
