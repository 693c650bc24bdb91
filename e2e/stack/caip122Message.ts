import type { SignInClaims } from './siwxVerifier.js'

/** The fields of a CAIP-122 sign-in message outside eip155, as `parseCaip122Message` reads them. */
export type Caip122Message = {
  domain: string
  address: string
  statement?: string
  uri: string
  version: string
  chainId: string
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** The field lines after the header, in the order the format fixes; `true`: required. */
const FIELDS = [
  ['URI', 'uri', true],
  ['Version', 'version', true],
  ['Chain ID', 'chainId', true],
  ['Nonce', 'nonce', true],
  ['Issued At', 'issuedAt', true],
  ['Expiration Time', 'expirationTime', false],
  ['Not Before', 'notBefore', false],
  ['Request ID', 'requestId', false],
] as const

/**
 * Reads a CAIP-122 sign-in message in EIP-4361's layout with `blockchain`'s account word (Phantom's Sign-In With
 * Solana, "Solana"; Bitcoin's, "Bitcoin"): header, an address `address` matches, an optional one-line statement,
 * then the fields in their fixed order. Strict: anything else, out of order, or left over is not a sign-in
 * message, and answers undefined.
 */
export function parseCaip122Message(
  message: string,
  blockchain: 'Solana' | 'Bitcoin',
  address: RegExp,
): Caip122Message | undefined {
  const header = ` wants you to sign in with your ${blockchain} account:`
  const lines = message.split('\n')
  const [first, account, gap] = lines
  if (!first?.endsWith(header) || gap !== '' || !address.test(account ?? '')) return undefined
  const domain = first.slice(0, -header.length)
  if (domain === '' || /\s/.test(domain)) return undefined
  const parsed: Record<string, string | string[]> = { domain, address: account! }
  let index = 3
  if (lines[index] !== undefined && !lines[index]!.startsWith('URI: ')) {
    if (lines[index + 1] !== '' || lines[index] === '') return undefined
    parsed.statement = lines[index]!
    index += 2
  }
  for (const [label, key, required] of FIELDS) {
    const line = lines[index]
    const value = line?.startsWith(`${label}: `) ? line.slice(label.length + 2) : undefined
    if (value === undefined || value === '') {
      if (required) return undefined
      continue
    }
    parsed[key] = value
    index++
  }
  if (lines[index] === 'Resources:') {
    const resources = lines.slice(index + 1)
    if (resources.length === 0 || !resources.every((line) => /^- \S+$/.test(line))) return undefined
    parsed.resources = resources.map((line) => line.slice(2))
    index = lines.length
  }
  return index === lines.length ? (parsed as Caip122Message) : undefined
}

const dateOf = (text: string | undefined) => (text === undefined ? undefined : new Date(text))

/** What the backend checks in a CAIP-122 message; undefined for a version other than 1 or a malformed expiry. */
export function caip122Claims(fields: Caip122Message | undefined): SignInClaims | undefined {
  if (fields?.version !== '1') return undefined
  const expirationTime = dateOf(fields.expirationTime)
  if (expirationTime && Number.isNaN(expirationTime.getTime())) return undefined
  const { domain, uri, address, chainId, nonce } = fields
  // The message has no scheme line: the URI's is the domain's.
  const scheme = uri.startsWith('http://') ? 'http' : 'https'
  return { domain, scheme, uri, address, chainId, nonce, expirationTime }
}
