import { toProviderError } from '../../../shared/errors/codec.js'
import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import type { RequestArguments } from '../../../shared/protocol.js'
import { NAMESPACE_RULES } from '../../config/namespaces/index.js'
import { createConnectorEvents } from '../connectorEvents.js'
import type { BitcoinAccount, BitcoinConnector, SolanaAccount, SolanaConnector } from '../types.js'
import type { createWalletConnect } from './walletConnect.js'
import { WALLETCONNECT_ID, WALLETCONNECT_INFO } from './walletConnectInfo.js'

type WalletConnectClient = ReturnType<typeof createWalletConnect>

/** The namespaces besides eip155 that a WalletConnect session may carry, with their connector and account. */
type Namespaces = {
  solana: { connector: SolanaConnector; account: SolanaAccount }
  bip122: { connector: BitcoinConnector; account: BitcoinAccount }
}

/** A connector over one namespace of the shared session, as walletConnectConnector.ts drives it. */
export type WalletConnectNamespaceConnector<N extends keyof Namespaces> = Namespaces[N]['connector'] & {
  /** Takes the wallet's new account (undefined: the session ended or no longer has one). */
  report(next: Namespaces[N]['account'] | undefined): void
  /** Starts following the session with the account it approved. */
  adopt(next: Namespaces[N]['account']): Namespaces[N]['account']
}

/**
 * A namespace of the WalletConnect session (solana, bip122) as a connector: it shares the session (and its pairing)
 * with the others, holds it while connected, and has `answer` carry the dapp's requests to the wallet in
 * WalletConnect's shapes for the connected `address`. Such a wallet has no network to switch: requests name theirs.
 */
export function createWalletConnectNamespaceConnector<N extends keyof Namespaces>(
  client: WalletConnectClient,
  namespace: N,
  answer: (args: RequestArguments, address: string) => Promise<unknown>,
): WalletConnectNamespaceConnector<N> {
  type Account = Namespaces[N]['account']
  const noun = NAMESPACE_RULES[namespace].name
  const events = createConnectorEvents<Account>()
  let account: Account | undefined
  const connector = {
    namespace,
    info: WALLETCONNECT_INFO,
    storageKey: WALLETCONNECT_ID,
    async connect() {
      const paired: Account | undefined = (await client.pair()).accounts[namespace]
      if (!paired) throw rpcErrors.unauthorized(`The wallet approved no ${noun} account`)
      return connector.adopt(paired)
    },
    async restore() {
      const restored: Account | undefined = (await client.restore())[namespace]
      return restored ? connector.adopt(restored) : undefined
    },
    async disconnect() {
      account = undefined
      await client.release(namespace)
    },
    switchNetwork: async () => {},
    async request(args: RequestArguments) {
      if (!account) throw rpcErrors.unauthorized(`No ${noun} account is connected`)
      return answer(args, account.address).catch((error: unknown) => {
        throw toProviderError(error)
      })
    },
    onEvent: events.on,
    report(next: Account | undefined) {
      if (account === undefined) return
      account = next
      events.emit(next ? { type: 'account', account: next } : { type: 'disconnected' })
    },
    adopt(next: Account) {
      account = next
      client.hold(namespace)
      return next
    },
  }
  return connector as unknown as WalletConnectNamespaceConnector<N>
}
