import { expose } from 'comlink'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { exposeEndpoint } from '../shared/endpoint.js'
import { MODAL_API_METHODS, type ModalEvent, type ModalEventMessage } from '../shared/protocol.js'
import { App } from './App.js'
import { connectToHost } from './bridge/handshake.js'
import { connectHostApi } from './bridge/hostApi.js'
import { createModalApi } from './bridge/modalApi.js'
import { createPresentation, sharesRenderingWith } from './bridge/presentation.js'
import { emitStateChanges, reportedState } from './bridge/stateEvents.js'
import { needsWalletStandard } from './config/needsWalletStandard.js'
import { isOriginAllowed } from './config/origins.js'
import { parseDeploymentConfig, resolveConfig } from './config/resolveConfig.js'
import type { DeploymentConfig, ResolvedConfig } from './config/types.js'
import { warnUnbuiltOptions } from './config/unbuiltOptions.js'
import { createSiwxBackendClient } from './data/siwxBackend.js'
import { createRpcRouter } from './rpc/router.js'
import { createAccountRequests } from './state/accountRequests.js'
import { createActions, isMobileViewport } from './state/actions.js'
import { createConnection } from './state/connection.js'
import { keepOpeningViewReady } from './state/openingView.js'
import { createSession } from './state/session.js'
import { pickNetwork } from './state/sessionNetworks.js'
import { reactToSession } from './state/sessionReactions.js'
import { createSignIn } from './state/siwx.js'
import { createStorage } from './state/storage.js'
import { namespacedStorageKey, STORAGE_KEYS } from './state/storageKeys.js'
import { type AppState, createStore } from './state/store.js'
import { preloadViews } from './views/index.js'

type Deployment = { deployment: DeploymentConfig; config: ResolvedConfig } | { refusal: string }

/**
 * The deployment's `config.json`, read at run time so that one build serves many deployments. It fails closed:
 * anything but a 200 with a valid config (a 404, a 5xx, an HTML fallback page, one trailing comma) refuses every
 * host, with the reason.
 */
async function loadDeployment(): Promise<Deployment> {
  let json: unknown
  try {
    const response = await fetch('./config.json', { cache: 'no-cache' })
    if (response.status !== 200)
      return { refusal: `this deployment's config.json answered HTTP ${response.status}` }
    json = await response.json()
  } catch (error) {
    return { refusal: `this deployment's config.json could not be read: ${(error as Error).message}` }
  }
  try {
    const deployment = parseDeploymentConfig(json)
    return { deployment, config: resolveConfig({}, deployment) }
  } catch (error) {
    return { refusal: `this deployment's config.json is invalid: ${(error as Error).message}` }
  }
}

/** Why the embedding page (or one of its ancestors) may not connect, if it may not. */
function refusalOf(loaded: Deployment, embedder: string, ancestors: readonly string[]): string | undefined {
  if ('refusal' in loaded) return loaded.refusal
  const { allowedOrigins, defaultOrigins } = loaded.deployment
  const allowed = (origin: string) => isOriginAllowed(origin, allowedOrigins, defaultOrigins)
  if (!allowed(embedder)) return `origin ${embedder} is not in this deployment's allowedOrigins`
  const ancestor = ancestors.find((origin) => !allowed(origin))
  if (ancestor !== undefined)
    return `origin ${ancestor} (an ancestor of the embedding page) is not in this deployment's allowedOrigins`
}

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
    wallets: [],
  }
}

