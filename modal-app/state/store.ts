import { useSyncExternalStore } from 'react'
import type { ConnectionStatus, ModalState, Namespace, ViewName } from '../../shared/protocol.js'
import type { NetworkEntry, ResolvedConfig } from '../config/types.js'
import type { WalletRecord } from '../wallets/types.js'

export type Direction = 'next' | 'prev'

/**
 * A browser wallet detected on the host page. `icon` is a `data:image/*` URL, rendered only through `<img>`.
 * `rdns` (EIP-6963) matches it with catalogue wallets (SPEC §5).
 */
export type BrowserWallet = {
  id: string
  name: string
  icon: string
  installed: boolean
  rdns?: string | undefined
}

/** A connection to a host wallet in progress, for the ConnectingExternal view. */
export type Connecting = {
  walletId: string
  name: string
  icon: string
  phase: 'pending' | 'declined' | 'error'
  message?: string
}

export type Toast = { id: number; message: string; variant: 'success' | 'error' | 'info' | 'loading' }

export type AppState = {
  config: ResolvedConfig
  /** The embedding page's origin, as the handshake verified it: the site the modal names (never a config claim). */
  origin: string
  open: boolean
  /** View history; the current view is the last entry. Never empty. */
  stack: ViewName[]
  direction: Direction
  status: ConnectionStatus
  namespace: Namespace
  network: NetworkEntry
  address: string | undefined
  /** The toast on screen, if any (SPEC §4 toast rule in ui/toast). */
  toast: Toast | undefined
  /** Browser wallets announced on the host page; absent means none detected yet. */
  wallets?: BrowserWallet[]
  connecting?: Connecting | undefined
  /** The WalletConnect pairing URI on show, if any, and why the last pairing failed. */
  pairingUri?: string | undefined
  pairingError?: string | undefined
  /** The catalogue wallet the user chose (AllWallets, Connect); the Connecting views show it. */
  selectedWallet?: WalletRecord | undefined
}

type Listener = () => void

/** A minimal external store: one state object, replaced on every change. */
export function createStore(initial: AppState) {
  let state = initial
  const listeners = new Set<Listener>()
  return {
    get: () => state,
    set(update: Partial<AppState> | ((state: AppState) => Partial<AppState>)) {
      const patch = typeof update === 'function' ? update(state) : update
      state = { ...state, ...patch }
      // One listener that throws must not starve the others (React's among them).
      for (const listener of listeners)
        try {
          listener()
        } catch (error) {
          console.error('[wallet-modal] a state listener failed', error)
        }
    },
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
export type Store = ReturnType<typeof createStore>

/** The current view: the top of the stack. */
export const currentView = (state: AppState): ViewName => state.stack[state.stack.length - 1] ?? 'Connect'

/** The projection the host sees through `getState()` and state events. */
export function toModalState(state: AppState): ModalState {
  const connected = state.status === 'connected' && state.address !== undefined
  return {
    open: state.open,
    view: currentView(state),
    status: state.status,
    address: connected ? state.address : undefined,
    caipAddress: connected ? `${state.network.caipNetworkId}:${state.address}` : undefined,
    chainId: state.network.id,
    namespace: state.namespace,
  }
}

export function useAppState<T>(store: Store, selector: (state: AppState) => T): T {
  return useSyncExternalStore(store.subscribe, () => selector(store.get()))
}
