import { numberToHex } from 'viem'
import { toProviderError } from '../../shared/errors/codec.js'
import { INVALID_PARAMS, rpcErrors } from '../../shared/errors/codes.js'
import { ProviderRpcError } from '../../shared/errors/rpc.js'
import { isRecord } from '../../shared/guards.js'
import type { Namespace, RequestArguments } from '../../shared/protocol.js'
import { bitcoinNetworkOf } from '../config/bitcoinChains.js'
import { solanaNetworkOf, walletStandardChain } from '../config/solanaChains.js'
import { ACTION_NOT_ALLOWED_TOAST_DELAY_MS } from '../data/rpcConstants.js'
import type { Actions } from '../navigation/actions.js'
import { settledOn } from '../state/startupReconnect.js'
import { type AppState, activeNetwork, addressOf, networkOf, type Store } from '../store/store.js'
import { ACTION_NOT_ALLOWED } from '../texts/messages.js'
import { checkBitcoinParams } from './checkBitcoinParams.js'
import { checkSolanaParams } from './checkSolanaParams.js'
import { checkWalletParams } from './checkWalletParams.js'
import { parseRequest } from './parseRequest.js'
import { answererOf, namespaceOfMethod } from './routes.js'
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
  /** Settles when the silent reconnect at startup has finished or given up. */
  settled: Promise<void>
  /** The same for the solana namespace (none: nothing to wait for). */
  settledSolana?: Promise<void>
  /** The same for the bip122 namespace (none: nothing to wait for). */
  settledBitcoin?: Promise<void>
  /** `eth_requestAccounts`, `solana_requestAccounts`: state/accountRequests.ts. */
  requestAccounts(namespace: Namespace): Promise<string[]>
  switchNetwork(caipNetworkId: string): Promise<void>
  /** The namespace's connected wallet, for the requests it must answer itself (signing, sending). */
  connected(namespace: Namespace): { request(args: RequestArguments): Promise<unknown> } | undefined
  /** Ends the namespace's connection (Wallet Standard's `standard:disconnect`), leaving the others. */
  disconnect(namespace: Namespace): void
  /** `solana_signIn` (Wallet Standard's `solana:signIn`): state/siwxSolanaSignIn.ts. */
  signIn?(params: RequestArguments['params']): Promise<unknown>
}

/** A Solana signing request's params, with its chain resolved to one the app lists (the active one by default). */
function solanaParams(state: AppState, method: string, raw: RequestArguments['params']) {
  const params = checkSolanaParams(method, raw)
  const network =
    params.chain === undefined
      ? networkOf(state, 'solana')
      : solanaNetworkOf(state.config.networks, params.chain)
  if (!network)
    throw rpcErrors.invalidParams(
      `Invalid ${method} params: chain ${params.chain} is not one of the app's networks`,
    )
  return { ...params, chain: walletStandardChain(network) }
}

/** A Bitcoin signing request's params, a `chain` resolved to the app's network of that name (its CAIP-2 id). */
function bitcoinParams(state: AppState, method: string, raw: RequestArguments['params']) {
  const params = checkBitcoinParams(method, raw)
  if (!('chain' in params) || params.chain === undefined) return params
  const network = bitcoinNetworkOf(state.config.networks, params.chain)
  if (!network)
    throw rpcErrors.invalidParams(
      `Invalid ${method} params: chain ${params.chain} is not one of the app's networks`,
    )
  return { ...params, chain: network.caipNetworkId }
}

/** The checked params of a wallet method of `namespace`. */
function walletParams(
  state: AppState,
  namespace: Namespace,
  method: string,
  raw: RequestArguments['params'],
) {
  if (namespace === 'solana') return solanaParams(state, method, raw)
  if (namespace === 'bip122') return bitcoinParams(state, method, raw)
  return checkWalletParams(method, raw)
}

/** Whether the app lists a network of `namespace`: a method of another namespace is not allowed. */
const configures = (state: AppState, namespace: Namespace) =>
  state.config.networks.some((network) => network.chainNamespace === namespace)

/** The provider speaks eip155: its network is eip155's even while another namespace is active. */
const evmNetworkOf = (state: AppState) => networkOf(state, 'eip155') ?? activeNetwork(state)

/** The `state` methods: answered from the modal's state, without a prompt. */
async function fromState(store: Store, wallet: RouterWallet, method: string): Promise<unknown> {
  const accountsOf = (namespace: Namespace) => {
    const address = addressOf(store.get(), namespace)
    return address === undefined ? [] : [address]
  }
  switch (method) {
    case 'eth_chainId':
      return numberToHex(Number(evmNetworkOf(store.get()).id))
    case 'net_version':
      return String(evmNetworkOf(store.get()).id)
    case 'eth_accounts':
      await wallet.settled
      return accountsOf('eip155')
    case 'wallet_getPermissions': {
      await wallet.settled
      const accounts = accountsOf('eip155')
      return accounts.length ? [accountsPermission(accounts)] : []
    }
    case 'solana_accounts':
      await wallet.settledSolana
      return accountsOf('solana')
    case 'bip122_accounts':
      await wallet.settledBitcoin
      return accountsOf('bip122')
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
      .config.networks.find((entry) => entry.chainNamespace === 'eip155' && Number(entry.id) === chainId)
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

  async function fromWallet(
    method: string,
    raw: RequestArguments['params'],
    namespace: Namespace,
  ): Promise<unknown> {
    const params = walletParams(store.get(), namespace, method, raw)
    await settledOn(wallet, namespace)
    const provider = wallet.connected(namespace)
    if (!provider) throw rpcErrors.unauthorized('Connect a wallet first: no wallet is connected to this app')
    return provider.request(params === undefined ? { method } : { method, params })
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
        return fromState(store, wallet, method)
      case 'connect': {
        const accounts = await wallet.requestAccounts(namespace ?? 'eip155')
        return method === 'wallet_requestPermissions' ? [accountsPermission(accounts)] : accounts
      }
      case 'disconnect':
        wallet.disconnect(namespace ?? 'eip155')
        return null
      case 'network':
        return switchNetwork(params)
      case 'node':
        return fromNode(method, params)
      case 'wallet':
        return fromWallet(method, params, namespace ?? 'eip155')
      case 'signIn':
        if (!wallet.signIn) throw rpcErrors.notAllowed()
        return wallet.signIn(params)
    }
  }
}
