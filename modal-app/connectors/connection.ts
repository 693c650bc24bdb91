import type { Remote } from 'comlink'
import { defineChain } from 'viem'
import { type Config, type Connector, createConfig, http, injected } from 'wagmi'
import { connect, disconnect, reconnect, switchChain, watchConnection } from 'wagmi/actions'
import { isEvmAddress } from '../../shared/address.js'
import { namespacedStorageKey, STORAGE_KEYS } from '../../shared/constants.js'
import { isUserRejection, UNRECOGNIZED_CHAIN, USER_REJECTED } from '../../shared/errors/codes.js'
import { FAILED_TO_DISCONNECT } from '../../shared/errors/messages.js'
import { ProviderRpcError } from '../../shared/errors/rpc.js'
import type { HostApi, HostMessage, HostWallet, RequestArguments } from '../../shared/protocol.js'
import type { NetworkEntry, ResolvedConfig } from '../config/types.js'
import type { Actions } from '../state/actions.js'
import type { KeyValueStorage, ScopedStorage } from '../state/storage.js'
import type { BrowserWallet, Store } from '../state/store.js'
import { createHostWalletProvider, type HostWalletProvider } from './hostWallet.js'
import { createWalletConnect, type WalletConnect, type WalletConnectAccount } from './walletConnect.js'
import { walletConnectStorage } from './walletConnectStorage.js'

/** What views can do about wallets. */
export type WalletActions = {
  connect(walletId: string): void
  /** Shows the WalletConnect pairing (ConnectingWalletConnect) until a wallet approves. */
  connectWalletConnect(): void
  /** The user left the pairing view. */
  cancelPairing(): void
  disconnect(): void
  switchNetwork(caipNetworkId: string): Promise<void>
  /** Opens a wallet's deep or universal link at the top level, through the loader. */
  openLink(url: string): void
}

/** What answers the dapp's wallet requests once connected. */
export type ActiveProvider = { request(args: RequestArguments): Promise<unknown> }

export type Connection = WalletActions & {
  handleHost(message: HostMessage): void
  configure(config: ResolvedConfig): void
  /** `eth_requestAccounts`: opens Connect when disconnected; resolves on connect; 4001 when the user closes. */
  requestAccounts(): Promise<string[]>
  /** The connected wallet's provider, for the requests it must answer itself (signing, sending). */
  provider(): ActiveProvider | undefined
  /** Settles when the silent reconnect at startup has finished or given up. */
  settled: Promise<void>
}

/** How long the startup reconnect waits for the remembered wallet to be announced by the host page. */
const RECONNECT_WAIT_MS = 2_000
const CONNECTOR_KEY = namespacedStorageKey(STORAGE_KEYS.connectedConnectorId, 'eip155')

/** The key a wallet is remembered by: EIP-6963 uuids change on every page load, rdns does not. */
const walletKey = (wallet: HostWallet) => wallet.rdns || `name:${wallet.name}`
const WALLETCONNECT = 'walletConnect'

function toViemChain(network: NetworkEntry) {
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: network.rpcUrls.default.http } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    testnet: network.testnet,
  })
}

function wagmiChains(config: ResolvedConfig) {
  const chains = config.networks.filter((network) => network.chainNamespace === 'eip155').map(toViemChain)
  const fallback = toViemChain(config.defaultNetwork)
  return (chains.length ? chains : [fallback]) as [
    ReturnType<typeof toViemChain>,
    ...ReturnType<typeof toViemChain>[],
  ]
}

/** A network entry for a chain the app does not list, so the account still shows where the wallet is. */
function unlistedNetwork(chainId: number): NetworkEntry {
  return {
    id: chainId,
    name: `Chain ${chainId}`,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
    testnet: false,
  }
}

function errorMessage(error: unknown): string {
  const { shortMessage, message } = (error ?? {}) as { shortMessage?: unknown; message?: unknown }
  return String(shortMessage ?? message ?? error)
}

