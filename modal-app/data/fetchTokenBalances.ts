import type { NetworkEntry } from '../config/types.js'
import { log } from '../lib/log.js'
import type { TokenBalance } from './accountTypes.js'
import { fromApiBalances } from './apiAccountData.js'
import type { BlockchainApi } from './blockchainApi.js'
import { type ConfiguredToken, fetchOnChainBalances } from './fetchOnChainBalances.js'
import { type AskWallet, fetchWalletAssets } from './walletAssets.js'

/** The address the Blockchain API prices a chain's native token by. */
const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

export type TokenBalanceSources = {
  network: NetworkEntry
  address: string
  /** The `tokens` option's entries for `network`, for the on-chain fallback. */
  tokens: readonly ConfiguredToken[]
  /** The Blockchain API, when a project id is set. */
  api?: BlockchainApi | undefined
  /** The connected wallet, for its asset discovery. */
  askWallet?: AskWallet | undefined
}

/**
 * SPEC §7's balance lookup, first source that answers: the wallet's asset discovery (`wallet_getCapabilities`,
 * then `wallet_getAssets`, shape-checked; eip155 only), then the Blockchain API on a chain it supports, then the
 * chain itself (on Solana: SOL and the SPL mints of `tokens`), priced by the API's fungible prices when it answers
 * (eip155).
 * @throws when the last source, the chain's RPC, fails.
 */
export async function fetchTokenBalances(sources: TokenBalanceSources): Promise<TokenBalance[]> {
  const { network, address, api, askWallet } = sources
  // Asset discovery (EIP-7811) is an eip155 wallet's: never asked about another namespace's address.
  const fromWallet =
    askWallet === undefined || network.chainNamespace !== 'eip155'
      ? undefined
      : await fetchWalletAssets(askWallet, address, network)
  if (fromWallet !== undefined) return fromWallet
  if (api !== undefined) {
    try {
      if (await api.supports(network.caipNetworkId))
        return fromApiBalances(await api.balance(address, network.caipNetworkId))
    } catch (error) {
      log.warn('the Blockchain API failed; reading balances from the chain', error)
    }
  }
  if (network.chainNamespace === 'solana') {
    // SOL and the `tokens` option's SPL mints, from the network's RPC (a chunk of its own: @solana/kit).
    const { solanaTokenBalances } = await import('./solanaTokens.js')
    return solanaTokenBalances(network, address, sources.tokens)
  }
  const onChain = await fetchOnChainBalances(network, address, sources.tokens)
  return api === undefined ? onChain : withPrices(api, network, onChain)
}

/** Values for balances read on chain, from the API's fungible prices; without them where it fails. */
async function withPrices(api: BlockchainApi, network: NetworkEntry, balances: TokenBalance[]) {
  try {
    const addresses = balances.map(
      (balance) => `${network.caipNetworkId}:${balance.address ?? NATIVE_TOKEN_ADDRESS}`,
    )
    const prices = await api.fungiblePrice(addresses)
    return balances.map((balance) => {
      const price = prices.find(
        (fungible) => fungible.symbol?.toLowerCase() === balance.symbol.toLowerCase(),
      )?.price
      return price === undefined
        ? balance
        : { ...balance, price, value: price * Number(balance.quantity.numeric) }
    })
  } catch {
    return balances
  }
}
