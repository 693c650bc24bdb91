import { isAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'

/** How long a signed sign-in message stays valid (its EIP-4361 Expiration Time); the backend may end it sooner. */
const SIGN_IN_MESSAGE_LIFETIME_MS = 24 * 60 * 60_000

export type SignInMessageFields = {
  /** The embedding page's origin as the handshake verified it: the message's domain, scheme and URI. */
  origin: string
  address: string
  chainId: number
  nonce: string
  statement?: string | undefined
  resources: readonly string[]
  issuedAt: Date
}

/**
 * The EIP-4361 message the user signs (SPEC §3's fields), built by viem. The domain and URI are the verified
 * origin, never what the dapp says about itself, so a page cannot collect a sign-in for another site.
 * @throws viem's `SiweInvalidMessageFieldError` for a field EIP-4361 does not allow (a nonce from the backend that
 *   is not 8+ alphanumerics, say); an Error for an address that is not an eip155 one.
 */
export function createSignInMessage(fields: SignInMessageFields): string {
  const { address } = fields
  if (!isAddress(address)) throw new Error(`${address} is not an eip155 address to sign in with`)
  const origin = new URL(fields.origin)
  return createSiweMessage({
    domain: origin.host,
    scheme: origin.protocol.slice(0, -1),
    uri: origin.origin,
    address,
    chainId: fields.chainId,
    nonce: fields.nonce,
    version: '1',
    issuedAt: fields.issuedAt,
    expirationTime: new Date(fields.issuedAt.getTime() + SIGN_IN_MESSAGE_LIFETIME_MS),
    ...(fields.statement ? { statement: fields.statement } : {}),
    ...(fields.resources.length > 0 ? { resources: [...fields.resources] } : {}),
  })
}
