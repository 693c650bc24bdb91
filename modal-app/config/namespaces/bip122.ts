import { BITCOIN_MAINNET_ID, BITCOIN_TESTNET_ID } from '../bitcoinChains.js'
import { namespaceNetworkSchema } from '../namespaceNetworkSchema.js'
import type { NamespaceRules } from './namespaceRules.js'

const chain = (id: string, name: string, apiUrl: string, explorerUrl: string, testnet: boolean) => ({
  chainNamespace: 'bip122',
  id,
  name,
  rpcUrls: { default: { http: [apiUrl] } },
  blockExplorers: { default: { name: 'Mempool', url: explorerUrl } },
  testnet,
})

/**
 * bip122 (Bitcoin): network objects `{ chainNamespace: 'bip122', … }` whose `rpcUrls` is an Esplora API, the page's
 * Wallet Standard wallets (the network is the app's), and addresses of their network's form (segwit, base58check).
 */
export const bip122 = {
  name: 'Bitcoin',
  /**
   * A Bitcoin network the app defines itself (regtest, signet, a local node): `{ chainNamespace: 'bip122', id, name,
   * rpcUrls, … }`, with `caipNetworkId` `bip122:{id}` and BTC (8 decimals) unless it says otherwise.
   * `rpcUrls.default.http[0]` is the network's Esplora API base URL (`https://mempool.space/api`, a local esplora),
   * which the modal reads balances from: a network entry's one field for where its reads go, as the built-in Bitcoin
   * networks use it.
   */
  networkSchema: namespaceNetworkSchema({
    namespace: 'bip122',
    // CAIP-4: the first 32 characters of the genesis block's hash, in lowercase hex.
    id: { pattern: /^[0-9a-f]{32}$/, message: 'must be a CAIP-2 reference: 32 lowercase hex characters' },
    currency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    decimalsMessage: 'must be 8: satoshis',
  }),
  builtinNetworks: [
    chain(BITCOIN_MAINNET_ID, 'Bitcoin', 'https://mempool.space/api', 'https://mempool.space', false),
    chain(
      BITCOIN_TESTNET_ID,
      'Bitcoin Testnet',
      'https://mempool.space/testnet/api',
      'https://mempool.space/testnet',
      true,
    ),
  ],
  walletStandard: { uuidPrefix: 'ws:bitcoin:' },
  walletHasChain: false,
  hexAddresses: false,
  portfolio: false,
  balances: false,
} satisfies NamespaceRules
