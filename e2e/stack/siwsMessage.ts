/** The fields of a Sign-In With Solana message, as `parseSolanaSignInMessage` reads them. */
export type SolanaSignInMessage = {
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

const HEADER = ' wants you to sign in with your Solana account:'
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
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
 * Reads a Sign-In With Solana message (Phantom's SIWS; CAIP-122's Solana namespace): header, base58 address, an
 * optional one-line statement, then the fields in their fixed order. Strict: anything else, out of order, or left
 * over is not a sign-in message, and answers undefined.
 */
export function parseSolanaSignInMessage(message: string): SolanaSignInMessage | undefined {
  const lines = message.split('\n')
  const [header, address, gap] = lines
  if (!header?.endsWith(HEADER) || gap !== '' || !BASE58_ADDRESS.test(address ?? '')) return undefined
  const domain = header.slice(0, -HEADER.length)
  if (domain === '' || /\s/.test(domain)) return undefined
  const parsed: Record<string, string | string[]> = { domain, address: address! }
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
  return index === lines.length ? (parsed as SolanaSignInMessage) : undefined
}
