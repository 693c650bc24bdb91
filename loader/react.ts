import { useMemo, useSyncExternalStore } from 'react'
import { closeWalletModal, disconnect, getState, openWalletModal, subscribe } from './index.js'
import type { ModalState, Namespace, OpenWalletModalOptions, WalletInfo } from './types.js'

/**
 * React hooks over the loader (issue 25.8; SPEC §1: open and close, read the account, the theme, the wallet and the
 * state, disconnect). Built as `react.mjs` beside `loader.mjs`, which it imports: one loader, one frame. Each hook
 * reads the modal's reported state through `subscribe` (`useSyncExternalStore`), so a component renders again only
 * when what it reads changed. Safe to import where a server renders the page (Next.js): there, and in the client's
 * hydrating render, the state is the one before the modal reports, so the two renders agree.
 */

/** The state before the modal reports: what the server renders, and the client's hydration with it. */
const INITIAL: ModalState = Object.freeze({
  open: false,
  view: 'Connect',
  status: 'disconnected',
  address: undefined,
  caipAddress: undefined,
  chainId: undefined,
  namespace: undefined,
})

const initial = () => INITIAL

/** The modal's whole reported state (`getState()`), current. */
export function useWalletModalState(): ModalState {
  return useSyncExternalStore(subscribe, getState, initial)
}

/** One value of the state: the component renders again only when it changes (compared with `Object.is`). */
function useStateValue<T>(select: (state: ModalState) => T, serverValue: T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(getState()),
    () => serverValue,
  )
}

/** Opens and closes the modal; `isOpen` once it is on screen. */
export function useWalletModal(): {
  open: (options?: OpenWalletModalOptions) => Promise<ModalState>
  close: () => Promise<ModalState>
  isOpen: boolean
} {
  const isOpen = useStateValue((state) => state.open, false)
  return useMemo(() => ({ open: openWalletModal, close: closeWalletModal, isOpen }), [isOpen])
}

export type WalletModalAccount = {
  address: string | undefined
  caipAddress: string | undefined
  isConnected: boolean
  status: ModalState['status']
  namespace: Namespace | undefined
  chainId: number | string | undefined
}

/** The active namespace's account: its address (CAIP-10 too), status, namespace and chain. */
export function useWalletModalAccount(): WalletModalAccount {
  const address = useStateValue((state) => state.address, undefined)
  const caipAddress = useStateValue((state) => state.caipAddress, undefined)
  const status = useStateValue((state) => state.status, INITIAL.status)
  const namespace = useStateValue((state) => state.namespace, undefined)
  const chainId = useStateValue((state) => state.chainId, undefined)
  return useMemo(
    () => ({ address, caipAddress, isConnected: status === 'connected', status, namespace, chainId }),
    [address, caipAddress, status, namespace, chainId],
  )
}

/** The theme the modal shows (`'system'` resolved to the visitor's preference) and the variables the config set. */
export function useWalletModalTheme(): {
  themeMode: 'light' | 'dark' | undefined
  themeVariables: Readonly<Record<string, string | number>> | undefined
} {
  const themeMode = useStateValue((state) => state.themeMode, undefined)
  const themeVariables = useStateValue((state) => state.themeVariables, undefined)
  return useMemo(() => ({ themeMode, themeVariables }), [themeMode, themeVariables])
}

/** The connected wallet's name, icon and kind; undefined when none is connected. */
export function useWalletInfo(): { walletInfo: WalletInfo | undefined } {
  const walletInfo = useStateValue((state) => state.wallet, undefined)
  return useMemo(() => ({ walletInfo }), [walletInfo])
}

/** Disconnects every namespace. */
export function useDisconnect(): { disconnect: () => Promise<ModalState> } {
  return DISCONNECT
}

const DISCONNECT = Object.freeze({ disconnect })
