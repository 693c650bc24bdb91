import { PROVIDER_NAMESPACE, perNamespace } from '../../config/namespaces/index.js'
import { lazily } from '../../lib/lazily.js'
import type { AnyConnector, ConnectorEvent } from '../types.js'
import type {
  createWalletConnectConnector,
  SessionConnectors,
  WalletConnectConnector,
} from './walletConnectConnector.js'
import { WALLETCONNECT_ID, WALLETCONNECT_INFO } from './walletConnectInfo.js'

type Options = Parameters<typeof createWalletConnectConnector>[0]

/** The stand-in, and `load`: fetches its code ahead (the pairing view does, beside the pairing's own). */
export type LazyWalletConnectConnector = WalletConnectConnector & { load(): Promise<unknown> }

/**
 * A stand-in that forwards `member` of the real connector, loading it first.
 * `onEvent` subscribes once it is loaded: events come only after a `connect` or `restore`, which load it.
 */
function forward<C extends AnyConnector>(real: () => Promise<C>): Omit<C, 'namespace'> {
  const call =
    <K extends 'connect' | 'restore' | 'disconnect' | 'switchNetwork' | 'request'>(member: K) =>
    (...args: Parameters<C[K]>) =>
      real().then((connector) => (connector[member] as (...a: Parameters<C[K]>) => unknown)(...args))
  return {
    info: WALLETCONNECT_INFO,
    storageKey: WALLETCONNECT_ID,
    connect: call('connect'),
    restore: call('restore'),
    disconnect: call('disconnect'),
    switchNetwork: call('switchNetwork'),
    request: call('request'),
    onEvent(listener: (event: ConnectorEvent<never>) => void) {
      let off: (() => void) | undefined
      let dropped = false
      // (Code that did not load has no events to give.)
      real().then(
        (connector) => {
          if (!dropped) off = (connector.onEvent as (l: typeof listener) => () => void)(listener)
        },
        () => {},
      )
      return () => {
        dropped = true
        off?.()
      }
    },
  } as unknown as Omit<C, 'namespace'>
}

/**
 * WalletConnect's connectors (connectors/walletConnect/walletConnectConnector.ts) as the registry and the session hold them, with
 * their code (and the universal provider's, which it loads in turn) fetched on first use: a pairing, or the startup
 * reconnect of a remembered session. Not in the startup bundle (issue 11.3). The pairing's approvals name these
 * stand-ins, never the connectors behind them, so the session and the registry hold the same objects.
 */
export function createLazyWalletConnectConnector(options: Options): LazyWalletConnectConnector {
  let loaded: WalletConnectConnector | undefined
  // The universal provider's module comes beside the connector's (both are needed for anything it does), not after.
  const real = lazily(() =>
    Promise.all([import('./walletConnectConnector.js'), import('@walletconnect/universal-provider')]).then(
      ([{ createWalletConnectConnector }]) => {
        loaded = createWalletConnectConnector(options)
        return loaded
      },
    ),
  )
  /** The stand-in of the session's connector on `namespace`. */
  const standInOn = <N extends keyof SessionConnectors>(namespace: N) =>
    ({
      namespace,
      ...forward(() => real().then((connector) => connector.namespaces[namespace])),
    }) as SessionConnectors[N]
  const standIn = {
    namespace: PROVIDER_NAMESPACE,
    ...forward(real),
    get namespaces() {
      return namespaces
    },
    async pairNamespaces(signIn) {
      const paired = await (await real()).pairNamespaces(signIn)
      return {
        ...paired,
        approved: paired.approved.map((entry) => ({ ...entry, connector: namespaces[entry.namespace] })),
      }
    },
    cancel: () => loaded?.cancel(),
    load: real,
  } as LazyWalletConnectConnector
  const namespaces = perNamespace((namespace) =>
    namespace === PROVIDER_NAMESPACE ? standIn : standInOn(namespace),
  ) as SessionConnectors
  return standIn
}
