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
  [option: string]: unknown
}

/** An EIP-1193 provider. */
export type EIP1193Provider = {
  request(args: RequestArguments): Promise<unknown>
  on(event: ProviderEventName, listener: (data: never) => void): EIP1193Provider
  removeListener(event: ProviderEventName, listener: (data: never) => void): EIP1193Provider
}
