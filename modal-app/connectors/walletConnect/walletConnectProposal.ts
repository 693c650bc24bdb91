import {
  PROVIDER_NAMESPACE,
  SUPPORTED_NAMESPACES,
  type SupportedNamespace,
} from '../../config/namespaces/index.js'
import type { NetworkEntry } from '../../config/types.js'

/** The eip155 methods and events a session asks for (SPEC §3: declared per namespace). */
export const EIP155_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
] as const
const EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const
const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const
/** WalletConnect's Bitcoin methods and event (its Bitcoin RPC reference): the modal sends `signMessage` and `signPsbt`. */
const BIP122_METHODS = ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'] as const
const BIP122_EVENTS = ['bip122_addressesChanged'] as const

/** What a session asks of each namespace: its methods and events. */
const REQUIRED = {
  eip155: { methods: EIP155_METHODS, events: EIP155_EVENTS },
  solana: { methods: SOLANA_METHODS, events: [] },
  bip122: { methods: BIP122_METHODS, events: BIP122_EVENTS },
} satisfies Record<SupportedNamespace, { methods: readonly string[]; events: readonly string[] }>

type ProposedNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string>
}

/**
 * The namespaces a session proposal asks for: eip155 (with the RPCs of its chains), and solana and bip122 when the
 * app lists networks of theirs (optional namespaces: a wallet may approve any of them).
 */
export function proposalNamespaces(networks: readonly NetworkEntry[]): Record<string, ProposedNamespace> {
  const proposed = SUPPORTED_NAMESPACES.flatMap((namespace): [string, ProposedNamespace][] => {
    const listed = networks.filter((network) => network.chainNamespace === namespace)
    const chains = listed.map((network) => network.caipNetworkId)
    const methods = [...REQUIRED[namespace].methods]
    const events = [...REQUIRED[namespace].events]
    // The provider's namespace is always asked for, with the RPC of each chain (the universal provider reads it).
    if (namespace !== PROVIDER_NAMESPACE)
      return chains.length > 0 ? [[namespace, { chains, methods, events }]] : []
    const rpcMap = Object.fromEntries(
      listed.map((network) => [String(network.id), network.rpcUrls.default.http[0] ?? '']),
    )
    return [[namespace, { chains, methods, events, rpcMap }]]
  })
  return Object.fromEntries(proposed)
}
