import type { HostApiClient, HostMessage, HostWallet } from '../../shared/protocol.js'
import {
  NAMESPACE_RULES,
  perNamespace,
  type SupportedNamespace,
  WALLET_STANDARD_NAMESPACES,
  type WalletStandardNamespace,
} from '../config/namespaces/index.js'
import { createHostWalletProvider, type HostWalletProvider } from '../connectors/host/hostWallet.js'
import { createHostWalletConnector } from '../connectors/host/hostWalletConnector.js'
import type { ConnectorRegistry } from '../connectors/registry.js'
import type { AnyConnector } from '../connectors/types.js'
import { lazily } from '../lib/lazily.js'
import { log } from '../lib/log.js'
import type { BrowserWallet, Store } from '../store/store.js'

/**
 * The Solana and Bitcoin Wallet Standard connectors: a chunk loaded once the app lists a network of either
 * (state/connection.ts), not at startup (issue 11.3).
 */
export const loadStandardConnectors = lazily(() =>
  import('../connectors/walletStandard/standardConnectors.js').then(
    (module) =>
      ({
        solana: module.createSolanaStandardConnector,
        bip122: module.createBitcoinStandardConnector,
      }) satisfies Record<
        WalletStandardNamespace,
        (wallet: HostWallet, provider: HostWalletProvider) => AnyConnector
      >,
  ),
)

/** The namespace of a page's Wallet Standard wallet, by the uuid loader/walletStandardProxy.ts gives it. */
const standardNamespaceOf = (uuid: string) =>
  WALLET_STANDARD_NAMESPACES.find((namespace) =>
    uuid.startsWith(NAMESPACE_RULES[namespace].walletStandard.uuidPrefix),
  )

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
    const listOf = (namespace: SupportedNamespace): BrowserWallet[] =>
      deps.registry
        .list(namespace)
        // WalletConnect has its own row, and the passkey wallet its own button (views/Connect/PasskeyRow.tsx);
        // `enableEIP6963: false` drops the wallets the page announced over EIP-6963 (SPEC §1): not `window.ethereum`
        // (INJECTED), nor a Wallet Standard one.
        .filter(
          ({ info }) =>
            info.type !== 'WALLET_CONNECT' &&
            info.type !== 'AUTH' &&
            (info.type !== 'ANNOUNCED' ||
              standardNamespaceOf(info.id) !== undefined ||
              deps.store.get().config.enableEIP6963),
        )
        .map(({ info }) => ({
          id: info.id,
          name: info.name,
          icon: info.icon,
          installed: true,
          ...(info.rdns ? { rdns: info.rdns } : {}),
        }))
    deps.store.set({ hostWallets: perNamespace(listOf) })
  }
  const register = (connector: AnyConnector) => {
    deps.registry.add(connector)
    deps.added(connector)
  }
  /** Adds the wallet; a Wallet Standard one once its connectors' chunk is loaded (the promise). */
  const add = (wallet: HostWallet): Promise<void> | undefined => {
    if (providers.has(wallet.uuid)) return
    const provider = createHostWalletProvider(wallet.uuid, deps.host)
    providers.set(wallet.uuid, provider)
    const standard = standardNamespaceOf(wallet.uuid)
    if (standard === undefined) return void register(createHostWalletConnector(wallet, provider))
    return loadStandardConnectors().then(
      (create) => register(create[standard](wallet, provider)),
      (error: unknown) => {
        // Not added: the next announcement of the wallet tries again.
        providers.delete(wallet.uuid)
        log.warn('could not load the Wallet Standard connectors', error)
      },
    )
  }
  // The page's wallets may come before the dapp's config (an `init` after the frame is ready): listed again when
  // `enableEIP6963` changes.
  let eip6963 = deps.store.get().config.enableEIP6963
  deps.store.subscribe(() => {
    if (deps.store.get().config.enableEIP6963 === eip6963) return
    eip6963 = !eip6963
    publish()
  })
  return function handleHost(message: HostMessage) {
    if (message.type === 'wallets') {
      const pending = message.wallets.map(add).filter((added) => added !== undefined)
      publish()
      // In announcement order: every wallet waits for the same chunk.
      if (pending.length > 0) void Promise.all(pending).then(publish)
    } else providers.get(message.uuid)?.emit(message.name, message.data)
  }
}
