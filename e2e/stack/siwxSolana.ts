import { ed25519 } from '@noble/curves/ed25519.js'
import { getBase58Encoder } from '@solana/kit'
import { caip122Claims } from './caip122Message.js'
import { parseSolanaSignInMessage } from './siwsMessage.js'
import type { SignInVerifier } from './siwxVerifier.js'

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

const publicKeyOf = (address: string): Uint8Array | undefined => {
  if (!BASE58_ADDRESS.test(address)) return undefined
  const bytes = getBase58Encoder().encode(address)
  return bytes.length === 32 ? Uint8Array.from(bytes) : undefined
}

/**
 * solana sign-ins: Sign-In With Solana messages (siwsMessage.ts's strict reader), signed with the account's
 * ed25519 key; the signature arrives in base64. The time window is the message's Issued At / Not Before /
 * Expiration Time.
 */
export const solanaVerifier: SignInVerifier = {
  parse: (message) => caip122Claims(parseSolanaSignInMessage(message)),
  signatureEncoding: 'base64 (64 bytes of ed25519)',
  isSignature: (signature) => BASE64.test(signature) && Buffer.from(signature, 'base64').length === 64,
  isAddress: (address) => publicKeyOf(address) !== undefined,
  sameAddress: (a, b) => a === b,
  async verify({ message, signature, claims, now }) {
    const bytes = Buffer.from(signature, 'base64')
    const fields = parseSolanaSignInMessage(message)!
    const time = now.getTime()
    if (claims.expirationTime && claims.expirationTime.getTime() <= time) return false
    if (fields.notBefore && Date.parse(fields.notBefore) > time) return false
    const publicKey = publicKeyOf(claims.address)!
    return ed25519.verify(Uint8Array.from(bytes), new TextEncoder().encode(message), publicKey)
  },
}
