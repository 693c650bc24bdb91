import { BITCOIN_MAINNET_ID, BITCOIN_TESTNET_ID } from './bitcoinChains.js'
import { chainSchema } from './chainSchema.js'
import type { NetworkEntry } from './networkEntry.js'
import { parseConfigValue } from './parseConfigValue.js'

/** A viem-`Chain`-shaped network with only the fields a network entry keeps. */
const chain = (
  id: number,
  name: string,
  nativeCurrency: { name: string; symbol: string; decimals: number },
  rpcUrl: string,
  explorer?: [name: string, url: string],
  testnet?: true,
) => ({
  id,
  name,
  nativeCurrency,
  rpcUrls: { default: { http: [rpcUrl] } },
  ...(explorer && { blockExplorers: { default: { name: explorer[0], url: explorer[1] } } }),
  ...(testnet && { testnet }),
})
const ether = (name = 'Ether') => ({ name, symbol: 'ETH', decimals: 18 })
const coin = (name: string, symbol = name.toUpperCase()) => ({ name, symbol, decimals: 18 })

/**
 * viem's chains (`viem/chains`), with only the fields a network entry keeps: viem's objects carry contracts, and
 * some their chains' transaction formatters and serializers, which the modal's startup bundle need not (issue
 * 11.3). networks.test.ts checks that each equals viem's.
 */
const EVM_CHAINS = [
  chain(1, 'Ethereum', ether(), 'https://ethereum.reth.rs/rpc', ['Etherscan', 'https://etherscan.io']),
  chain(10, 'OP Mainnet', ether(), 'https://mainnet.optimism.io', [
    'Optimism Explorer',
    'https://optimistic.etherscan.io',
  ]),
  chain(137, 'Polygon', coin('POL'), 'https://polygon.drpc.org', ['PolygonScan', 'https://polygonscan.com']),
  chain(8453, 'Base', ether(), 'https://mainnet.base.org', ['Basescan', 'https://basescan.org']),
  chain(42161, 'Arbitrum One', ether(), 'https://arb1.arbitrum.io/rpc', ['Arbiscan', 'https://arbiscan.io']),
  chain(56, 'BNB Smart Chain', coin('BNB'), 'https://56.rpc.thirdweb.com', [
    'BscScan',
    'https://bscscan.com',
  ]),
  chain(100, 'Gnosis', coin('xDAI', 'XDAI'), 'https://rpc.gnosischain.com', [
    'Gnosisscan',
    'https://gnosisscan.io',
  ]),
  chain(43114, 'Avalanche', coin('Avalanche', 'AVAX'), 'https://api.avax.network/ext/bc/C/rpc', [
    'SnowTrace',
    'https://snowtrace.io',
  ]),
  chain(250, 'Fantom', coin('Fantom', 'FTM'), 'https://250.rpc.thirdweb.com', [
    'FTMScan',
    'https://ftmscan.com',
  ]),
  chain(324, 'ZKsync Era', ether(), 'https://mainnet.era.zksync.io', [
    'ZKsync Explorer',
    'https://explorer.zksync.io',
  ]),
  chain(8217, 'Kaia', coin('Kaia'), 'https://public-en.node.kaia.io', ['KaiaScan', 'https://kaiascan.io']),
  chain(1313161554, 'Aurora', ether(), 'https://mainnet.aurora.dev', [
    'Aurorascan',
    'https://aurorascan.dev',
  ]),
  chain(
    11155111,
    'Sepolia',
    ether('Sepolia Ether'),
    'https://11155111.rpc.thirdweb.com',
    ['Etherscan', 'https://sepolia.etherscan.io'],
    true,
  ),
  // 31337 at http://127.0.0.1:8545, the chain of local development and e2e; not a testnet, so balances show.
  chain(31337, 'Anvil', ether(), 'http://127.0.0.1:8545'),
]

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
  ...EVM_CHAINS.map((entry) => deepFreeze(toNetworkEntry(entry, entry.name))),
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
