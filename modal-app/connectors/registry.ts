import type { Namespace } from '../../shared/protocol.js'
import type { AnyConnector } from './types.js'

/** The connectors on offer, per namespace, in the order they were added: for Connect and the RPC router. */
export function createConnectorRegistry() {
  const byNamespace = new Map<Namespace, Map<string, AnyConnector>>()
  const listOf = (namespace: Namespace) => {
    const list = byNamespace.get(namespace) ?? new Map<string, AnyConnector>()
    byNamespace.set(namespace, list)
    return list
  }
  return {
    /** Adds a connector, or replaces the one with the same id (WalletConnect after a new project id). */
    add(connector: AnyConnector) {
      listOf(connector.namespace).set(connector.info.id, connector)
    },
    get: (namespace: Namespace, id: string): AnyConnector | undefined => listOf(namespace).get(id),
    list: (namespace: Namespace): AnyConnector[] => [...listOf(namespace).values()],
    /** The connector the last visit connected, by its storage key. */
    remembered: (namespace: Namespace, storageKey: string): AnyConnector | undefined =>
      [...listOf(namespace).values()].find((connector) => connector.storageKey === storageKey),
  }
}
export type ConnectorRegistry = ReturnType<typeof createConnectorRegistry>
