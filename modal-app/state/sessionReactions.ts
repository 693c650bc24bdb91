import type { ViewName } from '../../shared/protocol.js'
import type { Actions } from '../navigation/actions.js'
import { currentView, type Store } from '../store/store.js'
import type { Session } from './session.js'

/** The views that wait for a wallet to connect, and close once one does. */
const CONNECTING_VIEWS: readonly ViewName[] = [
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
]

/**
 * How the views follow the session, in one place: a wallet on a chain the app does not list gets UnsupportedChain
 * (SPEC §4, unless the config allows it), also when a new config stops listing it, and loses it when a new config
 * lists it; a new connection closes the view that was waiting for it.
 */
export function reactToSession(session: Session, store: Store, actions: Actions) {
  const unsupported = () => {
    const { config } = store.get()
    // Basic protocol mode (`manualWCControl`) shows no UnsupportedChain (SPEC §4): every opening there is the
    // pairing's (navigation/stack.ts), so opening would show a new QR code to a connected user.
    if (config.enableNetworkSwitch && !config.allowUnsupportedChain && !config.manualWCControl)
      actions.open({ view: 'UnsupportedChain' })
  }
  return session.subscribe((event) => {
    if (event.type === 'listing') {
      // The dapp's config lists the chain after all: the UnsupportedChain judged on the deployment's goes away.
      if (!event.listed) unsupported()
      else if (currentView(store.get()) === 'UnsupportedChain') actions.back()
    }
    if (event.type !== 'connected') return
    if (!event.listed) unsupported()
    if (event.fresh && CONNECTING_VIEWS.includes(currentView(store.get()))) actions.close({ force: true })
  })
}
