import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import { isRecord } from '../../../shared/guards.js'
import type { SupportedNamespace } from '../../config/namespaces/index.js'
import type { createWalletConnect } from './walletConnect.js'
import { answerBitcoinOverWalletConnect } from './walletConnectBitcoinRequests.js'
import { createWalletConnectNamespaceConnector } from './walletConnectNamespaceConnector.js'

type WalletConnectClient = ReturnType<typeof createWalletConnect>

const NAMESPACE = 'bip122' satisfies SupportedNamespace

/**
 * The bip122 namespace of the WalletConnect session, as a connector. It shares the session (and its pairing) with
 * the eip155 and solana connectors; a request goes to the chain the dapp named (the router resolved it to a
 * CAIP-2 id), else to the app's active Bitcoin network, else to the session's first Bitcoin chain; never to a
 * chain the session did not approve.
 */
export function createWalletConnectBitcoinConnector(
  client: WalletConnectClient,
  /** The app's active network (CAIP-2) of a namespace: here bip122's. */
  activeChain: (namespace: SupportedNamespace) => string | undefined,
) {
  const chainFor = async (named: string | undefined) => {
    const approved = await client.chains(NAMESPACE)
    if (named !== undefined && !approved.includes(named))
      throw rpcErrors.unauthorized(`The wallet did not approve ${named} in this WalletConnect session`)
    const active = activeChain(NAMESPACE)
    const chain = named ?? (active !== undefined && approved.includes(active) ? active : approved[0])
    if (chain === undefined) throw rpcErrors.unauthorized('The WalletConnect session has no Bitcoin chain')
    return chain
  }
  return createWalletConnectNamespaceConnector(client, NAMESPACE, async (args, address) => {
    const named = isRecord(args.params) ? args.params.chain : undefined
    const chain = await chainFor(typeof named === 'string' ? named : undefined)
    return answerBitcoinOverWalletConnect(args, address, (wcArgs) => client.requestOn(wcArgs, chain))
  })
}
