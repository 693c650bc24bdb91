import type {
  ModalState,
  Namespace,
  OpenWalletModalOptions,
  ProviderEventName,
  RequestArguments,
} from '../shared/protocol.js'

export type { ModalState, Namespace, OpenWalletModalOptions, ProviderEventName, RequestArguments }

/** A viem `Chain`-shaped network. */
export type ChainLike = {
  id: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
}

/**
 * `init` options. Everything but `modalUrl` and `container` crosses `postMessage`, so it must be plain data:
 * functions are rejected. The deployment's `config.json` may set defaults for any of these.
 */
export type WalletModalConfig = {
  /** Where the modal-app is deployed. Defaults to the folder `loader.js` was served from. */
  modalUrl?: string
  /** Embedded mode: render inline in this element (or selector); the modal drives the frame's height. */
  container?: HTMLElement | string
  projectId?: string
  /** viem `Chain`-shaped objects, or CAIP ids of built-in networks such as `'eip155:1'`. */
  networks?: (ChainLike | string)[]
  defaultNetwork?: ChainLike | string
  themeMode?: 'light' | 'dark' | 'system'
  themeVariables?: Record<string, string | number>
  features?: Record<string, unknown>
  metadata?: { name: string; description: string; url: string; icons: string[] }
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  /** Your own wallet records, listed with the catalogue's. */
  customWallets?: {
    id: string
    name: string
    image_url?: string
    rdns?: string
    chains?: string[]
    mobile_link?: string
    desktop_link?: string
    webapp_link?: string
  }[]
  /** The "All wallets" entry. Default `'SHOW'`. */
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE'
  /** Reorders the Connect view's wallet groups. */
  connectorGroupOrder?: (
    | 'walletConnect'
    | 'recent'
    | 'injected'
    | 'featured'
    | 'custom'
    | 'external'
    | 'recommended'
  )[]
  /** The wallet-directory API, used only with a `projectId`. */
  walletDirectoryUrl?: string
  /** The WalletConnect relay (`wss:`). Default: the public relay. */
  relayUrl?: string
  /** Announce the provider over EIP-6963. Default true. */
  announceProvider?: boolean
  /** How the provider is announced over EIP-6963. */
  providerInfo?: { name?: string; rdns?: string; icon?: string }
  [option: string]: unknown
}

/** An EIP-1193 provider. */
export type EIP1193Provider = {
  request(args: RequestArguments): Promise<unknown>
  on(event: ProviderEventName, listener: (data: never) => void): EIP1193Provider
  removeListener(event: ProviderEventName, listener: (data: never) => void): EIP1193Provider
}
