import { isPrintableLine } from '../../config/signInText.js'

/** How long a signed sign-in message stays valid (its Expiration Time); the backend may end it sooner. */
const SIGN_IN_MESSAGE_LIFETIME_MS = 24 * 60 * 60_000
/** EIP-4361's nonce rule, which CAIP-122's other namespaces keep: at least 8 alphanumerics. */
const NONCE = /^[a-zA-Z0-9]{8,}$/

/** The blockchains whose sign-in text is EIP-4361's layout with their own account word (CAIP-122). */
export type Caip122Blockchain = 'Solana' | 'Bitcoin'

export type Caip122MessageFields = {
  /** The embedding page's origin as the handshake verified it: the message's domain and URI. */
  origin: string
  /** The account's address as its ecosystem writes it (base58 for Solana, bech32 or base58 for Bitcoin). */
  address: string
  /** The CAIP-2 reference of the network (`5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp` for `solana:5eykt4…`). */
  chainId: string
  nonce: string
  statement?: string | undefined
  resources: readonly string[]
  issuedAt: Date
}

/**
 * A CAIP-122 sign-in message outside eip155 (Phantom's Sign-In With Solana, and Bitcoin's): EIP-4361's text with
 * "<blockchain> account" and the ecosystem's address, for SPEC §3's fields. The domain and URI are the verified
 * origin, never what the dapp says about itself.
 * @throws {Error} for a nonce that is not 8+ alphanumerics or a statement over one line (a backend or config bug).
 */
export function createCaip122Message(blockchain: Caip122Blockchain, fields: Caip122MessageFields): string {
  if (!NONCE.test(fields.nonce)) throw new Error('The sign-in nonce must be at least 8 letters or digits')
  if (fields.statement !== undefined && !isPrintableLine(fields.statement))
    throw new Error('The sign-in statement must be one line of printable characters')
  const origin = new URL(fields.origin)
  const expiresAt = new Date(fields.issuedAt.getTime() + SIGN_IN_MESSAGE_LIFETIME_MS)
  const lines = [
    `URI: ${origin.origin}`,
    'Version: 1',
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt.toISOString()}`,
    `Expiration Time: ${expiresAt.toISOString()}`,
  ]
  if (fields.resources.length > 0)
    lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`))
  const head = `${origin.host} wants you to sign in with your ${blockchain} account:\n${fields.address}`
  const statement = fields.statement ? `\n\n${fields.statement}` : ''
  return `${head}${statement}\n\n${lines.join('\n')}`
}
