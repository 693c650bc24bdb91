import type { Namespace } from '../../shared/protocol.js'
import type { Connector } from './types.js'

/** The connectors on offer, per namespace, in the order they were added: for Connect and the RPC router. */
export function createConnectorRegistry() {
  const byNamespace = new Map<Namespace, Map<string, Connector>>()
  const listOf = (namespace: Namespace) => {
    const list = byNamespace.get(namespace) ?? new Map<string, Connector>()
    byNamespace.set(namespace, list)
    return list
  }
  return {
    /** Adds a connector, or replaces the one with the same id (WalletConnect after a new project id). */
    add(connector: Connector) {
      listOf(connector.namespace).set(connector.info.id, connector)
    },
    get: (namespace: Namespace, id: string): Connector | undefined => listOf(namespace).get(id),
    list: (namespace: Namespace): Connector[] => [...listOf(namespace).values()],
    /** The connector the last visit connected, by its storage key. */
    remembered: (namespace: Namespace, storageKey: string): Connector | undefined =>
      [...listOf(namespace).values()].find((connector) => connector.storageKey === storageKey),
  }
}
export type ConnectorRegistry = ReturnType<typeof createConnectorRegistry>
