import './theme/styles.css'
import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { SignInActions } from './flows/signIn/siwx.js'
import { SignInProvider } from './flows/signIn/siwxContext.js'
import type { Actions } from './navigation/actions.js'
import { closeContext } from './navigation/actions.js'
import { closeDecision } from './navigation/stack.js'
import type { WalletActions } from './state/walletActions.js'
import { StorageProvider } from './storage/context.js'
import type { KeyValueStorage } from './storage/storage.js'
import { currentView, type Store, useAppState } from './store/store.js'
import { applyTheme, DARK_QUERY } from './theme/applyTheme.js'
import { Dialog } from './ui/Dialog/Dialog.js'
import { EmptyState } from './ui/EmptyState/EmptyState.js'
import { Header } from './ui/Header/Header.js'
import { InfoIcon } from './ui/Icon/icons.js'
import { Toast } from './ui/Toast/Toast.js'
import { AppProvider, useActions, useApp } from './views/context.js'
import { AVAILABLE_VIEWS, VIEW_COMPONENTS } from './views/index.js'
import { VIEW_TITLES } from './views/titles.js'
import { ViewBoundary } from './views/ViewBoundary.js'

export type AppProps = {
  store: Store
  actions: Actions
  wallet: WalletActions
  /** Embedded mode: called with the modal's height in CSS pixels whenever it changes. */
  onHeight?: (px: number) => void
  /** SPEC §3's storage (main.tsx); views that remember things (recent wallets) read it from context. */
  storage?: KeyValueStorage
  /** Sign in with X (flows/signIn/siwx.ts), for the SIWXSignMessage view. */
  signIn?: SignInActions
  /** Whether the dialog was on screen before this task (presentation/presentation.ts): a view that arrives then slides in. */
  isShown: () => boolean
}

/**
 * The dialog and its current view. It does not follow `open`: the dialog stays rendered while closed, and
 * presentation/presentation.ts shows it without a render.
 */
export function App({ store, actions, wallet, onHeight, storage, signIn, isShown }: AppProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useTheme(rootRef, store)
  const embedded = useAppState(store, (state) => state.config.embedded)
  const toast = useAppState(store, (state) => state.toast)
  const shaking = useAppState(store, (state) => state.shake)

  return (
    <StorageProvider storage={storage}>
      <SignInProvider signIn={signIn}>
        <AppProvider store={store} actions={actions} wallet={wallet} views={AVAILABLE_VIEWS}>
          <div ref={rootRef} data-wm-root="" className="font-sans">
            <Dialog
              embedded={embedded}
              labelledBy={titleId}
              onClose={() => actions.close()}
              onHeight={onHeight}
              overlay={<Toast toast={toast} />}
              shaking={shaking}
            >
              <ViewFrame titleId={titleId} isShown={isShown} />
            </Dialog>
          </div>
        </AppProvider>
      </SignInProvider>
    </StorageProvider>
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

/**
 * The header and the current view. The view stack has one owner, the store (navigation/stack.ts decides its
 * changes): both are read from one snapshot of it, so they always change together.
 */
function ViewFrame({ titleId, isShown }: { titleId: string; isShown: () => boolean }) {
  const actions = useActions()
  const embedded = useApp((state) => state.config.embedded)
  const view = useApp(currentView)
  const depth = useApp((state) => state.stack.length)
  const direction = useApp((state) => state.direction)
  const isHome = depth === 1 && (view === 'Connect' || view === 'Account')
  // SPEC §2/§4: a view that may not close (a required sign-in) offers no close button.
  const closable = useApp((state) => closeDecision(closeContext(state)) !== 'blocked')
  const View = VIEW_COMPONENTS[view] ?? UnavailableView

  // A view that arrives while the dialog is hidden, or with it, appears as it is; later ones slide in the way
  // they were reached. ViewSlot reads this once, when the view mounts.
  const animation = !isShown() ? '' : direction === 'next' ? 'animate-view-next' : 'animate-view-prev'
  return (
    <div className="flex min-h-0 flex-col">
      <Header
        title={VIEW_TITLES[view]}
        titleId={titleId}
        // A request on show is answered by its own buttons (Reject), never left behind by going back.
        onBack={depth > 1 && view !== 'ApproveTransaction' ? () => actions.back() : undefined}
        onClose={(embedded && isHome) || !closable ? undefined : () => actions.close()}
      />
      <div className="min-h-0 overflow-y-auto overflow-x-hidden overscroll-contain">
        <ViewSlot key={view} className={animation}>
          <ViewBoundary>
            <View />
          </ViewBoundary>
        </ViewSlot>
      </div>
    </div>
  )
}

/**
 * Mounted once per view. The control that navigated unmounts with the old view: keep focus in the dialog. Only
 * when the frame has focus: a view rendered while closed (or embedded, before the visitor used it) must not take
 * focus from the dapp's page, and an inert frame does not stop a same-site one from taking it.
 */
function ViewSlot(props: { className: string; children: ReactNode }) {
  const slotRef = useRef<HTMLDivElement>(null)
  // Fixed at mount: the animation plays once, when the view arrives.
  const [className] = useState(props.className)
  useEffect(() => {
    const card = slotRef.current?.closest<HTMLElement>('[role="dialog"]')
    if (card != null && document.hasFocus() && !card.contains(document.activeElement))
      card.focus({ preventScroll: true })
  }, [])
  return (
    <div ref={slotRef} className={className}>
      {props.children}
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
