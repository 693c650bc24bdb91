import { isOneOf } from '../../shared/guards.js'
import { NAMESPACES, type Namespace } from '../../shared/protocol.js'
import { CaipError } from './caipError.js'

export type ParsedCaipNetworkId = { namespace: Namespace; chainId: string }

// The character set of CAIP-2's reference: the values end up in URLs and the DOM.
const CHAIN_ID = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * Parses `namespace:chainId` (SPEC §5: two parts; the namespace must be one of SPEC §3's).
 * @throws {CaipError} `Invalid CAIP-2 network id: {value}`
 */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, chainId] = parts
  if (parts.length !== 2 || !isOneOf(NAMESPACES, namespace) || !chainId || !CHAIN_ID.test(chainId))
    throw new CaipError(`Invalid CAIP-2 network id: ${String(value)}`)
  return { namespace, chainId }
}
