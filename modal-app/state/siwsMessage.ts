/** How long a signed sign-in message stays valid (its Expiration Time); the backend may end it sooner. */
const SIGN_IN_MESSAGE_LIFETIME_MS = 24 * 60 * 60_000
/** EIP-4361's nonce rule, which Sign-In With Solana keeps: at least 8 alphanumerics. */
const NONCE = /^[a-zA-Z0-9]{8,}$/

export type SolanaSignInMessageFields = {
  /** The embedding page's origin as the handshake verified it: the message's domain and URI. */
  origin: string
  /** The base58 address. */
  address: string
  /** The CAIP-2 reference of the network (`5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp` for `solana:5eykt4…`). */
  chainId: string
  nonce: string
  statement?: string | undefined
  resources: readonly string[]
  issuedAt: Date
}

/**
 * The Sign-In With Solana message (Phantom's SIWS, CAIP-122's Solana namespace): EIP-4361's text with "Solana
 * account" and the base58 address, for SPEC §3's fields. The domain and URI are the verified origin, never what
 * the dapp says about itself.
 * @throws {Error} for a nonce that is not 8+ alphanumerics or a statement over one line (a backend or config bug).
 */
export function createSolanaSignInMessage(fields: SolanaSignInMessageFields): string {
  if (!NONCE.test(fields.nonce)) throw new Error('The sign-in nonce must be at least 8 letters or digits')
  if (fields.statement !== undefined && /[\r\n]/.test(fields.statement))
    throw new Error('The sign-in statement must be one line')
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
  const head = `${origin.host} wants you to sign in with your Solana account:\n${fields.address}`
  const statement = fields.statement ? `\n\n${fields.statement}` : ''
  return `${head}${statement}\n\n${lines.join('\n')}`
}
