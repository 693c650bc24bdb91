// Over 250 lines, kept whole: the modal's composition root, where every part is made once and wired to the others
// (store, session, bridge, router, analytics); split, the wiring order would be spread over files that must agree.
import { expose } from 'comlink'
import { exposeEndpoint } from '../shared/endpoint.js'
import {
  type HostApiClient,
  MODAL_API_METHODS,
  type ModalEvent,
  type ModalEventMessage,
} from '../shared/protocol.js'
import { connectToHost, type HostConnection } from './bridge/handshake.js'
import { connectHostApi } from './bridge/hostApi.js'
import { hostRefusal } from './bridge/hostRefusal.js'
import { createModalApi } from './bridge/modalApi.js'
import { emitStateChanges, reportedState } from './bridge/stateEvents.js'
import { loadDeployment } from './config/loadDeployment.js'
import { dappNeedsWalletStandard } from './config/needsWalletStandard.js'
import { resolveConfig } from './config/resolveConfig.js'
import type { DeploymentConfig, ResolvedConfig } from './config/types.js'
import { createLazySignIn } from './flows/signIn/siwxLazy.js'
import { lazily } from './lib/lazily.js'
import { log, setLogLevel } from './lib/log.js'
import { whenIdle } from './lib/whenIdle.js'
import { createActions } from './navigation/actions.js'
import { keepOpeningViewReady } from './navigation/openingView.js'
import { createPresentation, sharesRenderingWith } from './presentation/presentation.js'
import { createRendering } from './presentation/rendering.js'
import { parseRequest } from './rpc/parseRequest.js'
import { createLazyAnalytics } from './state/analyticsLazy.js'
import { createConnection } from './state/connection.js'
import { createSession, loadReportChecks } from './state/session.js'
import { pickNetwork } from './state/sessionNetworks.js'
import { reactToSession } from './state/sessionReactions.js'
import { readStartupStorage } from './storage/startupStorage.js'
import { createStorage } from './storage/storage.js'
import { type AppState, createStore } from './store/store.js'
import { isMobileViewport } from './ui/viewport.js'

/** The frame's User Timing mark at `ready`. */
const READY_MARK = 'wallet-modal:ready'
/** The longest wait for idle time after `ready` before the chunks opening and the dapp's requests need load. */
const AFTER_READY_LIMIT_MS = 100
/** The longest wait for idle time before the app renders without the dapp's config. */
const IDLE_RENDER_LIMIT_MS = 500

/** The state at startup: closed (open when embedded), on Connect, on the remembered network, no wallet yet. */
function initialState(config: ResolvedConfig, origin: string, preferredNetworkId: string | null): AppState {
  const network = pickNetwork(config, preferredNetworkId)
  return {
    config,
    origin,
    open: config.embedded,
    stack: ['Connect'],
    direction: 'next',
    namespace: network.chainNamespace,
    accounts: {},
    networks: { [network.chainNamespace]: network },
    toast: undefined,
    hostWallets: {},
  }
}

type ModalStorage = ReturnType<typeof createStorage>

/** The store, the session and the wallet connections, with the state's reactions, wired together. */
function createModalCore({
  connection,
  host,
  storage,
  config,
  startup,
  renderForOpening,
}: {
  connection: HostConnection
  host: HostApiClient
  storage: ModalStorage
  config: ResolvedConfig
  startup: Awaited<ReturnType<typeof readStartupStorage>>
  /**
   * presentation/rendering.tsx's `renderForOpening`: renders the app for an opening (at once, or once its view's code is
   * there: the promise the presentation waits for). Called on every change while open, before the presentation.
   */
  renderForOpening: () => Promise<unknown> | undefined
}) {
  const { preferredNetworkId } = startup
  const store = createStore(initialState(config, connection.origin, preferredNetworkId))
  const session = createSession({ store, storage, preferredNetworkId })
  const actions = createActions(store, { selectNamespace: session.selectNamespace })
  const wallets = createConnection({
    store,
    actions,
    session,
    host,
    storage,
    remembered: startup.remembered,
    secretStorage: storage.secrets,
  })
  reactToSession(session, store, actions)
  const signIn = createLazySignIn({
    store,
    session,
    actions,
    storage,
    // Declining a required sign-in ends that namespace only.
    disconnect: (namespace) => wallets.wallet.disconnect(namespace),
  })
  keepOpeningViewReady(store, isMobileViewport)
  // Subscribed before the presentation, which shows the dialog: it is rendered by then.
  store.subscribe(() => {
    if (store.get().open) void renderForOpening()
  })
  const presentation = createPresentation(store, {
    sameRenderer: sharesRenderingWith(connection.origin),
    loading: renderForOpening,
  })
  return { store, storage, session, actions, wallets, signIn, presentation }
}

type ModalCore = ReturnType<typeof createModalCore>

