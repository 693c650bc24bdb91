import type { NetworkEntry } from '../config/types.js'

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

/** The namespaces a session proposal asks for: eip155 (with the RPCs of its chains), and solana when listed. */
export function proposalNamespaces(networks: readonly NetworkEntry[]) {
  const inNamespace = (namespace: string) =>
    networks.filter((network) => network.chainNamespace === namespace)
  const eip155 = inNamespace('eip155')
  const solana = inNamespace('solana')
  return {
    eip155: {
      chains: eip155.map((network) => network.caipNetworkId),
      methods: [...EIP155_METHODS],
      events: [...EIP155_EVENTS],
      rpcMap: Object.fromEntries(
        eip155.map((network) => [String(network.id), network.rpcUrls.default.http[0] ?? '']),
      ),
    },
    ...(solana.length > 0
      ? {
          solana: {
            chains: solana.map((network) => network.caipNetworkId),
            methods: [...SOLANA_METHODS],
            events: [],
          },
        }
      : {}),
  }
}
