import { toProviderError } from '../../shared/errors/codec.js'
import { rpcErrors } from '../../shared/errors/codes.js'
import { solanaNetworkOf } from '../config/solanaChains.js'
import type { NetworkEntry } from '../config/types.js'
import { createConnectorEvents } from './connectorEvents.js'
import type { SolanaAccount, SolanaConnector } from './types.js'
import type { createWalletConnect } from './walletConnect.js'
import { answerOverWalletConnect } from './walletConnectSolanaRequests.js'

type WalletConnectClient = ReturnType<typeof createWalletConnect>

export const WALLETCONNECT_ID = 'walletConnect'
export const WALLETCONNECT_INFO = {
  id: WALLETCONNECT_ID,
  name: 'WalletConnect',
  icon: '',
  type: 'WALLET_CONNECT',
} as const

/**
 * The solana namespace of the WalletConnect session, as a connector. It shares the session (and its pairing)
 * with the eip155 connector; a request goes to the session's chain for the network the router resolved.
 */
export function createWalletConnectSolanaConnector(
  client: WalletConnectClient,
  networks: () => readonly NetworkEntry[],
) {
  const events = createConnectorEvents<SolanaAccount>()
  let account: SolanaAccount | undefined
  /** The session's CAIP-2 chain for the request's (Wallet Standard) chain, else its first Solana chain. */
  const chainFor = async (chain: unknown) => {
    const approved = await client.chains('solana')
    const wanted = solanaNetworkOf(networks(), chain)?.caipNetworkId
    return wanted && approved.includes(wanted) ? wanted : approved[0]!
  }
  const connector: SolanaConnector & {
    /** Takes the account a pairing approved, or the wallet's new account (undefined: the session ended). */
    report(next: SolanaAccount | undefined): void
    /** Starts following the session with the account it approved. */
    adopt(next: SolanaAccount): SolanaAccount
  } = {
    namespace: 'solana',
    info: WALLETCONNECT_INFO,
    storageKey: WALLETCONNECT_ID,
    async connect() {
      const paired = (await client.pair()).accounts.solana
      if (!paired) throw rpcErrors.unauthorized('The wallet approved no Solana account')
      return connector.adopt(paired)
    },
    async restore() {
      const restored = (await client.restore()).solana
      return restored ? connector.adopt(restored) : undefined
    },
    async disconnect() {
      account = undefined
      await client.release('solana')
    },
    // A Solana wallet has no network to switch: each request names its chain.
    switchNetwork: async () => {},
    async request(args) {
      if (!account) throw rpcErrors.unauthorized('No Solana account is connected')
      const chain = await chainFor((args.params as { chain?: unknown } | undefined)?.chain)
      return answerOverWalletConnect(args, account.address, (wcArgs) =>
        client.requestOn(wcArgs, chain),
      ).catch((error: unknown) => {
        throw toProviderError(error)
      })
    },
    onEvent: events.on,
    report(next) {
      if (account === undefined) return
      account = next
      events.emit(next ? { type: 'account', account: next } : { type: 'disconnected' })
    },
    adopt(next) {
      account = next
      client.hold('solana')
      return next
    },
  }
  return connector
}
