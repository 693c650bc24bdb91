import type { Namespace, ViewName } from '../../shared/protocol.js'
import { type AppState, connectedAddress, currentView, type Store, type Toast } from '../store/store.js'
import { isMobileViewport } from '../ui/viewport.js'
import type { WalletRecord } from '../wallets/types.js'
import { openingViewOf } from './openingView.js'
import { back, type CloseContext, closeDecision, type Nav, push, replace } from './stack.js'

export type Actions = {
  open(options: { view?: ViewName; namespace?: Namespace }): void
  /** Answers false when closing is blocked (SPEC §2). */
  close(options?: { force?: boolean }): boolean
  push(view: ViewName): void
  back(): void
  replace(view: ViewName): void
  showToast(message: string, variant?: Toast['variant']): void
  /** After a disconnect: Connect is the only view left. */
  showConnect(): void
  /** Remembers the catalogue wallet the user chose, for the view that connects it. */
  selectWallet(wallet: WalletRecord | undefined): void
}

export type ActionsEnvironment = {
  /** Decides AllWallets vs ConnectingWalletConnectBasic when opening (SPEC §2). */
  isMobile?: () => boolean
  /** Moves the app to a namespace's first network (the session's decision: state/session.ts). */
  selectNamespace(namespace: Namespace): void
}

export const TOAST_DURATION_MS = 3000
/** SPEC §9: how long the shake flag lasts. */
export const SHAKE_MS = 500
/** SPEC §3: a toast that replaces a visible one waits this long. */
export const TOAST_SWAP_DELAY_MS = 150

/** What SPEC §2's closing rules look at in the state. */
export function closeContext(state: AppState, force = false): CloseContext {
  return {
    view: currentView(state),
    force,
    embedded: state.config.embedded,
    connected: connectedAddress(state) !== undefined,
    signInRequired: state.config.siwx?.required === true && state.siwx?.[state.namespace] === undefined,
  }
}

export function createActions(store: Store, env: ActionsEnvironment): Actions {
  const isMobile = env.isMobile ?? isMobileViewport
  let toastId = 0
  let showTimer: ReturnType<typeof setTimeout> | undefined
  let hideTimer: ReturnType<typeof setTimeout> | undefined
  let shakeTimer: ReturnType<typeof setTimeout> | undefined

  const nav = (): Nav => {
    const { stack, direction } = store.get()
    return { stack, direction }
  }
  const navigate = (next: Nav) => {
    if (next.stack !== store.get().stack) store.set({ stack: next.stack, direction: next.direction })
  }

  const actions: Actions = {
    open({ view, namespace }) {
      if (namespace !== undefined) env.selectNamespace(namespace)
      const state = store.get()
      const first = openingViewOf(state, isMobile(), view)
      // The view kept ready while closed (navigation/openingView.ts) stays as it is: opening renders nothing.
      if (state.stack.length === 1 && state.stack[0] === first) store.set({ open: true })
      else store.set({ open: true, stack: [first], direction: 'next' })
    },

    close({ force = false } = {}) {
      const state = store.get()
      const decision = closeDecision(closeContext(state, force))
      if (decision === 'blocked') {
        // The card shakes: closing is refused, not ignored. Another refusal starts the 500 ms again.
        clearTimeout(shakeTimer)
        store.set({ shake: true })
        shakeTimer = setTimeout(() => store.set({ shake: false }), SHAKE_MS)
        return false
      }
      if (decision === 'close') store.set({ open: false })
      else store.set({ stack: [decision.reset], direction: 'prev' })
      return true
    },

    push(view) {
      navigate(push(nav(), view))
    },

    back() {
      const next = back(nav())
      if ('close' in next) actions.close()
      else navigate(next)
    },

    replace(view) {
      navigate(replace(nav(), view))
    },

    showToast(message, variant = 'info') {
      const swapping = store.get().toast !== undefined || showTimer !== undefined
      clearTimeout(showTimer)
      clearTimeout(hideTimer)
      showTimer = undefined
      hideTimer = undefined
      const toast: Toast = { id: ++toastId, message, variant }
      const show = () => {
        showTimer = undefined
        store.set({ toast })
        if (variant === 'loading') return
        hideTimer = setTimeout(() => {
          hideTimer = undefined
          if (store.get().toast?.id === toast.id) store.set({ toast: undefined })
        }, TOAST_DURATION_MS)
      }
      if (!swapping) return show()
      store.set({ toast: undefined })
      showTimer = setTimeout(show, TOAST_SWAP_DELAY_MS)
    },

    showConnect() {
      store.set({ stack: ['Connect'], direction: 'prev' })
    },

    selectWallet(wallet) {
      store.set({ selectedWallet: wallet })
    },
  }
  return actions
}
