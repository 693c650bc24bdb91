import { decodeBase58 } from '../config/solanaAddress.js'
import { solanaChainNames } from '../config/solanaChains.js'
import { type AppState, addressOf } from './store.js'

/**
 * What wallet-standard.js registers as the modal's Wallet Standard wallet (ARCHITECTURE.md, "Solana and
 * Bitcoin"): the deployment's provider name and icon, the app's Solana networks as chains (CAIP-2 ids and
 * Wallet Standard names, which `@solana/wallet-adapter` asks for), and the connected Solana account, if any.
 */
export function walletStandardInfo(state: AppState) {
  const { name, icon } = state.config.providerInfo
  const chains = solanaChainNames(state.config.networks)
  const address = addressOf(state, 'solana')
  const publicKey = address === undefined ? undefined : decodeBase58(address)
  return {
    name,
    icon,
    chains,
    accounts: address === undefined || publicKey === undefined ? [] : [{ address, publicKey, chains }],
  }
}
