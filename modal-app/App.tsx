import './theme/styles.css'
import { QueryClientProvider } from '@tanstack/react-query'
import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router'
import { VIEWS, type ViewName } from '../shared/protocol.js'
import type { WalletActions } from './connectors/walletActions.js'
import { queryClient } from './data/queryClient.js'
import type { Actions } from './state/actions.js'
import { AppProvider, useActions, useApp } from './state/context.js'
import type { KeyValueStorage } from './state/storage.js'
import { StorageProvider } from './state/storageContext.js'
import { currentView, type Direction, type Store, useAppState } from './state/store.js'
import { applyTheme, DARK_QUERY } from './theme/applyTheme.js'
import { Dialog } from './ui/Dialog/Dialog.js'
import { EmptyState } from './ui/EmptyState/EmptyState.js'
import { Header } from './ui/Header/Header.js'
import { InfoIcon } from './ui/Icon/icons.js'
import { Toast } from './ui/Toast/Toast.js'
import { AVAILABLE_VIEWS, VIEW_COMPONENTS } from './views/index.js'
import { VIEW_TITLES } from './views/titles.js'

export type AppProps = {
  store: Store
  actions: Actions
  wallet: WalletActions
  /** Embedded mode: called with the modal's height in CSS pixels whenever it changes. */
  onHeight?: (px: number) => void
  /** SPEC §3's storage (main.tsx); views that remember things (recent wallets) read it from context. */
  storage?: KeyValueStorage
}

/** What each router entry carries: how the view was reached, and how deep the stack is. */
type ViewLocationState = { direction?: Direction; depth: number }

const pathOf = (view: ViewName) => `/${view}`

function viewOf(pathname: string): ViewName {
  const name = pathname.slice(1)
  return VIEWS.find((view) => view === name) ?? 'Connect'
}

function createViewRouter(initial: { view: ViewName; depth: number }, titleId: string) {
  const views = Object.entries(VIEW_COMPONENTS).map(([view, Component]) => ({
    path: pathOf(view as ViewName),
    element: <Component />,
  }))
  return createMemoryRouter(
    [
      {
        element: <ViewFrame titleId={titleId} />,
        children: [...views, { path: '*', element: <UnavailableView /> }],
      },
    ],
    { initialEntries: [{ pathname: pathOf(initial.view), state: { depth: initial.depth } }] },
  )
}

export function App({ store, actions, wallet, onHeight, storage }: AppProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const [router] = useState(() => {
    const state = store.get()
    return createViewRouter({ view: currentView(state), depth: state.stack.length }, titleId)
  })

  // The stack lives in the store (navigation/stack.ts); the router mirrors its top entry.
  useEffect(() => {
    const sync = () => {
      const state = store.get()
      const path = pathOf(currentView(state))
      const depth = state.stack.length
      const { location } = router.state
      if (location.pathname === path && (location.state as ViewLocationState | null)?.depth === depth) return
      const next: ViewLocationState = { direction: state.direction, depth }
      void router.navigate(path, { replace: true, state: next })
    }
    sync()
    const unsubscribe = store.subscribe(sync)
    return () => {
      unsubscribe()
    }
  }, [store, router])

  useTheme(rootRef, store)
  const open = useAppState(store, (state) => state.open)
  const embedded = useAppState(store, (state) => state.config.embedded)
  const toast = useAppState(store, (state) => state.toast)

  return (
    <QueryClientProvider client={queryClient}>
      <StorageProvider storage={storage}>
        <AppProvider store={store} actions={actions} wallet={wallet} views={AVAILABLE_VIEWS}>
          <div ref={rootRef} data-wm-root="" className="font-sans">
            <Dialog
              open={open}
              embedded={embedded}
              labelledBy={titleId}
              onClose={() => actions.close()}
              onHeight={onHeight}
              overlay={<Toast toast={toast} />}
            >
              <RouterProvider router={router} />
            </Dialog>
          </div>
        </AppProvider>
      </StorageProvider>
    </QueryClientProvider>
  )
}

function useTheme(root: RefObject<HTMLElement | null>, store: Store) {
  const mode = useAppState(store, (state) => state.config.themeMode)
  const variables = useAppState(store, (state) => state.config.themeVariables)
  useLayoutEffect(() => {
    const element = root.current
    if (element === null) return
    const apply = () => applyTheme(element, { mode, variables })
    apply()
    if (mode !== 'system' || typeof matchMedia !== 'function') return
    const query = matchMedia(DARK_QUERY)
    query.addEventListener('change', apply)
    return () => query.removeEventListener('change', apply)
  }, [root, mode, variables])
}

/** The header and the current view, both read from the router location so they always change together. */
function ViewFrame({ titleId }: { titleId: string }) {
  const location = useLocation()
  const actions = useActions()
  const embedded = useApp((state) => state.config.embedded)
  const { direction, depth = 1 } = (location.state ?? {}) as Partial<ViewLocationState>
  const view = viewOf(location.pathname)
  const isHome = depth === 1 && (view === 'Connect' || view === 'Account')

  const animation =
    direction === 'next' ? 'animate-view-next' : direction === 'prev' ? 'animate-view-prev' : ''
  return (
    <div className="flex min-h-0 flex-col">
      <Header
        title={VIEW_TITLES[view]}
        titleId={titleId}
        onBack={depth > 1 ? () => actions.back() : undefined}
        onClose={embedded && isHome ? undefined : () => actions.close()}
      />
      <div className="min-h-0 overflow-y-auto overflow-x-hidden overscroll-contain">
        <ViewSlot key={location.pathname} className={animation} />
      </div>
    </div>
  )
}

/** Mounted once per view. The control that navigated unmounts with the old view: keep focus in the dialog. */
function ViewSlot({ className }: { className: string }) {
  const slotRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const card = slotRef.current?.closest<HTMLElement>('[role="dialog"]')
    if (card != null && !card.contains(document.activeElement)) card.focus({ preventScroll: true })
  }, [])
  return (
    <div ref={slotRef} className={className}>
      <Outlet />
    </div>
  )
}

function UnavailableView() {
  return (
    <div className="px-4 pb-6">
      <EmptyState
        icon={<InfoIcon />}
        title="Not available yet"
        description="This screen is not part of this version of the wallet modal."
      />
    </div>
  )
}
