import {
  anvil,
  arbitrum,
  aurora,
  avalanche,
  bsc,
  fantom,
  gnosis,
  kaia,
  mainnet,
  polygon,
  sepolia,
} from 'viem/chains'
import { BITCOIN_MAINNET_ID, BITCOIN_TESTNET_ID } from './bitcoinChains.js'
import { chainSchema } from './chainSchema.js'
import type { NetworkEntry } from './networkEntry.js'
import { parseConfigValue } from './parseConfigValue.js'

/**
 * viem's OP Mainnet, Base and ZKsync Era, with only the fields a network entry keeps: viem's objects carry their
 * chains' transaction formatters and serializers, 12 KB of gzip in the modal's startup bundle (issue 11.3).
 * networks.test.ts checks that they equal viem's.
 */
const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const optimism = {
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
}
const base = {
  id: 8453,
  name: 'Base',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
}
const zksync = {
  id: 324,
  name: 'ZKsync Era',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.era.zksync.io'] } },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
}

/**
 * Validates a viem-`Chain`-shaped object (an eip155 network) from the dapp and copies the fields of a
 * {@link NetworkEntry}; other fields (contracts, fees, formatters) are dropped. `path` names it in errors.
 * @throws {ConfigError} `{path}.{field} must be …`, e.g. `networks[1].rpcUrls.default.http[0] must be an http(s) URL`
 */
export function toNetworkEntry(chainLike: unknown, path = 'network'): NetworkEntry {
  return parseConfigValue(chainSchema, chainLike, path)
}

const solana = (chainId: string, name: string, rpcUrl: string, explorerUrl: string, testnet: boolean) =>
  deepFreeze<NetworkEntry>({
    id: chainId,
    name,
    caipNetworkId: `solana:${chainId}`,
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl] } },
    blockExplorers: { default: { name: 'Solana Explorer', url: explorerUrl } },
    testnet,
  })

const bitcoin = (chainId: string, name: string, apiUrl: string, explorerUrl: string, testnet: boolean) =>
  deepFreeze<NetworkEntry>({
    id: chainId,
    name,
    caipNetworkId: `bip122:${chainId}`,
    chainNamespace: 'bip122',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [apiUrl] } },
    blockExplorers: { default: { name: 'Mempool', url: explorerUrl } },
    testnet,
  })

/** The networks a dapp may name by CAIP id alone (SPEC §3), in display order. Frozen. */
export const BUILTIN_NETWORKS: readonly NetworkEntry[] = Object.freeze([
  ...[
    mainnet,
    optimism,
    polygon,
    base,
    arbitrum,
    bsc,
    gnosis,
    avalanche,
    fantom,
    zksync,
    kaia,
    aurora,
    sepolia,
    // 31337 at http://127.0.0.1:8545, the chain of local development and e2e; not a testnet, so balances show.
    anvil,
  ].map((chain) => deepFreeze(toNetworkEntry(chain, chain.name))),
  solana(
    '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'Solana',
    'https://api.mainnet-beta.solana.com',
    'https://explorer.solana.com',
    false,
  ),
  solana(
    'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    'Solana Devnet',
    'https://api.devnet.solana.com',
    'https://explorer.solana.com/?cluster=devnet',
    true,
  ),
  solana(
    '4uhcVJyU9pJkvQyS88uRDiswHXSDkY4V',
    'Solana Testnet',
    'https://api.testnet.solana.com',
    'https://explorer.solana.com/?cluster=testnet',
    true,
  ),
  bitcoin(BITCOIN_MAINNET_ID, 'Bitcoin', 'https://mempool.space/api', 'https://mempool.space', false),
  bitcoin(
    BITCOIN_TESTNET_ID,
    'Bitcoin Testnet',
    'https://mempool.space/testnet/api',
    'https://mempool.space/testnet',
    true,
  ),
])

const BY_CAIP_ID: ReadonlyMap<string, NetworkEntry> = new Map(
  BUILTIN_NETWORKS.map((network) => [network.caipNetworkId, network]),
)

/** The built-in network with this CAIP-2 id, if any. */
export function getBuiltinNetwork(caipNetworkId: string): NetworkEntry | undefined {
  return BY_CAIP_ID.get(caipNetworkId)
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child)
    Object.freeze(value)
  }
  return value
}
