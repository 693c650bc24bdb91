import { CaipError } from './errors/caip.js'
import { NAMESPACES, type Namespace } from './protocol.js'

export type CaipNetworkId = `${Namespace}:${string}`
export type CaipAddress = `${Namespace}:${string}:${string}`
export type ParsedCaipNetworkId = { namespace: Namespace; chainId: string }
export type ParsedCaipAddress = { namespace: Namespace; chainId: string; address: string }

// Character sets of CAIP-2's reference and CAIP-10's account_address: the values end up in URLs and the DOM.
const CHAIN_ID = /^[-_a-zA-Z0-9]{1,32}$/
const ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/

/**
 * Parses `namespace:chainId` (SPEC §5: two parts; the namespace must be one of SPEC §3's).
 * @throws {CaipError} `Invalid CAIP-2 network id: {value}`
 */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, chainId] = parts
  if (parts.length !== 2 || !isNamespace(namespace) || !chainId || !CHAIN_ID.test(chainId))
    throw new CaipError(`Invalid CAIP-2 network id: ${String(value)}`)
  return { namespace, chainId }
}

/**
 * Parses `namespace:chainId:address` (SPEC §5: three non-empty parts, known namespace).
 * A non-string or a wrong number of parts is not an address at all; three parts with an empty or malformed part
 * or an unknown namespace is a bad address, and the message names it.
 * @throws {CaipError} `Invalid CAIP Address` or `Invalid CAIP-10 address: {value}`
 */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  if (typeof value !== 'string') throw new CaipError('Invalid CAIP Address')
  const parts = value.split(':')
  if (parts.length !== 3) throw new CaipError('Invalid CAIP Address')
  const [namespace, chainId = '', address = ''] = parts
  if (!isNamespace(namespace) || !CHAIN_ID.test(chainId) || !ACCOUNT_ADDRESS.test(address))
    throw new CaipError(`Invalid CAIP-10 address: ${value}`)
  return { namespace, chainId, address }
}

/**
 * Formats a CAIP-10 address; the result is checked like {@link parseCaipAddress}'s input.
 * @throws {CaipError} `Invalid CAIP Address` or `Invalid CAIP-10 address: {value}`
 */
export function formatCaipAddress({ namespace, chainId, address }: ParsedCaipAddress): CaipAddress {
  const value = `${namespace}:${chainId}:${address}` as const
  parseCaipAddress(value)
  return value
}

function isNamespace(value: string | undefined): value is Namespace {
  return (NAMESPACES as readonly (string | undefined)[]).includes(value)
}
