import { lazily } from '../../lib/lazily.js'
import { log } from '../../lib/log.js'
import type { Actions } from '../../navigation/actions.js'
import type { Session, SessionEvent } from '../../state/session.js'
import type { KeyValueStorage } from '../../storage/storage.js'
import type { Store } from '../../store/store.js'
import type { SignInActions } from './siwx.js'

/**
 * Sign in with X (flows/signIn/siwx.ts) in a chunk of its own, loaded after `ready` (issue 11.3): until it is, the session's
 * events are kept, and handed to it first, in order; the state it started from is the modal's at startup. Its
 * actions wait for it (its view, SIWXSignMessage, is only asked for once it is loaded).
 */
export function createLazySignIn(deps: {
  store: Store
  session: Session
  actions: Actions
  storage: KeyValueStorage
  disconnect(namespace: SessionEvent['namespace']): void
}): SignInActions & { load(): Promise<unknown> } {
  const { store, session } = deps
  const since = { open: store.get().open, siwx: store.get().config.siwx }
  const kept: SessionEvent[] = []
  const stopKeeping = session.subscribe((event) => kept.push(event))
  const load = lazily(() =>
    Promise.all([import('./siwx.js'), import('../../data/siwxBackend.js')]).then(
      ([{ createSignIn }, { createSiwxBackendClient }]) => {
        stopKeeping()
        const replaying: Session = {
          ...session,
          subscribe(listener) {
            for (const event of kept.splice(0)) listener(event)
            return session.subscribe(listener)
          },
        }
        return createSignIn({ ...deps, session: replaying, backend: createSiwxBackendClient(), since })
      },
    ),
  )
  const later = (act: (signIn: SignInActions) => void) => () =>
    void load().then(act, (error: unknown) => log.warn('sign-in could not load', error))
  return {
    load,
    sign: later((signIn) => signIn.sign()),
    cancel: later((signIn) => signIn.cancel()),
    start: later((signIn) => signIn.start()),
  }
}
