import type { Namespace, ProviderInfo } from '../../shared/protocol.js'
import type { AllWalletsMode, ConnectorGroup, WalletRecord } from '../wallets/types.js'

export type ThemeMode = 'light' | 'dark' | 'system'
export type ConnectMethod = 'email' | 'social' | 'wallet'
export type SocialProvider = 'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook'

/** A network entry (SPEC §3): viem `Chain`-shaped plus its CAIP fields. */
export type NetworkEntry = {
  id: number | string
  name: string
  caipNetworkId: string
  chainNamespace: Namespace
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  testnet: boolean
}

/** SPEC §1 feature switches, resolved with their defaults. */
export type Features = {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  /** Enabled social providers, in display order; empty when socials are off. */
  socials: SocialProvider[]
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  pay: boolean
  /** Overrides the Connect view's method order (SPEC §2). */
  connectMethodsOrder: ConnectMethod[] | undefined
}

/** Theme overrides (SPEC §2), using AppKit's variable names so migrating apps keep their values. */
export type ThemeVariables = {
  '--w3m-accent'?: string
  '--w3m-background'?: string
  '--w3m-color-mix'?: string
  '--w3m-color-mix-strength'?: number
  '--w3m-font-family'?: string
  '--w3m-font-size-master'?: string
  '--w3m-border-radius-master'?: string
  '--w3m-z-index'?: number
}

export type Metadata = { name: string; description: string; url: string; icons: string[] }

/** The dapp's config after validation, merged over the deployment's defaults. */
export type ResolvedConfig = {
  projectId: string | undefined
  networks: NetworkEntry[]
  defaultNetwork: NetworkEntry
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  features: Features
  metadata: Metadata | undefined
  /** The loader was given a `container`: render inline, no backdrop. */
  embedded: boolean
  debug: boolean
  enableWalletConnect: boolean
  enableWalletGuide: boolean
  enableWallets: boolean
  enableEIP6963: boolean
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  /** SPEC §2: the wallet protocol is under manual control. */
  manualWCControl: boolean
  /** The WalletConnect relay; undefined means the public relay. */
  relayUrl: string | undefined
  /** How the loader announces the provider over EIP-6963; null when `announceProvider` is false. */
  announce: ProviderInfo | null
  featuredWalletIds: string[]
  includeWalletIds: string[]
  excludeWalletIds: string[]
  /** Wallets the app adds to the catalogue, shown in their own Connect group and in AllWallets. */
  customWallets: WalletRecord[]
  /** When the Connect view offers "All wallets"; `'HIDE'` whenever `features.allWallets` is false. */
  allWallets: AllWalletsMode
  /** The Connect list's group order; groups not named follow in SPEC §9's order. */
  connectorGroupOrder: ConnectorGroup[] | undefined
  /** Base URL of the wallet-directory API (SPEC §7), asked only when `projectId` is set. */
  walletDirectoryUrl: string
}

/** What the deployment's `config.json` holds (ARCHITECTURE.md, "Self-hosting"). */
export type DeploymentConfig = {
  /** Host origins allowed to embed the modal; wildcards per SPEC §5. */
  allowedOrigins: string[]
  /** Add SPEC §5's default origins (localhost, 127.0.0.1, pages.dev, …). Default false: they must be asked for. */
  defaultOrigins: boolean
  /** Defaults for any `init` option; `init(config)` overrides them. */
  defaults: Record<string, unknown>
}
