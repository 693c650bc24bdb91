import * as v from 'valibot'
import { droppingRecord, NON_EMPTY_STRING } from '../fieldSchemas.js'
import { NETWORK_ENDPOINT_FIELDS, networkEntryOf } from '../networkEndpointsSchema.js'
import type { NetworkEntry } from '../networkEntry.js'
import type { NamespaceRules } from './namespaceRules.js'

const DECIMALS_MESSAGE = 'must be an integer from 0 to 36'
const ID_MESSAGE = 'must be a positive safe integer'

/**
 * A viem-`Chain`-shaped network (eip155), as a dapp passes it in `networks`; the result is a {@link NetworkEntry}
 * with its CAIP fields, and other fields (contracts, fees, formatters) are dropped.
 */
const chainSchema = v.pipe(
  droppingRecord(
    {
      id: v.pipe(v.number(ID_MESSAGE), v.safeInteger(ID_MESSAGE), v.minValue(1, ID_MESSAGE)),
      name: NON_EMPTY_STRING,
      nativeCurrency: droppingRecord(
        {
          name: NON_EMPTY_STRING,
          symbol: NON_EMPTY_STRING,
          decimals: v.pipe(
            v.number(DECIMALS_MESSAGE),
            v.integer(DECIMALS_MESSAGE),
            v.minValue(0, DECIMALS_MESSAGE),
            v.maxValue(36, DECIMALS_MESSAGE),
          ),
        },
        'must be an object',
      ),
      ...NETWORK_ENDPOINT_FIELDS,
    },
    'must be a chain object',
  ),
  v.transform((checked): NetworkEntry => networkEntryOf('eip155', checked)),
)

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
 * eip155 (EVM): viem chain objects, EIP-6963 host wallets that report and switch their chain, hex addresses
 * (checksummed by viem, a chunk), and the portfolio reads (tokens, activity, NFTs, names).
 */
export const eip155 = {
  name: 'Ethereum',
  networkSchema: chainSchema,
  builtinNetworks: EVM_CHAINS,
  walletStandard: undefined,
  walletHasChain: true,
  hexAddresses: true,
  portfolio: true,
  balances: true,
} satisfies NamespaceRules
