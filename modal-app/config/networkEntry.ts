import type { SupportedNamespace } from './namespaces/supportedNamespace.js'

/** A network entry (SPEC §3): viem `Chain`-shaped plus its CAIP fields. */
export type NetworkEntry = {
  id: number | string
  name: string
  caipNetworkId: string
  chainNamespace: SupportedNamespace
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  testnet: boolean
}
