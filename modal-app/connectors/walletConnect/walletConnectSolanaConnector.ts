import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import { isRecord } from '../../../shared/guards.js'
import type { SupportedNamespace } from '../../config/namespaces/index.js'
import { networkOfChain } from '../../config/namespaces/walletStandardChains.js'
import type { NetworkEntry } from '../../config/types.js'
import type { createWalletConnect } from './walletConnect.js'
import { createWalletConnectNamespaceConnector } from './walletConnectNamespaceConnector.js'
import { answerOverWalletConnect } from './walletConnectSolanaRequests.js'

type WalletConnectClient = ReturnType<typeof createWalletConnect>

const NAMESPACE = 'solana' satisfies SupportedNamespace

/**
 * The solana namespace of the WalletConnect session, as a connector. It shares the session (and its pairing)
 * with the eip155 connector; a request goes to the session's chain for the network the router resolved.
 */
export function createWalletConnectSolanaConnector(
  client: WalletConnectClient,
  networks: () => readonly NetworkEntry[],
) {
  /** The session's CAIP-2 chain for the request's (Wallet Standard) chain, else its first Solana chain. */
  const chainFor = async (chain: unknown) => {
    const approved = await client.chains(NAMESPACE)
    const wanted = networkOfChain(networks(), NAMESPACE, chain)?.caipNetworkId
    const resolved = wanted && approved.includes(wanted) ? wanted : approved[0]
    if (resolved === undefined) throw rpcErrors.unauthorized('The WalletConnect session has no Solana chain')
    return resolved
  }
  return createWalletConnectNamespaceConnector(client, NAMESPACE, async (args, address) => {
    const chain = await chainFor(isRecord(args.params) ? args.params.chain : undefined)
    return answerOverWalletConnect(args, address, (wcArgs) => client.requestOn(wcArgs, chain))
  })
}
