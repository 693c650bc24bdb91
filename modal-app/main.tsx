import { expose, wrap } from 'comlink'
import { createRoot } from 'react-dom/client'
import { numberToHex } from 'viem'
import { namespacedStorageKey, STORAGE_KEYS } from '../shared/constants.js'
import { exposeEndpoint, wrapEndpoint } from '../shared/endpoint.js'
import { DISCONNECTED } from '../shared/errors/codes.js'
import { isOriginAllowed } from '../shared/origins.js'
import {
  type HostApi,
  MODAL_API_METHODS,
  type ModalEvent,
  type ModalEventMessage,
  type ModalState,
  type ProviderEventName,
} from '../shared/protocol.js'
import { App } from './App.js'
import { connectToHost } from './bridge/handshake.js'
import { createModalApi } from './bridge/modalApi.js'
import { parseDeploymentConfig, resolveConfig } from './config/resolveConfig.js'
import type { DeploymentConfig, ResolvedConfig } from './config/types.js'
import { warnUnbuiltOptions } from './config/unbuiltOptions.js'
import { createConnection } from './connectors/connection.js'
import { createRpcRouter } from './rpc/router.js'
import { createActions } from './state/actions.js'
import { createStorage } from './state/storage.js'
import { type AppState, createStore, type Store, toModalState } from './state/store.js'

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

function pickNetwork(config: ResolvedConfig, preferredId: string | null) {
  return config.networks.find((network) => network.caipNetworkId === preferredId) ?? config.defaultNetwork
}

function sameState(a: ModalState, b: ModalState) {
  return (Object.keys(a) as (keyof ModalState)[]).every((key) => a[key] === b[key])
}

async function boot(root: HTMLElement) {
  if (window.parent === window) {
    root.textContent = 'This is a wallet modal. Apps embed it with loader.js; see the README.'
    return
  }
  const loading = loadDeployment()
  const connection = await connectToHost(async (embedder, ancestors) => {
    const loaded = await loading
    if ('refusal' in loaded) return loaded.refusal
    const { allowedOrigins, defaultOrigins } = loaded.deployment
    const allowed = (origin: string) => isOriginAllowed(origin, allowedOrigins, defaultOrigins)
    if (!allowed(embedder)) return `origin ${embedder} is not in this deployment's allowedOrigins`
    const ancestor = ancestors.find((origin) => !allowed(origin))
    if (ancestor !== undefined)
      return `origin ${ancestor} (an ancestor of the embedding page) is not in this deployment's allowedOrigins`
  })
  // connectToHost resolves only when the deployment loaded and allowed the host.
  const { deployment, config } = (await loading) as Exclude<Deployment, { refusal: string }>
  const host = wrap<HostApi>(wrapEndpoint(connection.hostPort))
  const storage = createStorage(host, connection.origin)
  const [preferred, rememberedWallet, rememberedStatus] = await Promise.all([
    storage.get(STORAGE_KEYS.activeCaipNetworkId),
    storage.get(namespacedStorageKey(STORAGE_KEYS.connectedConnectorId, 'eip155')),
    storage.get(namespacedStorageKey(STORAGE_KEYS.connectionStatus, 'eip155')),
  ])
  let preferredNetworkId = preferred
  const network = pickNetwork(config, preferredNetworkId)
  const initial: AppState = {
    config,
    origin: connection.origin,
    open: config.embedded,
    stack: ['Connect'],
    direction: 'next',
    status: 'disconnected',
    namespace: network.chainNamespace,
    network,
    address: undefined,
    toast: undefined,
    wallets: [],
  }
  const store = createStore(initial)
  const actions = createActions(store)
  const post = (ev: ModalEvent) => connection.modalPort.postMessage({ ev } satisfies ModalEventMessage)
  const wallet = createConnection({
    store,
    actions,
    host,
    storage,
    remembered: { walletKey: rememberedWallet, status: rememberedStatus },
    secretStorage: storage.secrets,
    rememberNetwork: (id) => {
      preferredNetworkId = id
      storage.set(STORAGE_KEYS.activeCaipNetworkId, id)
    },
  })

  const api = createModalApi({
    store,
    actions,
    resolveConfig: (input) => {
      const resolved = resolveConfig(input, deployment)
      if (resolved.debug) warnUnbuiltOptions(deployment.defaults, (input ?? {}) as Record<string, unknown>)
      return resolved
    },
    // The remembered network wins over the config's default whenever the new config still lists it; a
    // connected wallet's chain wins over both.
    applyConfig: (next) => {
      store.set((state) => {
        const connected = state.status === 'connected'
        const active = pickNetwork(next, connected ? state.network.caipNetworkId : preferredNetworkId)
        return {
          config: next,
          network: active,
          namespace: active.chainNamespace,
          open: next.embedded || state.open,
        }
      })
      wallet.configure(next)
    },
    request: createRpcRouter(store, wallet, actions),
    handleHost: wallet.handleHost,
    disconnect: wallet.disconnect,
  })
  expose(
    api,
    exposeEndpoint(connection.modalPort, MODAL_API_METHODS, (data) =>
      console.warn('[wallet-modal] dropped a bridge message that is not an allowed call', data),
    ),
  )
  emitStateChanges(store, post, (status) => {
    if (status !== 'connecting')
      storage.set(namespacedStorageKey(STORAGE_KEYS.connectionStatus, 'eip155'), status)
  })

  createRoot(root).render(
    <App
      store={store}
      actions={actions}
      wallet={wallet}
      storage={storage}
      onHeight={(height) => post({ type: 'height', height })}
    />,
  )
  post({ type: 'ready', state: toModalState(store.get()), announce: store.get().config.announce })
}

/**
 * Tells the host about every change: the state, and the EIP-1193 events a dapp expects (`connect`,
 * `accountsChanged`, `chainChanged`, `disconnect`), derived from the state so they never disagree with it.
 */
function emitStateChanges(
  store: Store,
  post: (event: ModalEvent) => void,
  saveStatus: (status: string) => void,
) {
  let last = toModalState(store.get())
  saveStatus(last.status)
  const provider = (name: ProviderEventName, data: unknown) => post({ type: 'provider', name, data })
  store.subscribe(() => {
    const next = toModalState(store.get())
    if (sameState(next, last)) return
    const previous = last
    last = next
    post({ type: 'state', state: next })
    if (next.status !== previous.status) saveStatus(next.status)
    const hexChainId = typeof next.chainId === 'number' ? numberToHex(next.chainId) : undefined
    if (next.address && !previous.address) provider('connect', { chainId: hexChainId })
    if (next.address !== previous.address) provider('accountsChanged', next.address ? [next.address] : [])
    if (next.chainId !== previous.chainId && hexChainId) provider('chainChanged', hexChainId)
    if (!next.address && previous.address)
      provider('disconnect', { code: DISCONNECTED, message: 'The wallet disconnected from this app' })
  })
}

boot(document.getElementById('root')!).catch((error) =>
  console.error('[wallet-modal] failed to start', error),
)
