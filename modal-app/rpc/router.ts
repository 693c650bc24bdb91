import { numberToHex } from 'viem'
import { toProviderError } from '../../shared/errors/codec.js'
import { INVALID_PARAMS } from '../../shared/errors/codes.js'
import { ProviderRpcError } from '../../shared/errors/rpc.js'
import { rpcErrors } from '../../shared/errors/rpcErrors.js'
import { isRecord } from '../../shared/guards.js'
import type { RequestArguments } from '../../shared/protocol.js'
import { PROVIDER_NAMESPACE, type SupportedNamespace } from '../config/namespaces/index.js'
import { WALLETCONNECT_ID } from '../connectors/walletConnect/walletConnectInfo.js'
import { noteChainWrite } from '../data/chainWrites.js'
import { ACTION_NOT_ALLOWED_TOAST_DELAY_MS } from '../data/rpcConstants.js'
import { log } from '../lib/log.js'
import type { Actions } from '../navigation/actions.js'
import type { DeepLinkChoice } from '../state/deepLinkChoice.js'
import { type StartupSettled, settledOn } from '../state/startupReconnect.js'
import { type AppState, activeNetwork, addressOf, networkOf, type Store } from '../store/store.js'
import { ACTION_NOT_ALLOWED } from '../texts/messages.js'
import { classifyRpcResult } from './classifyRpcResult.js'
import { parseRequest } from './parseRequest.js'
import { answererOf, asksUser, namespaceOfMethod } from './routes.js'
import { WALLET_PARAMS } from './walletParams.js'
import { walletStandardInfo } from './walletStandardInfo.js'

const accountsPermission = (accounts: readonly string[]) => ({
  parentCapability: 'eth_accounts',
  caveats: [{ type: 'restrictReturnedAccounts', value: accounts }],
})

/** The chain id of `wallet_switchEthereumChain` / `wallet_addEthereumChain` params: `[{ chainId: '0x…' }]`. */
function chainIdParam(params: RequestArguments['params']): number {
  const [first] = Array.isArray(params) ? params : []
  const chainId = isRecord(first) ? first.chainId : undefined
  if (typeof chainId !== 'string' || !/^0x[0-9a-f]+$/i.test(chainId))
    throw new ProviderRpcError(INVALID_PARAMS, 'Invalid params: expected [{ chainId: "0x…" }]')
  return Number.parseInt(chainId, 16)
}

/**
 * Answers the dapp's EIP-1193 requests by who answers each method (`shared/rpc-routes.ts`, ARCHITECTURE.md "RPC
 * routing"): account and chain questions from state, connection requests through the Connect view, network
 * switches through the connected wallet, reads from the active network's node, and signing, sending, EIP-5792
 * batches, capabilities, assets and bundler methods by the connected wallet (whose own UI asks the user).
 * Everything else is refused with 4200.
 */
export type RouterWallet = {
  /** Per namespace, settles when the silent reconnect at startup has finished or given up (none: nothing to wait for). */
  settled: StartupSettled
  /** `eth_requestAccounts`, `solana_requestAccounts`: rpc/accountRequests.ts. */
  requestAccounts(namespace: SupportedNamespace): Promise<string[]>
  switchNetwork(caipNetworkId: string): Promise<void>
  /**
   * The namespace's connected wallet, for the requests it must answer itself (signing, sending); its storage key
   * says whether it is the WalletConnect one.
   */
  connected(
    namespace: SupportedNamespace,
  ): { storageKey: string; request(args: RequestArguments): Promise<unknown> } | undefined
  /** Ends the namespace's connection (Wallet Standard's `standard:disconnect`), leaving the others. */
  disconnect(namespace: SupportedNamespace): void
  /** `solana_signIn` (Wallet Standard's `solana:signIn`): flows/signIn/siwxSolanaSignIn.ts. */
  signIn?(params: RequestArguments['params']): Promise<unknown>
  /**
   * SPEC §3's deep-link choice (state/deepLinkChoice.ts): on a phone, the wallet app a WalletConnect session was
   * paired through is opened again before a request that asks the user, so that they land where it waits.
   */
  walletApp?: {
    isMobile(): boolean
    choice(): Promise<DeepLinkChoice | undefined>
    /** Through the loader, at the top level (`walletActions.openLink`). */
    open(href: string): void
  }
}

/** Whether the app lists a network of `namespace`: a method of another namespace is not allowed. */
const configures = (state: AppState, namespace: SupportedNamespace) =>
  state.config.networks.some((network) => network.chainNamespace === namespace)

/** The provider speaks eip155: its network is eip155's even while another namespace is active. */
const evmNetworkOf = (state: AppState) => networkOf(state, PROVIDER_NAMESPACE) ?? activeNetwork(state)

