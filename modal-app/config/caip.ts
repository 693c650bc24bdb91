import { isOneOf } from '../../shared/guards.js'
import { NAMESPACES, type Namespace } from '../../shared/protocol.js'
import { CaipError } from './caipError.js'
import { shortenForMessage } from './shortenForMessage.js'

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

export type ParsedCaipAddress = ParsedCaipNetworkId & { address: string }

// CAIP-10's account_address: 1 to 128 of these (the value ends up in the DOM).
const ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/

/**
 * Parses a CAIP-10 account id, `namespace:chainId:address` (SPEC §5: three non-empty parts; the namespace one of
 * SPEC §3's). A wallet's session names its accounts so: the value is the wallet's, untrusted, and shortened in the
 * message.
 * @throws {CaipError} 'Invalid CAIP Address' for a value that is not a string; `Invalid CAIP-10 address: {value}`
 *   for one of another form.
 */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  if (typeof value !== 'string') throw new CaipError('Invalid CAIP Address')
  const parts = value.split(':')
  const [namespace, chainId, address] = parts
  if (
    parts.length !== 3 ||
    !isOneOf(NAMESPACES, namespace) ||
    !chainId ||
    !CHAIN_ID.test(chainId) ||
    !address ||
    !ACCOUNT_ADDRESS.test(address)
  )
    throw new CaipError(`Invalid CAIP-10 address: ${shortenForMessage(value)}`)
  return { namespace, chainId, address }
}
