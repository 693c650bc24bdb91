import type { ModalState } from '../../shared/protocol.js'
import { type AppState, activeAccount, activeNetwork, connectedAddress, currentView } from './store.js'

/** The projection the host sees through `getState()` and state events. */
export function toModalState(state: AppState): ModalState {
  const account = activeAccount(state)
  const address = connectedAddress(state)
  const network = activeNetwork(state)
  return {
    open: state.open,
    view: currentView(state),
    status: account.status,
    address,
    caipAddress: address === undefined ? undefined : `${network.caipNetworkId}:${address}`,
    chainId: network.id,
    namespace: state.namespace,
    siwx: state.siwx?.[state.namespace],
  }
}
