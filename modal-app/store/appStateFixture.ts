import type { NetworkEntry, ResolvedConfig } from '../config/types.js'
import type { AppState } from './store.js'

/** Fixtures for unit tests of the stateful core: two eip155 networks, one solana, and a resolved config. */
export const mainnet: NetworkEntry = {
  id: 1,
  name: 'Ethereum',
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.example'] } },
  testnet: false,
}
export const optimism: NetworkEntry = {
  ...mainnet,
  id: 10,
  name: 'OP Mainnet',
  caipNetworkId: 'eip155:10',
  rpcUrls: { default: { http: ['https://op.example'] } },
}
export const solana: NetworkEntry = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://sol.example'] } },
  testnet: false,
}

export function testConfig(overrides: Partial<ResolvedConfig> = {}): ResolvedConfig {
  return {
    projectId: undefined,
    embeddedWallet: undefined,
    networks: [mainnet, optimism, solana],
    defaultNetwork: mainnet,
    themeMode: 'dark',
    themeVariables: {},
    features: {
      swaps: false,
      onramp: false,
      receive: false,
      send: false,
      email: true,
      socials: ['google'],
      history: false,
      analytics: false,
      allWallets: false,
      legalCheckbox: false,
      smartSessions: false,
      pay: false,
      connectMethodsOrder: undefined,
    },
    metadata: undefined,
    legal: { termsConditionsUrl: undefined, privacyPolicyUrl: undefined },
    embedded: false,
    debug: false,
    logLevel: 'error',
    enableWalletConnect: true,
    enableWalletGuide: true,
    enableWallets: true,
    enableEIP6963: true,
    enableNetworkSwitch: true,
    allowUnsupportedChain: false,
    manualWCControl: false,
    featuredWalletIds: [],
    includeWalletIds: [],
    excludeWalletIds: [],
    announce: null,
    providerInfo: { name: 'Wallet Modal', rdns: 'dev.wallet-modal', icon: 'data:image/svg+xml,%3Csvg%2F%3E' },
    relayUrl: undefined,
    customWallets: [],
    allWallets: 'SHOW',
    connectorGroupOrder: undefined,
    walletDirectoryUrl: 'https://api.web3modal.org',
    siwx: undefined,
    tokens: {},
    swapNetworks: [],
    apiBaseUrl: 'https://rpc.walletconnect.org',
    analyticsUrl: 'https://pulse.walletconnect.org',
    ipfsGateway: 'https://ipfs.io/ipfs',
    defaultAccountTypes: { eip155: 'smartAccount' },
    ...overrides,
  }
}

export function testState(overrides: Partial<AppState> = {}, config: Partial<ResolvedConfig> = {}): AppState {
  return {
    origin: 'https://app.example.com',
    config: testConfig(config),
    open: false,
    stack: ['Connect'],
    direction: 'next',
    namespace: mainnet.chainNamespace,
    accounts: {},
    networks: { eip155: mainnet },
    toast: undefined,
    hostWallets: {},
    ...overrides,
  }
}

/** The part of the state where `address` is connected on eip155, on `network`. */
export function connectedOn(address: string, network: NetworkEntry = mainnet): Partial<AppState> {
  return {
    accounts: { eip155: { status: 'connected', address, wallet: undefined } },
    networks: { eip155: network },
  }
}
