import type { ViewName } from '../../shared/protocol.js'
import type { Actions } from './actions.js'
import type { Session } from './session.js'
import { currentView, type Store } from './store.js'

/** The views that wait for a wallet to connect, and close once one does. */
const CONNECTING_VIEWS: readonly ViewName[] = ['ConnectingExternal', 'ConnectingWalletConnect']

/**
 * How the views follow the session, in one place: a wallet on a chain the app does not list gets UnsupportedChain
 * (SPEC §4, unless the config allows it), and a new connection closes the view that was waiting for it.
 */
export function reactToSession(session: Session, store: Store, actions: Actions) {
  return session.subscribe((event) => {
    if (event.type !== 'connected') return
    const { config } = store.get()
    if (!event.listed && config.enableNetworkSwitch && !config.allowUnsupportedChain)
      actions.open({ view: 'UnsupportedChain' })
    if (event.fresh && CONNECTING_VIEWS.includes(currentView(store.get()))) actions.close({ force: true })
  })
}
