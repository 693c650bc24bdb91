import { CONNECTOR_GROUP_ORDER } from './constants.js'
import type { ConnectorGroup } from './types.js'

/**
 * The order of the Connect list's groups: SPEC §9's, or the app's `connectorGroupOrder`, whose groups come first;
 * the groups it leaves out follow in SPEC's order, so that overriding the order never hides a group.
 */
export function orderConnectorGroups(override: readonly ConnectorGroup[] | undefined): ConnectorGroup[] {
  return [...new Set([...(override ?? []), ...CONNECTOR_GROUP_ORDER])]
}
