import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react'
import type { ViewName } from '../../shared/protocol.js'
import type { Actions } from '../navigation/actions.js'
import type { WalletActions } from '../state/walletActions.js'
import { type AppState, type Store, useAppState } from '../store/store.js'

type AppContextValue = { store: Store; actions: Actions; wallet: WalletActions; views: readonly ViewName[] }

const AppContext = createContext<AppContextValue | null>(null)
const NO_VIEWS: readonly ViewName[] = []

export function AppProvider(props: {
  store: Store
  actions: Actions
  wallet: WalletActions
  /** Views that have a component; others cannot be opened from the UI. */
  views?: readonly ViewName[]
  children: ReactNode
}) {
  const { store, actions, wallet, views = NO_VIEWS, children } = props
  const value = useMemo(() => ({ store, actions, wallet, views }), [store, actions, wallet, views])
  return <AppContext value={value}>{children}</AppContext>
}

function useAppContext(): AppContextValue {
  const value = useContext(AppContext)
  if (value === null) throw new Error('useApp/useActions must be used inside <AppProvider>')
  return value
}

/** The store, for a flow's own writers (flows/*): views hand it to them, and never write it themselves. */
export function useStore(): Store {
  return useAppContext().store
}

export function useActions(): Actions {
  return useAppContext().actions
}

/** Connecting, disconnecting and switching networks. */
export function useWallet(): WalletActions {
  return useAppContext().wallet
}

/** Selects from the app state. The selector must return a stable value (a primitive or a state member). */
export function useApp<T>(selector: (state: AppState) => T): T {
  return useAppState(useAppContext().store, selector)
}

export function useCanOpen(view: ViewName): boolean {
  return useAppContext().views.includes(view)
}

/** WalletConnect's client id when known, read at call time (services keep the getter, not the value). */
export function useClientIdGetter(): () => string | undefined {
  const { store } = useAppContext()
  return useCallback(() => store.get().walletConnectClientId, [store])
}