/** Whether the user declined, anywhere in the error's cause chain (wagmi wraps the wallet's error). */
function isDeclined(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause)
    if (isUserRejection((cause as { code?: unknown }).code)) return true
  return false
}

export function createConnection(deps: {
  store: Store
  actions: Actions
  host: Remote<HostApi>
  storage: KeyValueStorage
  /** Remembers the network the user is on, for the next visit. */
  rememberNetwork(caipNetworkId: string): void
  /** The wallet this modal was connected to on the last visit, if any. */
  remembered: { walletKey: string | null; status: string | null }
  /** The modal origin's storage, scoped to the embedding origin, for WalletConnect's session keys; or
   * undefined to keep them in memory only. */
  secretStorage: ScopedStorage | undefined
}): Connection {
  const { store, actions, host, storage } = deps
  // wagmi manages the connectors; reads go through rpc/router.ts, so its transports are only defaults.
  // wagmi gives each connector the chains array as it is at set-up time, and connectors are set up when the
  // host's wallets arrive, which can be before the dapp's config: so this one array is updated in place.
  const chains = wagmiChains(store.get().config)
  const wagmi: Config = createConfig({
    chains,
    connectors: [],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
    storage: null,
    multiInjectedProviderDiscovery: false,
  })
  const wallets = new Map<
    string,
    { wallet: HostWallet; provider: HostWalletProvider; connector: Connector }
  >()
  /** A host wallet's uuid, or WALLETCONNECT. */
  let active: string | undefined
  let walletConnect: { client: WalletConnect; key: string } | undefined
  let accountWaiters: { resolve(accounts: string[]): void; reject(error: Error): void }[] = []

  let settle = () => {}
  const settled = new Promise<void>((resolve) => {
    settle = resolve
  })
  const wantsReconnect = deps.remembered.status === 'connected' && !!deps.remembered.walletKey
  if (wantsReconnect) store.set({ status: 'connecting' })
  else settle()
  const giveUp = setTimeout(() => {
    if (store.get().status === 'connecting' && !active) store.set({ status: 'disconnected' })
    settle()
  }, RECONNECT_WAIT_MS)

  /** The WalletConnect client for the current project id and relay (none without a project id). */
  const wc = (): WalletConnect | undefined => {
    const { origin, config } = store.get()
    const { projectId, relayUrl, enableWalletConnect } = config
    if (!projectId || !enableWalletConnect) return undefined
    const key = `${projectId} ${relayUrl ?? ''}`
    if (walletConnect?.key !== key)
      walletConnect = {
        key,
        client: createWalletConnect({
          projectId,
          relayUrl,
          // Read when used: a project id in config.json makes this client before the dapp's config arrives.
          get metadata() {
            return store.get().config.metadata
          },
          get networks() {
            return store.get().config.networks
          },
          origin,
          storage: walletConnectStorage(deps.secretStorage),
          events: {
            uri: (uri) => store.set({ pairingUri: uri }),
            account: (account) => {
              if (active === WALLETCONNECT) onWalletConnectAccount(account)
            },
          },
        }),
      }
    return walletConnect.client
  }

  function onWalletConnectAccount(account: WalletConnectAccount | undefined) {
    if (account) setConnected(account.address, account.chainId)
    else forget()
  }

  /** The connected account, on its chain: an unlisted chain shows UnsupportedChain (SPEC §4) unless allowed. */
  function setConnected(address: string, chainId: number) {
    // The wallet lives in the untrusted host page: what it reports is checked before it enters state.
    if (!Number.isSafeInteger(chainId) || chainId <= 0 || !isEvmAddress(address)) {
      console.warn(
        '[wallet-modal] ignored a wallet report with an invalid account or chain id',
        address,
        chainId,
      )
      return
    }
    const known = networkFor(chainId)
    const { config } = store.get()
    store.set({
      status: 'connected',
      address,
      network: known ?? unlistedNetwork(chainId),
      namespace: 'eip155',
    })
    if (known) deps.rememberNetwork(known.caipNetworkId)
    else if (config.enableNetworkSwitch && !config.allowUnsupportedChain)
      actions.open({ view: 'UnsupportedChain' })
    resolveWaiters(address)
  }

  /** No wallet any more: nothing to reconnect to next time. */
  function forget() {
    active = undefined
    storage.remove(CONNECTOR_KEY)
    store.set({ status: 'disconnected', address: undefined })
  }

  /** The Connect view's host wallets; rdns lets the catalogue mark its wallets installed (SPEC §5). */
  const publishWallets = () => {
    const list: BrowserWallet[] = [...wallets.values()].map(({ wallet }) => ({
      id: wallet.uuid,
      name: wallet.name,
      icon: wallet.icon,
      installed: true,
      ...(wallet.rdns ? { rdns: wallet.rdns } : {}),
    }))
    store.set({ wallets: list })
  }

  const networkFor = (chainId: number) =>
    store
      .get()
      .config.networks.find(
        (network) => network.chainNamespace === 'eip155' && Number(network.id) === chainId,
      )

  const resolveWaiters = (address: string) => {
    for (const waiter of accountWaiters) waiter.resolve([address])
    accountWaiters = []
  }

  watchConnection(wagmi, {
    onChange(connection) {
      if (active === WALLETCONNECT) return
      if (connection.status === 'connected' && active) setConnected(connection.address, connection.chainId)
      else if (connection.status === 'disconnected' && active) forget()
    },
  })

  // The dapp asked for accounts and the user closed the modal without connecting: that is a rejection.
  store.subscribe(() => {
    const state = store.get()
    if (state.open || state.status === 'connected' || accountWaiters.length === 0) return
    for (const waiter of accountWaiters)
      waiter.reject(new ProviderRpcError(USER_REJECTED, 'User rejected the request.'))
    accountWaiters = []
  })

  // A WalletConnect session is restored from its own storage, not from the host page's wallets, once there is a
  // project id: the deployment's, or the dapp's when its config arrives.
  let restoring = false
  const restoreWalletConnect = () => {
    const client = wc()
    if (restoring || !client || active || !wantsReconnect || deps.remembered.walletKey !== WALLETCONNECT)
      return
    restoring = true
    void client
      .restore()
      .then((account) => {
        if (!account) throw new Error('no session')
        active = WALLETCONNECT
        onWalletConnectAccount(account)
      })
      .catch(forget)
      .finally(() => {
        clearTimeout(giveUp)
        settle()
      })
  }
  restoreWalletConnect()

  const addWallet = (wallet: HostWallet) => {
    if (wallets.has(wallet.uuid)) return
    const provider = createHostWalletProvider(wallet.uuid, host)
    const connector = wagmi._internal.connectors.setup(
      injected({
        shimDisconnect: false,
        target: {
          id: wallet.rdns || wallet.uuid,
          name: wallet.name,
          icon: wallet.icon,
          provider: provider as never,
        },
      }),
    )
    wagmi._internal.connectors.setState((connectors) => [...connectors, connector])
    wallets.set(wallet.uuid, { wallet, provider, connector })
    if (wantsReconnect && !active && walletKey(wallet) === deps.remembered.walletKey)
      void silentReconnect(wallet.uuid)
  }

  async function silentReconnect(uuid: string) {
    const entry = wallets.get(uuid)!
    active = uuid
    try {
      const connections = await reconnect(wagmi, { connectors: [entry.connector] })
      // The wallet no longer authorises this app: forget it (SPEC §4).
      if (connections.length === 0) throw new Error('not authorised')
    } catch {
      forget()
    } finally {
      clearTimeout(giveUp)
      settle()
    }
  }

  const connection: Connection = {
    settled,
    handleHost(message) {
      if (message.type === 'wallets') {
        for (const wallet of message.wallets) addWallet(wallet)
        publishWallets()
      } else wallets.get(message.uuid)?.provider.emit(message.name, message.data)
    },
    configure(config) {
      chains.splice(0, chains.length, ...wagmiChains(config))
      restoreWalletConnect()
    },
    connectWalletConnect() {
      const client = wc()
      if (!client || store.get().pairingUri !== undefined) return
      store.set({ pairingError: undefined })
      client
        .pair()
        .then(async (account) => {
          active = WALLETCONNECT
          storage.set(CONNECTOR_KEY, WALLETCONNECT)
          onWalletConnectAccount(account)
          if (store.get().stack.at(-1) === 'ConnectingWalletConnect') actions.close({ force: true })
        })
        .catch((error: unknown) => store.set({ pairingError: errorMessage(error) }))
    },
    openLink(url) {
      void host.openUrl(url)
    },
    cancelPairing() {
      walletConnect?.client.cancel()
    },
    connect(walletId) {
      const entry = wallets.get(walletId)
      if (!entry || store.get().connecting?.phase === 'pending') return
      store.set({
        connecting: { walletId, name: entry.wallet.name, icon: entry.wallet.icon, phase: 'pending' },
      })
      if (store.get().stack.at(-1) !== 'ConnectingExternal') actions.push('ConnectingExternal')
      const previous = active
      active = walletId
      connect(wagmi, { connector: entry.connector })
        .then(async (result) => {
          if (store.get().status !== 'connected' || active !== walletId)
            throw new Error('The wallet reported an invalid account or chain')
          store.set({ connecting: undefined })
          storage.set(CONNECTOR_KEY, walletKey(entry.wallet))
          resolveWaiters(result.accounts[0]!)
          if (store.get().stack.at(-1) === 'ConnectingExternal') actions.close({ force: true })
        })
        .catch((error: unknown) => {
          active = previous
          const declined = isDeclined(error)
          store.set({
            connecting: {
              walletId,
              name: entry.wallet.name,
              icon: entry.wallet.icon,
              phase: declined ? 'declined' : 'error',
              message: declined ? 'Connection declined' : errorMessage(error),
            },
          })
        })
    },
    disconnect() {
      const entry = active ? wallets.get(active) : undefined
      if (active === WALLETCONNECT)
        walletConnect?.client.disconnect().catch((error: unknown) => {
          console.warn('[wallet-modal]', error)
          actions.showToast(FAILED_TO_DISCONNECT, 'error')
        })
      forget()
      store.set({ connecting: undefined })
      actions.disconnect()
      if (entry)
        disconnect(wagmi, { connector: entry.connector }).catch((error: unknown) => {
          console.warn('[wallet-modal]', error)
          actions.showToast(FAILED_TO_DISCONNECT, 'error')
        })
    },
    async switchNetwork(caipNetworkId) {
      const network = store.get().config.networks.find((entry) => entry.caipNetworkId === caipNetworkId)
      if (!network) throw new ProviderRpcError(UNRECOGNIZED_CHAIN, `Unrecognized chain ID "${caipNetworkId}"`)
      if (store.get().status === 'connected' && active === WALLETCONNECT && walletConnect) {
        await walletConnect.client.switchChain(Number(network.id))
        onWalletConnectAccount({ address: store.get().address!, chainId: Number(network.id) })
        return
      }
      if (store.get().status === 'connected' && active && network.chainNamespace === 'eip155') {
        await switchChain(wagmi, { chainId: Number(network.id) })
        return
      }
      store.set({ network, namespace: network.chainNamespace })
      deps.rememberNetwork(network.caipNetworkId)
    },
    async requestAccounts() {
      await settled
      const { status, address } = store.get()
      if (status === 'connected' && address) return [address]
      const accounts = new Promise<string[]>((resolve, reject) => accountWaiters.push({ resolve, reject }))
      if (!store.get().open) actions.open({})
      return accounts
    },
    provider() {
      if (active === WALLETCONNECT && walletConnect) return { request: walletConnect.client.request }
      return active ? wallets.get(active)?.provider : undefined
    },
  }
  return connection
}
