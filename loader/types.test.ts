import { describe, expect, expectTypeOf, test } from 'vitest'
import { resolveConfig } from '../modal-app/config/resolveConfig.js'
import type { ChainLike, WalletModalConfig } from './types.js'

const chain: ChainLike = {
  id: 7777,
  name: 'Devnet',
  nativeCurrency: { name: 'Dev', symbol: 'DEV', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9545'] as const } },
}

/** Every option a dapp may pass, set (`Required` makes the compiler name a missing one); siweConfig excludes siwx. */
const everyOption = {
  modalUrl: 'https://wallet.example.com/',
  container: '#wallet',
  projectId: 'a01b2c3d4e5f',
  networks: ['eip155:1', chain],
  defaultNetwork: chain,
  themeMode: 'light',
  themeVariables: { '--w3m-accent': '#00bb7f', '--w3m-z-index': 10 },
  features: { swaps: false, socials: ['github'], connectMethodsOrder: ['wallet'] },
  metadata: { name: 'Example', description: 'An example', url: 'https://app.example.com', icons: [] },
  termsConditionsUrl: 'https://app.example.com/terms',
  privacyPolicyUrl: 'https://app.example.com/privacy',
  debug: false,
  logLevel: 'warn',
  enableWalletConnect: true,
  enableWalletGuide: true,
  enableWallets: true,
  enableEIP6963: true,
  enableNetworkSwitch: true,
  allowUnsupportedChain: false,
  manualWCControl: false,
  featuredWalletIds: ['a'],
  includeWalletIds: [],
  excludeWalletIds: ['io.metamask'],
  customWallets: [{ id: 'mine', name: 'Mine', mobile_link: 'mine://' }],
  allWallets: 'ONLY_MOBILE',
  connectorGroupOrder: ['recent', 'injected'],
  walletDirectoryUrl: 'https://directory.example.com',
  relayUrl: 'wss://relay.example.com',
  announceProvider: true,
  providerInfo: { name: 'Acme Wallet' },
  siwx: { nonceUrl: 'https://app.example.com/nonce', verifyUrl: 'https://app.example.com/verify' },
  apiBaseUrl: 'https://api.example.com',
  analyticsUrl: 'https://analytics.example.com',
  ipfsGateway: 'https://gateway.example.com/ipfs/',
  tokens: { 'eip155:1': { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' } },
  defaultAccountTypes: { eip155: 'eoa' },
  swapNetworks: ['eip155:31337'],
} satisfies Required<Omit<WalletModalConfig, 'siweConfig'>>

describe('WalletModalConfig', () => {
  test('default: every typed option is one the modal accepts', () => {
    const config = resolveConfig(everyOption, { allowedOrigins: [], defaultOrigins: false, defaults: {} })
    expect(config.defaultNetwork.caipNetworkId).toBe('eip155:7777')
    expect(config.announce?.name).toBe('Acme Wallet')
  })

  test('behavior: readonly arrays, such as a viem chain’s, are accepted', () => {
    expectTypeOf<{ networks: readonly ChainLike[] }>().toExtend<WalletModalConfig>()
  })

  test('error: an unknown option or a wrong type does not compile (no index signature)', () => {
    // @ts-expect-error an option the modal does not have
    const unknown: WalletModalConfig = { foo: 1 }
    // @ts-expect-error debug is a boolean
    const wrongType: WalletModalConfig = { debug: 'yes' }
    // @ts-expect-error the loader sets embedded from container
    const embedded: WalletModalConfig = { embedded: true }
    expect([unknown, wrongType, embedded]).toHaveLength(3)
  })
})
