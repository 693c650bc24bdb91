import * as v from 'valibot'
import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import type { HostWallet, RequestArguments } from '../../../shared/protocol.js'
import { createConnectorEvents } from '../connectorEvents.js'
import type { HostWalletProvider } from '../host/hostWallet.js'
import { signingParams, solanaMessageParams, solanaTransactionParams } from '../signingParams.js'
import type { SolanaAccount, SolanaConnector } from '../types.js'
import { toSolanaProviderError } from './solanaErrors.js'
import { SolanaStandardAdapter } from './solanaStandardAdapter.js'

/** A transaction's params with the Wallet Standard chain the router resolved, which the wallet is told. */
const transactionParams = v.object({ ...solanaTransactionParams.entries, chain: v.string() })

async function answer(adapter: SolanaStandardAdapter, args: RequestArguments) {
  const { method } = args
  const checkSigner = (pubkey: string) => {
    if (pubkey !== adapter.address)
      throw rpcErrors.unauthorized(`${pubkey} is not the connected Solana account`)
  }
  if (method === 'solana_signMessage') {
    const { pubkey, message } = signingParams(solanaMessageParams, args)
    checkSigner(pubkey)
    return adapter.signMessage(message)
  }
  if (method !== 'solana_signTransaction' && method !== 'solana_signAndSendTransaction')
    throw rpcErrors.notAllowed()
  const { pubkey, transaction, chain, options } = signingParams(transactionParams, args)
  checkSigner(pubkey)
  return method === 'solana_signTransaction'
    ? adapter.signTransaction(transaction, chain)
    : adapter.signAndSendTransaction(transaction, chain, options ?? {})
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
      // (Only a silent connect answers no address.)
      if (address === undefined) throw rpcErrors.internal('The wallet answered without an account')
      return { address }
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
