import { namespaceNetworkSchema } from './namespaceNetworkSchema.js'

/**
 * A Solana network the app defines itself (a local validator, a private cluster): `{ chainNamespace: 'solana', id,
 * name, rpcUrls, … }`, with `caipNetworkId` `solana:{id}` and SOL (9 decimals) unless it says otherwise. CAIP-2's
 * reference: Solana's is the first 32 characters of the cluster's genesis hash.
 */
export const solanaNetworkSchema = namespaceNetworkSchema({
  namespace: 'solana',
  id: {
    pattern: /^[-_a-zA-Z0-9]{1,32}$/,
    message: 'must be a CAIP-2 reference: 1 to 32 letters, digits, - or _',
  },
  currency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  decimalsMessage: 'must be 9: lamports',
})
