import { rpcErrors } from '../../../shared/errors/codes.js'
import type { HostWallet, RequestArguments } from '../../../shared/protocol.js'
import { createConnectorEvents } from '../connectorEvents.js'
import type { HostWalletProvider } from '../host/hostWallet.js'
import type { SolanaAccount, SolanaConnector } from '../types.js'
import { toSolanaProviderError } from './solanaErrors.js'
import { SolanaStandardAdapter } from './solanaStandardAdapter.js'

/** A Solana signing request, its params checked by the router (rpc/checkSolanaParams.ts), the chain resolved. */
type SolanaRequest = {
  pubkey: string
  message?: Uint8Array
  transaction?: Uint8Array
  chain: string
  options?: Record<string, unknown>
}

async function answer(adapter: SolanaStandardAdapter, { method, params }: RequestArguments) {
  const { pubkey, message, transaction, chain, options } = params as SolanaRequest
  if (pubkey !== adapter.address)
    throw rpcErrors.unauthorized(`${pubkey} is not the connected Solana account`)
  if (method === 'solana_signMessage') return adapter.signMessage(message!)
  if (method === 'solana_signTransaction') return adapter.signTransaction(transaction!, chain)
  if (method === 'solana_signAndSendTransaction')
    return adapter.signAndSendTransaction(transaction!, chain, options ?? {})
  throw rpcErrors.notAllowed()
}

/**
 * A Wallet Standard wallet of the host page on the solana namespace, as a connector: `@solana/wallet-adapter-base`'s
 * adapter model underneath (solanaStandardAdapter.ts), its typed errors turned into EIP-1193 ones here.
 */
export function createSolanaStandardConnector(
  wallet: HostWallet,
  provider: HostWalletProvider,
): SolanaConnector {
  const adapter = new SolanaStandardAdapter(provider)
  const events = createConnectorEvents<SolanaAccount>()
  adapter.on('connect', (address) => {
    if (!adapter.connecting) events.emit({ type: 'account', account: { address } })
  })
  adapter.on('disconnect', () => events.emit({ type: 'disconnected' }))
  const failing = (error: unknown): never => {
    throw toSolanaProviderError(error)
  }
  return {
    namespace: 'solana',
    info: { id: wallet.uuid, name: wallet.name, icon: wallet.icon, type: 'ANNOUNCED' },
    // Wallet Standard wallets have no stable id but their name.
    storageKey: `name:${wallet.name}`,
    async connect() {
      const address = await adapter.connect().catch(failing)
      return { address: address! }
    },
    async restore() {
      const address = await adapter.connect(true).catch(() => undefined)
      return address === undefined ? undefined : { address }
    },
    disconnect: () => adapter.disconnect().catch(failing),
    // A Solana wallet has no network to switch: each request names its chain.
    switchNetwork: async () => {},
    request: (args) => answer(adapter, args).catch(failing),
    onEvent: events.on,
  }
}
