import { bip137SignerAddress } from './bip137.js'
import { BITCOIN_ADDRESS_FORMS } from './bitcoinAddressOfKey.js'
import { caip122Claims, parseCaip122Message } from './caip122Message.js'
import { type SignInVerifier, SiwxRefusal } from './siwxVerifier.js'

/** A base58 (P2PKH, P2SH) or bech32 (segwit) address, lowercase as wallets write it; the signature binds the rest. */
const ADDRESS = /^(?:[123mn][1-9A-HJ-NP-Za-km-z]{25,34}|(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{6,87})$/
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
const BIP137_SIGNATURE_BYTES = 65
/** The modal's upper bound for a wallet's message signature (BIP-322 witnesses are longer than BIP-137's). */
const MAX_SIGNATURE_BYTES = 2048

/**
 * bip122 sign-ins: CAIP-122's Bitcoin message (EIP-4361's layout, "Bitcoin account", caip122Message.ts's strict
 * reader), its signature in base64. BIP-137 signatures (65 bytes: the header names the address type) are verified:
 * the key recovered from the signature must have the claimed address on the message's network. BIP-322 signatures
 * are refused: this backend does not verify them. The time window is the message's Not Before / Expiration Time.
 */
export const bitcoinVerifier: SignInVerifier = {
  parse: (message) => caip122Claims(parseCaip122Message(message, 'Bitcoin', ADDRESS)),
  signatureEncoding: 'base64 (a 65-byte BIP-137 signature)',
  isSignature(signature) {
    if (signature.length % 4 !== 0 || !BASE64.test(signature)) return false
    const length = Buffer.from(signature, 'base64').length
    return length >= BIP137_SIGNATURE_BYTES && length <= MAX_SIGNATURE_BYTES
  },
  isAddress: (address) => ADDRESS.test(address),
  sameAddress: (a, b) => a === b,
  async verify({ message, signature, claims, now }) {
    const form = BITCOIN_ADDRESS_FORMS[claims.chainId]
    if (!Object.hasOwn(BITCOIN_ADDRESS_FORMS, claims.chainId) || !form)
      throw new SiwxRefusal(400, `chain ${claims.chainId} is not supported`)
    const bytes = Uint8Array.from(Buffer.from(signature, 'base64'))
    if (bytes.length !== BIP137_SIGNATURE_BYTES)
      throw new SiwxRefusal(400, 'BIP-322 signatures are not verified by this backend')
    const { notBefore } = parseCaip122Message(message, 'Bitcoin', ADDRESS)!
    const time = now.getTime()
    const expired = claims.expirationTime !== undefined && claims.expirationTime.getTime() <= time
    if (expired || (notBefore !== undefined && Date.parse(notBefore) > time))
      throw new SiwxRefusal(401, 'the message has expired or is not valid yet')
    return bip137SignerAddress(new TextEncoder().encode(message), bytes, form) === claims.address
  },
}
