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

/**
 * The namespaces a session proposal asks for: eip155 (with the RPCs of its chains), and solana and bip122 when the
 * app lists networks of theirs (optional namespaces: a wallet may approve any of them).
 */
export function proposalNamespaces(networks: readonly NetworkEntry[]) {
  const inNamespace = (namespace: string) =>
    networks.filter((network) => network.chainNamespace === namespace)
  /** `namespace` with its chains, methods and events, when the app lists a network of it. */
  const listed = (namespace: string, methods: readonly string[], events: readonly string[]) => {
    const chains = inNamespace(namespace).map((network) => network.caipNetworkId)
    return chains.length > 0 ? { [namespace]: { chains, methods: [...methods], events: [...events] } } : {}
  }
  const eip155 = inNamespace('eip155')
  return {
    eip155: {
      chains: eip155.map((network) => network.caipNetworkId),
      methods: [...EIP155_METHODS],
      events: [...EIP155_EVENTS],
      rpcMap: Object.fromEntries(
        eip155.map((network) => [String(network.id), network.rpcUrls.default.http[0] ?? '']),
      ),
    },
    ...listed('solana', SOLANA_METHODS, []),
    ...listed('bip122', BIP122_METHODS, BIP122_EVENTS),
  }
}