/** The `state` methods of `namespace` (none: the Wallet Standard info): answered from the modal's state. */
async function fromState(
  store: Store,
  wallet: RouterWallet,
  method: string,
  namespace: SupportedNamespace = PROVIDER_NAMESPACE,
): Promise<unknown> {
  /** The namespace's account, once its startup reconnect has settled. */
  const accounts = async () => {
    await settledOn(wallet, namespace)
    const address = addressOf(store.get(), namespace)
    return address === undefined ? [] : [address]
  }
  switch (method) {
    case 'eth_chainId':
      return numberToHex(Number(evmNetworkOf(store.get()).id))
    case 'net_version':
      return String(evmNetworkOf(store.get()).id)
    case 'eth_accounts':
    case 'solana_accounts':
    case 'bip122_accounts':
      return accounts()
    case 'wallet_getPermissions': {
      const connected = await accounts()
      return connected.length ? [accountsPermission(connected)] : []
    }
    case 'wallet_standardInfo':
      return walletStandardInfo(store.get())
  }
  throw rpcErrors.notAllowed()
}

export function createRpcRouter(store: Store, wallet: RouterWallet, actions: Actions) {
  const evmNetwork = () => evmNetworkOf(store.get())

  async function switchNetwork(params: RequestArguments['params']): Promise<null> {
    const chainId = chainIdParam(params)
    const network = store
      .get()
      .config.networks.find(
        (entry) => entry.chainNamespace === PROVIDER_NAMESPACE && Number(entry.id) === chainId,
      )
    if (!network) throw rpcErrors.unrecognizedChain(numberToHex(chainId))
    await wallet.switchNetwork(network.caipNetworkId).catch((error) => {
      throw toProviderError(error)
    })
    return null
  }

  async function fromNode(method: string, params: RequestArguments['params']): Promise<unknown> {
    const network = evmNetwork()
    if (network.rpcUrls.default.http.length === 0)
      throw rpcErrors.chainDisconnected(`The wallet is on ${network.name}, which this app does not support`)
    try {
      // viem's transports load with the first read, not at startup (issue 11.3).
      const { transportFor } = await import('../data/nodeTransport.js')
      return await transportFor(network)({ method, params })
    } catch (error) {
      throw toProviderError(error)
    }
  }

  /** The phone's remembered wallet app, opened; a failure is logged, never the request's. */
  async function openWalletApp(): Promise<void> {
    const { walletApp } = wallet
    try {
      if (!walletApp?.isMobile()) return
      const choice = await walletApp.choice()
      if (choice) walletApp.open(choice.href)
    } catch (error) {
      log.warn('could not open the wallet app', error)
    }
  }

  async function fromWallet(
    method: string,
    raw: RequestArguments['params'],
    namespace: SupportedNamespace,
  ): Promise<unknown> {
    const params = WALLET_PARAMS[namespace](store.get(), namespace, method, raw)
    await settledOn(wallet, namespace)
    const provider = wallet.connected(namespace)
    if (!provider) throw rpcErrors.unauthorized('Connect a wallet first: no wallet is connected to this app')
    if (provider.storageKey === WALLETCONNECT_ID && asksUser(method)) await openWalletApp()
    const result = await provider.request(params === undefined ? { method } : { method, params })
    // A transaction the dapp had sent: the modal's balances and activity are read again (views/queryClient.ts).
    if (classifyRpcResult(result) === 'transaction') noteChainWrite()
    return result
  }

  return async function request(args: unknown): Promise<unknown> {
    const { method, params } = parseRequest(args)
    const answerer = answererOf(method)
    const namespace = namespaceOfMethod(method)
    if (answerer === undefined || (namespace !== undefined && !configures(store.get(), namespace))) {
      if (!store.get().open) actions.open({})
      setTimeout(() => actions.showToast(ACTION_NOT_ALLOWED, 'error'), ACTION_NOT_ALLOWED_TOAST_DELAY_MS)
      throw rpcErrors.notAllowed()
    }
    switch (answerer) {
      case 'state':
        return fromState(store, wallet, method, namespace)
      case 'connect': {
        const accounts = await wallet.requestAccounts(namespace ?? PROVIDER_NAMESPACE)
        return method === 'wallet_requestPermissions' ? [accountsPermission(accounts)] : accounts
      }
      case 'disconnect':
        wallet.disconnect(namespace ?? PROVIDER_NAMESPACE)
        return null
      case 'network':
        return switchNetwork(params)
      case 'node':
        return fromNode(method, params)
      case 'wallet':
        return fromWallet(method, params, namespace ?? PROVIDER_NAMESPACE)
      case 'signIn':
        if (!wallet.signIn) throw rpcErrors.notAllowed()
        return wallet.signIn(params)
    }
  }
}
