import { namespaceNetworkSchema } from './namespaceNetworkSchema.js'

/**
 * A Bitcoin network the app defines itself (regtest, signet, a local node): `{ chainNamespace: 'bip122', id, name,
 * rpcUrls, … }`, with `caipNetworkId` `bip122:{id}` and BTC (8 decimals) unless it says otherwise.
 * `rpcUrls.default.http[0]` is the network's Esplora API base URL (`https://mempool.space/api`, a local esplora),
 * which the modal reads balances from: a network entry's one field for where its reads go, as the built-in Bitcoin
 * networks use it.
 */
export const bitcoinNetworkSchema = namespaceNetworkSchema({
  namespace: 'bip122',
  // CAIP-4: the first 32 characters of the genesis block's hash, in lowercase hex.
  id: { pattern: /^[0-9a-f]{32}$/, message: 'must be a CAIP-2 reference: 32 lowercase hex characters' },
  currency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  decimalsMessage: 'must be 8: satoshis',
})
