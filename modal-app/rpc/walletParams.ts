import { rpcErrors } from '../../shared/errors/rpcErrors.js'
import type { RequestArguments } from '../../shared/protocol.js'
import type { SupportedNamespace } from '../config/namespaces/index.js'
import { networkOfChain, walletStandardName } from '../config/namespaces/walletStandardChains.js'
import type { NetworkEntry } from '../config/types.js'
import { type AppState, networkOf } from '../store/store.js'
import { checkBitcoinParams } from './checkBitcoinParams.js'
import { checkSolanaParams } from './checkSolanaParams.js'
import { checkWalletParams } from './checkWalletParams.js'

type Params = RequestArguments['params']

/** A wallet method's params checked on `namespace` (SPEC §5) before its wallet sees them: what to forward. */
type WalletParamsCheck = (
  state: AppState,
  namespace: SupportedNamespace,
  method: string,
  raw: Params,
) => Params

/** The app's network of `namespace` that `chain` names (either form). */
function listedNetwork(state: AppState, namespace: SupportedNamespace, method: string, chain: string) {
  const network = networkOfChain(state.config.networks, namespace, chain)
  if (!network)
    throw rpcErrors.invalidParams(`Invalid ${method} params: chain ${chain} is not one of the app's networks`)
  return network
}

/** Each namespace's check of its wallet methods' params. */
export const WALLET_PARAMS = {
  eip155: (_state, _namespace, method, raw) => checkWalletParams(method, raw),
  /** A Solana signing request's, its chain resolved to one the app lists (the active one by default). */
  solana(state, namespace, method, raw) {
    const params = checkSolanaParams(method, raw)
    const network: NetworkEntry | undefined =
      params.chain === undefined
        ? networkOf(state, namespace)
        : listedNetwork(state, namespace, method, params.chain)
    if (!network)
      throw rpcErrors.invalidParams(
        `Invalid ${method} params: chain ${params.chain} is not one of the app's networks`,
      )
    return { ...params, chain: walletStandardName(network) }
  },
  /** A Bitcoin signing request's, a `chain` resolved to the app's network of that name (its CAIP-2 id). */
  bip122(state, namespace, method, raw) {
    const params = checkBitcoinParams(method, raw)
    if (!('chain' in params) || params.chain === undefined) return params
    return { ...params, chain: listedNetwork(state, namespace, method, params.chain).caipNetworkId }
  },
} satisfies Record<SupportedNamespace, WalletParamsCheck>
