import type { SupportedNamespace } from '../config/namespaces/index.js'
import type { NetworkEntry } from '../config/types.js'
import { fetchBitcoinBalance } from './esploraClient.js'
import { fetchEvmBalance } from './evmBalance.js'
import { fetchSolanaBalance } from './solanaBalance.js'

/**
 * Where each namespace's native balance is read, in its smallest unit: wei from an eip155 node, lamports from a
 * Solana node, satoshis from a Bitcoin network's Esplora API.
 */
export const NATIVE_BALANCE = {
  eip155: fetchEvmBalance,
  solana: fetchSolanaBalance,
  bip122: (network, address) => fetchBitcoinBalance(network, address),
} satisfies Record<SupportedNamespace, (network: NetworkEntry, address: string) => Promise<bigint>>
