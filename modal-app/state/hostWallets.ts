import type { HostApiClient, HostMessage, HostWallet } from '../../shared/protocol.js'
import { createBitcoinStandardConnector } from '../connectors/bitcoinStandardConnector.js'
import { createHostWalletProvider, type HostWalletProvider } from '../connectors/hostWallet.js'
import { createHostWalletConnector } from '../connectors/hostWalletConnector.js'
import type { ConnectorRegistry } from '../connectors/registry.js'
import { createSolanaStandardConnector } from '../connectors/solanaStandardConnector.js'
import type { AnyConnector } from '../connectors/types.js'
import type { BrowserWallet, Store } from './store.js'

const SOLANA_STANDARD_PREFIX = 'ws:solana:'
const BITCOIN_STANDARD_PREFIX = 'ws:bitcoin:'

/**
 * The host page's wallets, as the loader announces them: each becomes a connector in the registry and a browser
 * wallet in the Connect view (rdns lets the catalogue mark its wallets installed, SPEC §5); each wallet's events
 * reach its provider.
 */
export function createHostWallets(deps: {
  host: HostApiClient
  registry: ConnectorRegistry
  store: Store
  /** Called once for each new connector (the startup reconnect looks for the remembered one). */
  added(connector: AnyConnector): void
}) {
  const providers = new Map<string, HostWalletProvider>()
  /** The Connect view's browser wallets: the registry's host-wallet connectors, in announcement order. */
  const publish = () => {
    const listOf = (namespace: 'eip155' | 'solana' | 'bip122'): BrowserWallet[] =>
      deps.registry
        .list(namespace)
        .filter(({ info }) => info.type !== 'WALLET_CONNECT')
        .map(({ info }) => ({
          id: info.id,
          name: info.name,
          icon: info.icon,
          installed: true,
          ...(info.rdns ? { rdns: info.rdns } : {}),
        }))
    deps.store.set({
      wallets: listOf('eip155'),
      solanaWallets: listOf('solana'),
      bitcoinWallets: listOf('bip122'),
    })
  }
  const add = (wallet: HostWallet) => {
    if (providers.has(wallet.uuid)) return
    const provider = createHostWalletProvider(wallet.uuid, deps.host)
    providers.set(wallet.uuid, provider)
    // loader/walletStandardProxy.ts names the page's Wallet Standard wallets so.
    const connector = wallet.uuid.startsWith(SOLANA_STANDARD_PREFIX)
      ? createSolanaStandardConnector(wallet, provider)
      : wallet.uuid.startsWith(BITCOIN_STANDARD_PREFIX)
        ? createBitcoinStandardConnector(wallet, provider)
        : createHostWalletConnector(wallet, provider)
    deps.registry.add(connector)
    deps.added(connector)
  }
  return function handleHost(message: HostMessage) {
    if (message.type === 'wallets') {
      for (const wallet of message.wallets) add(wallet)
      publish()
    } else providers.get(message.uuid)?.emit(message.name, message.data)
  }
}
