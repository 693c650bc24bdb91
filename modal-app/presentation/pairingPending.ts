import { whenIdle } from '../lib/whenIdle.js'
import { type AppState, currentView, type Store } from '../store/store.js'

/** A WalletConnect pairing is being prepared: its view is open and neither its QR nor its error is there yet. */
const pairingPending = (state: AppState) =>
  state.open &&
  state.config.projectId !== undefined &&
  currentView(state).startsWith('ConnectingWalletConnect') &&
  state.pairingUri === undefined &&
  state.pairingError === undefined

/**
 * Runs `run` in idle time (within `limit` ms), but not while a WalletConnect pairing is being prepared: then it
 * looks again the same way. For work that can wait: WalletConnect's client is large and busy as it starts, and
 * the other views' code loaded beside it made the first QR right after `init` 100–150 ms later (measured).
 */
export function whenNoPairingPending(store: Store, run: () => void, limit: number): void {
  whenIdle(function check() {
    if (pairingPending(store.get())) whenIdle(check, limit)
    else run()
  }, limit)
}
