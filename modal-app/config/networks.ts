import { NAMESPACE_RULES, SUPPORTED_NAMESPACES } from './namespaces/index.js'
import type { NetworkEntry } from './networkEntry.js'
import { parseConfigValue } from './parseConfigValue.js'

/**
 * Validates a viem-`Chain`-shaped object (an eip155 network) from the dapp and copies the fields of a
 * {@link NetworkEntry}; other fields (contracts, fees, formatters) are dropped. `path` names it in errors.
 * @throws {ConfigError} `{path}.{field} must be …`, e.g. `networks[1].rpcUrls.default.http[0] must be an http(s) URL`
 */
export function toNetworkEntry(chainLike: unknown, path = 'network'): NetworkEntry {
  return parseConfigValue(NAMESPACE_RULES.eip155.networkSchema, chainLike, path)
}

/**
 * The networks a dapp may name by CAIP id alone (SPEC §3), in display order: each namespace's (its module's
 * `builtinNetworks`, checked as a dapp's would be). Frozen.
 */
export const BUILTIN_NETWORKS: readonly NetworkEntry[] = Object.freeze(
  SUPPORTED_NAMESPACES.flatMap((namespace) => {
    const { networkSchema, builtinNetworks } = NAMESPACE_RULES[namespace]
    return builtinNetworks.map((network) =>
      deepFreeze(parseConfigValue(networkSchema, network, network.name)),
    )
  }),
)

const BY_CAIP_ID: ReadonlyMap<string, NetworkEntry> = new Map(
  BUILTIN_NETWORKS.map((network) => [network.caipNetworkId, network]),
)

/** The built-in network with this CAIP-2 id, if any. */
export function getBuiltinNetwork(caipNetworkId: string): NetworkEntry | undefined {
  return BY_CAIP_ID.get(caipNetworkId)
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child)
    Object.freeze(value)
  }
  return value
}
