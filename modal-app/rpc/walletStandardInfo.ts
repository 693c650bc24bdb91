import { walletStandardChains } from '../config/namespaces/walletStandardChains.js'
import { decodeBase58 } from '../config/solanaAddress.js'
import { type AppState, addressOf } from '../store/store.js'

/** The features the modal's wallet serves each namespace's account with (loader/walletStandardWallet.ts). */
const SOLANA_FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction']
const BITCOIN_FEATURES = ['bitcoin:signMessage', 'bitcoin:signTransaction']

/**
 * What wallet-standard.js registers as the modal's Wallet Standard wallet (ARCHITECTURE.md, "Solana and
 * Bitcoin"): the deployment's provider name and icon, the app's Solana and Bitcoin networks as chains (CAIP-2 ids
 * and the names wallets know them by, which `@solana/wallet-adapter` and Bitcoin dapps ask for), and the connected
 * Solana and Bitcoin accounts, if any, each with its chains and features.
 */
export function walletStandardInfo(state: AppState) {
  const { name, icon } = state.config.providerInfo
  const solanaChains = walletStandardChains(state.config.networks, 'solana')
  const bitcoinChains = walletStandardChains(state.config.networks, 'bip122')
  const accounts = []
  const solana = addressOf(state, 'solana')
  const solanaKey = solana === undefined ? undefined : decodeBase58(solana)
  if (solana !== undefined && solanaKey !== undefined)
    accounts.push({ address: solana, publicKey: solanaKey, chains: solanaChains, features: SOLANA_FEATURES })
  const bitcoin = addressOf(state, 'bip122')
  const bip122 = state.accounts.bip122
  // The payment account first, then the ordinals one: the modal's `bitcoin:connect` answers purposes by that order.
  const bitcoinAccounts =
    bitcoin === undefined
      ? []
      : [{ address: bitcoin, publicKey: bip122?.publicKey }, ...(bip122?.ordinals ? [bip122.ordinals] : [])]
  for (const { address, publicKey } of bitcoinAccounts)
    accounts.push({
      address,
      publicKey: publicKey ?? new Uint8Array(),
      chains: bitcoinChains,
      features: BITCOIN_FEATURES,
    })
  return { name, icon, chains: [...solanaChains, ...bitcoinChains], accounts }
}