async function boot(root: HTMLElement) {
  if (window.parent === window) {
    root.textContent = 'This is a wallet modal. Apps embed it with loader.js; see the README.'
    return
  }
  const loading = loadDeployment()
  const connection = await connectToHost(async (embedder, ancestors) =>
    refusalOf(await loading, embedder, ancestors),
  )
  // connectToHost resolves only when the deployment loaded and allowed the host.
  const { deployment, config } = (await loading) as Exclude<Deployment, { refusal: string }>
  const host = connectHostApi(connection.hostPort)
  const storage = createStorage(host, connection.origin)
  const [preferredNetworkId, rememberedConnector, rememberedStatus, solanaConnector, solanaStatus] =
    await Promise.all([
      storage.get(STORAGE_KEYS.activeCaipNetworkId),
      storage.get(namespacedStorageKey(STORAGE_KEYS.connectedConnectorId, 'eip155')),
      storage.get(namespacedStorageKey(STORAGE_KEYS.connectionStatus, 'eip155')),
      storage.get(namespacedStorageKey(STORAGE_KEYS.connectedConnectorId, 'solana')),
      storage.get(namespacedStorageKey(STORAGE_KEYS.connectionStatus, 'solana')),
    ])
  const store = createStore(initialState(config, connection.origin, preferredNetworkId))
  const session = createSession({ store, storage, preferredNetworkId })
  const actions = createActions(store, { selectNamespace: session.selectNamespace })
  const post = (ev: ModalEvent) => connection.modalPort.postMessage({ ev } satisfies ModalEventMessage)
  const wallets = createConnection({
    store,
    actions,
    session,
    host,
    storage,
    remembered: { storageKey: rememberedConnector, status: rememberedStatus },
    rememberedSolana: { storageKey: solanaConnector, status: solanaStatus },
    secretStorage: storage.secrets,
  })
  reactToSession(session, store, actions)
  const signIn = createSignIn({
    store,
    session,
    actions,
    storage,
    backend: createSiwxBackendClient(),
    // Sign-in is eip155's: declining a required one ends that namespace only.
    disconnect: () => wallets.wallet.disconnect('eip155'),
  })
  keepOpeningViewReady(store, isMobileViewport)
  const presentation = createPresentation(store, { sameRenderer: sharesRenderingWith(connection.origin) })
  const requestAccounts = createAccountRequests({
    store,
    session,
    actions,
    settled: wallets.settled,
    settledSolana: wallets.settledSolana,
  })

  const api = createModalApi({
    store,
    actions,
    presentation,
    resolveConfig: (input) => {
      const resolved = resolveConfig(input, deployment)
      if (resolved.debug) warnUnbuiltOptions(deployment.defaults, (input ?? {}) as Record<string, unknown>)
      return resolved
    },
    applyConfig: (next) => {
      session.configure(next)
      store.set((state) => ({ open: next.embedded || state.open }))
      wallets.configure(next)
      if (needsWalletStandard(next)) post({ type: 'standard' })
    },
    request: createRpcRouter(
      store,
      {
        settled: wallets.settled,
        settledSolana: wallets.settledSolana,
        requestAccounts,
        switchNetwork: wallets.wallet.switchNetwork,
        connected: session.connector,
        disconnect: wallets.wallet.disconnect,
      },
      actions,
    ),
    handleHost: wallets.handleHost,
    disconnect: wallets.wallet.disconnectAll,
  })
  expose(
    api,
    exposeEndpoint(connection.modalPort, MODAL_API_METHODS, (data) =>
      console.warn('[wallet-modal] dropped a bridge message that is not an allowed call', data),
    ),
  )
  emitStateChanges(store, presentation, post)

  // Rendered before `ready`, synchronously: from `ready` on, opening has nothing left to render.
  const reactRoot = createRoot(root)
  flushSync(() =>
    reactRoot.render(
      <App
        store={store}
        actions={actions}
        wallet={wallets.wallet}
        storage={storage}
        signIn={signIn}
        isShown={() => presentation.settled}
        onHeight={(height) => post({ type: 'height', height })}
      />,
    ),
  )
  post({ type: 'ready', state: reportedState(store, presentation), announce: store.get().config.announce })
  if (needsWalletStandard(store.get().config)) post({ type: 'standard' })
  preloadWhenIdle()
}

/** Once ready, in idle time, the chunks that opening on Connect or Account does not need (issue 11.3). */
function preloadWhenIdle() {
  const whenIdle =
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback
      : (run: () => void) => setTimeout(run, 200)
  whenIdle(() => {
    void preloadViews()
    import('./rpc/transport.js').catch(() => {})
  })
}

boot(document.getElementById('root')!).catch((error) =>
  console.error('[wallet-modal] failed to start', error),
)
