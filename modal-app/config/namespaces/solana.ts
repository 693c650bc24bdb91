import { namespaceNetworkSchema } from '../namespaceNetworkSchema.js'
import type { NamespaceRules } from './namespaceRules.js'

const cluster = (id: string, name: string, rpcUrl: string, explorerUrl: string, testnet: boolean) => ({
  chainNamespace: 'solana',
  id,
  name,
  rpcUrls: { default: { http: [rpcUrl] } },
  blockExplorers: { default: { name: 'Solana Explorer', url: explorerUrl } },
  testnet,
})

/**
 * solana: network objects `{ chainNamespace: 'solana', … }`, the page's Wallet Standard wallets (the network is the
 * app's: each request names its cluster), base58 addresses.
 */
export const solana = {
  name: 'Solana',
  /**
   * A Solana network the app defines itself (a local validator, a private cluster): `{ chainNamespace: 'solana',
   * id, name, rpcUrls, … }`, with `caipNetworkId` `solana:{id}` and SOL (9 decimals) unless it says otherwise.
   * CAIP-2's reference: Solana's is the first 32 characters of the cluster's genesis hash.
   */
  networkSchema: namespaceNetworkSchema({
    namespace: 'solana',
    id: {
      pattern: /^[-_a-zA-Z0-9]{1,32}$/,
      message: 'must be a CAIP-2 reference: 1 to 32 letters, digits, - or _',
    },
    currency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    decimalsMessage: 'must be 9: lamports',
  }),
  builtinNetworks: [
    cluster(
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'Solana',
      'https://api.mainnet-beta.solana.com',
      'https://explorer.solana.com',
      false,
    ),
    cluster(
      'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'Solana Devnet',
      'https://api.devnet.solana.com',
      'https://explorer.solana.com/?cluster=devnet',
      true,
    ),
    cluster(
      '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      'Solana Testnet',
      'https://api.testnet.solana.com',
      'https://explorer.solana.com/?cluster=testnet',
      true,
    ),
  ],
  walletStandard: { uuidPrefix: 'ws:solana:' },
  walletHasChain: false,
  hexAddresses: false,
  portfolio: false,
  balances: true,
} satisfies NamespaceRules