/** What the loader may call, exposed on the modal's port: every call is checked there (bridge/modalApi.ts). */
function exposeModalApi(
  { store, storage, session, actions, wallets, presentation }: ModalCore,
  deployment: DeploymentConfig,
  modalPort: MessagePort,
  post: (ev: ModalEvent) => void,
  /** Renders the app once, soon (in idle time once its opening views are loaded): after the first config's answer. */
  renderSoon: () => void,
) {
  const requests = lazily(() =>
    import('./rpc/dappRequests.js').then((module) =>
      module.createDappRequests({
        store,
        session,
        actions,
        storage,
        openLink: wallets.wallet.openLink,
        wallet: {
          settled: wallets.settled,
          switchNetwork: wallets.wallet.switchNetwork,
          disconnect: wallets.wallet.disconnect,
        },
      }),
    ),
  )
  const analytics = createLazyAnalytics({ store, actions })
  const api = createModalApi({
    store,
    actions,
    presentation,
    resolveConfig: (input) => {
      const resolved = resolveConfig(input, deployment)
      // (Its table of unbuilt options loads only where it is read: in debug mode.)
      if (resolved.debug)
        import('./config/unbuiltOptions.js')
          .then((module) => module.warnUnbuiltOptions(deployment.defaults, input))
          .catch(() => {})
      return resolved
    },
    applyConfig: (next, input) => {
      setLogLevel(next.logLevel)
      session.configure(next)
      store.set((state) => ({ open: next.embedded || state.open }))
      wallets.configure(next)
      analytics.configure(next)
      // Issue 21.6: only the dapp's own networks put wallet-standard.js in its page, not a deployment's defaults. (A
      // reloaded frame gets the dapp's config again, and asks again.)
      if (dappNeedsWalletStandard(next, input)) post({ type: 'standard' })
      // In idle time after the answer: `init()` waits for the config to be applied, not for the view it opens on
      // to be drawn, and a same-site dapp (one thread with the modal) runs its `init().then` first. An opening
      // that comes before renders it at once, before the dialog is shown.
      renderSoon()
    },
    request: (args) => {
      // A malformed request is refused at once, without waiting for the router.
      const checked = parseRequest(args)
      return requests().then((answer) => answer(checked))
    },
    handleHost: wallets.handleHost,
    disconnect: wallets.wallet.disconnectAll,
  })
  expose(
    api,
    exposeEndpoint(modalPort, MODAL_API_METHODS, (data) =>
      log.warn('dropped a bridge message that is not an allowed call', data),
    ),
  )
  return { loadRequests: requests }
}

async function boot(root: HTMLElement | null) {
  if (!root) throw new Error('no #root element')
  if (window.parent === window) {
    root.textContent = 'This is a wallet modal. Apps embed it with loader.js; see the README.'
    return
  }
  const loading = loadDeployment()
  const connection = await connectToHost(hostRefusal(loading))
  const loaded = await loading
  // connectToHost resolves only when the deployment loaded and allowed the host.
  if ('refusal' in loaded) return
  const { deployment, config } = loaded
  const host = connectHostApi(connection.hostPort)
  const storage = createStorage(host, connection.origin)
  const startup = await readStartupStorage(storage)
  let rendering: ReturnType<typeof createRendering> | undefined
  const core = createModalCore({
    connection,
    host,
    storage,
    config,
    startup,
    renderForOpening: () => rendering?.renderForOpening(),
  })
  const { store, presentation } = core
  const post = (ev: ModalEvent) => connection.modalPort.postMessage({ ev } satisfies ModalEventMessage)
  rendering = createRendering(root, core, {
    storage,
    onHeight: (height) => post({ type: 'height', height }),
  })
  const { render, renderSoon, priming, preloadOtherViews } = rendering
  // The wallet's flows load once their `features` are the dapp's: its config answered, or the modal opened (a page
  // that never calls `init` has the deployment's).
  let flowsKnown = () => {}
  const flows = new Promise<void>((resolve) => {
    flowsKnown = resolve
  })
  const unsubscribe = store.subscribe(() => {
    if (!store.get().open) return
    unsubscribe()
    flowsKnown()
  })
  if (store.get().open) flowsKnown()
  const { loadRequests } = exposeModalApi(core, deployment, connection.modalPort, post, () => {
    renderSoon()
    flowsKnown()
  })
  emitStateChanges(store, presentation, priming, post)
  if (store.get().open) render()
  // A User Timing mark, for whoever profiles the frame (`npm run bench` counts the JS requested before it).
  performance.mark(READY_MARK)
  post({ type: 'ready', state: reportedState(store, presentation), announce: store.get().config.announce })
  // In idle time after `ready` (the dapp's config, sent at once by a dapp that calls `init`, is answered first;
  // fetched and run any earlier, these chunks delayed that answer): the view it opens on, the answerer of the
  // dapp's requests, sign-in and the report checks. Each also loads on first need; a failed load, again on need.
  // Once the view it opens on is loaded (and drawn, below), in idle time, the other views and the RPC client.
  whenIdle(() => {
    loadRequests().catch(() => {})
    core.signIn.load().catch(() => {})
    loadReportChecks().catch(() => {})
    void preloadOtherViews(() => import('./data/nodeTransport.js').catch(() => {}), flows)
  }, AFTER_READY_LIMIT_MS)
  renderSoon(IDLE_RENDER_LIMIT_MS)
}

boot(document.getElementById('root')).catch((error) => log.error('failed to start', error))
