import type { ViewName } from '../../shared/protocol.js'
import { type AppState, connectedAddress, type Store } from '../store/store.js'
import { openingView } from './stack.js'

/** The view the modal opens on from `state` (SPEC §2's opening rules), `view` when the caller asks for one. */
export function openingViewOf(state: AppState, isMobile: boolean, view?: ViewName): ViewName {
  return openingView({
    view,
    manualControl: state.config.manualWCControl,
    isMobile,
    address: connectedAddress(state),
  })
}

/**
 * While the modal is closed, keeps the view a plain `openWalletModal()` opens on (Connect, or Account when
 * connected) on the stack, so it stays rendered, hidden, and opening has nothing left to render. It follows every
 * change (a wallet connects, the config changes), and puts it back after a close that left another view on top.
 */
export function keepOpeningViewReady(store: Store, isMobile: () => boolean): () => void {
  const prepare = () => {
    const state = store.get()
    if (state.open) return
    const view = openingViewOf(state, isMobile())
    if (state.stack.length !== 1 || state.stack[0] !== view) store.set({ stack: [view], direction: 'next' })
  }
  prepare()
  return store.subscribe(prepare)
}
