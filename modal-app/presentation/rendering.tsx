import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { App } from '../App.js'
import type { SignInActions } from '../flows/signIn/siwx.js'
import { whenIdle } from '../lib/whenIdle.js'
import type { Actions } from '../navigation/actions.js'
import { openingViewOf } from '../navigation/openingView.js'
import type { WalletActions } from '../state/walletActions.js'
import type { KeyValueStorage } from '../storage/storage.js'
import { currentView, type Store } from '../store/store.js'
import { isMobileViewport } from '../ui/viewport.js'
import { openingViewLoaded, preloadOpeningView, preloadViews } from '../views/index.js'
import { whenNoPairingPending } from './pairingPending.js'
import type { Presentation } from './presentation.js'
import { createPriming } from './priming.js'

/** The frame's User Timing mark when the app first rendered (its opening screen drawn, hidden). */
const RENDERED_MARK = 'wallet-modal:rendered'
/** The longest an opening waits for its view's code; past it, the app renders with the view's loading state. */
const LOAD_WAIT_MS = 1000
/** The longest wait for idle time before the app renders with the dapp's config, once it has answered it. */
const CONFIGURED_RENDER_LIMIT_MS = 100
/** The longest wait for idle time before the other views' code loads, once the views it opens on are loaded. */
const OTHER_VIEWS_LIMIT_MS = 500

/**
 * The app, rendered once, synchronously, at the first of: idle time after the dapp's config is answered (a dapp
 * calls `init` at load, and its config is sent right after `ready`: rendered before it was, every view rendered
 * twice on a cold start), an opening, or idle time after `ready` (a page that never calls `init`). From then on
 * opening has nothing left to render. The parts of the view it opens on are chunks of their own (views/index.ts),
 * loaded in idle time after `ready`: it renders once they are there, and is primed (presentation/priming.ts) only while
 * the view it opens on is loaded (Account's chunk loads when a wallet connects).
 */
export function createRendering(
  root: HTMLElement,
  core: {
    store: Store
    actions: Actions
    wallets: { wallet: WalletActions }
    signIn: SignInActions
    presentation: Presentation
  },
  options: { storage: KeyValueStorage; onHeight: (height: number) => void },
) {
  const { store, presentation } = core
  const reactRoot = createRoot(root)
  let rendered = false
  let loading = false
  const openingView = () => openingViewOf(store.get(), isMobileViewport())
  /** Loads the chunks of the view it opens on now, and from then on of each it comes to open on. */
  const openingViews = () => {
    loading = true
    return preloadOpeningView(openingView(), store.get().config).then(() => priming.follow())
  }
  store.subscribe(() => {
    if (loading && !openingViewLoaded(openingView(), store.get().config)) void openingViews()
  })
  const priming = createPriming(store, {
    rendered: () => rendered && openingViewLoaded(openingView(), store.get().config),
    isMobile: isMobileViewport,
  })
  const render = () => {
    if (rendered) return
    rendered = true
    flushSync(() =>
      reactRoot.render(
        <App
          store={store}
          actions={core.actions}
          wallet={core.wallets.wallet}
          storage={options.storage}
          signIn={core.signIn}
          isShown={() => presentation.settled}
          onHeight={options.onHeight}
        />,
      ),
    )
    performance.mark(RENDERED_MARK)
    priming.follow()
  }
  /**
   * As it opens: renders now when the view it shows is loaded (or it has rendered already); otherwise loads that
   * view first, for up to LOAD_WAIT_MS, and renders then (the promise, which the presentation waits for), so that
   * no placeholder shows that the view would replace under the user's pointer.
   */
  let waiting: Promise<unknown> | undefined
  const renderForOpening = (): Promise<unknown> | undefined => {
    if (rendered) return undefined
    const view = currentView(store.get())
    if (openingViewLoaded(view, store.get().config)) return void render()
    // One wait for every change while it lasts.
    waiting ??= Promise.race([
      preloadOpeningView(view, store.get().config),
      new Promise((resolve) => setTimeout(resolve, LOAD_WAIT_MS)),
    ]).then(render)
    return waiting
  }
  return {
    render,
    renderForOpening,
    /**
     * Renders soon: in idle time (within `limit` ms), once the opening views are loaded, which starts then if it
     * has not (the caller's task, answering the dapp's config, goes first).
     */
    renderSoon: (limit = CONFIGURED_RENDER_LIMIT_MS) =>
      whenIdle(() => void openingViews().then(render), limit),
    /** Loads the opening views' chunks (in idle time after `ready`, or on the first `renderSoon`). */
    openingViews,
    /**
     * Once the opening views are loaded, in idle time: every other view's code, and `more`; then, once `flows`
     * settles (the dapp's config is in, or the modal opens), the code of the wallet's flows its `features` turn on.
     * Not while a WalletConnect pairing is being prepared (presentation/pairingPending.ts).
     */
    preloadOtherViews: (more: () => void, flows: Promise<unknown>) =>
      openingViews().then(() =>
        whenNoPairingPending(
          store,
          () => {
            void preloadViews(store.get().config.features, false)
            more()
            void flows.then(() =>
              whenIdle(() => void preloadViews(store.get().config.features, true), OTHER_VIEWS_LIMIT_MS),
            )
          },
          OTHER_VIEWS_LIMIT_MS,
        ),
      ),
    priming,
  }
}
