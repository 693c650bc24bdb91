/**
 * BIP-137 signed messages (Bitcoin's legacy "signmessage" format, used by wallets for every address type): a
 * 65-byte recoverable secp256k1 signature over the double SHA-256 of the prefixed message, its header byte saying
 * the recovery id and the signer's address type. Shared by the reference backend (siwxBitcoin.ts) and the e2e test
 * wallet (e2e/wallet/bitcoinKeys.ts).
 */
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from 'viem'
import {
  type Bip137AddressType,
  type BitcoinAddressForm,
  bitcoinAddressOfKey,
} from './bitcoinAddressOfKey.js'

/** Each address type's first header byte; a signature's header adds its recovery id (0 to 3). */
export const BIP137_HEADERS: Readonly<Record<Bip137AddressType, number>> = {
  'p2pkh-uncompressed': 27,
  p2pkh: 31,
  'p2sh-p2wpkh': 35,
  p2wpkh: 39,
}
const TYPES = Object.keys(BIP137_HEADERS) as Bip137AddressType[]

/** Bitcoin's CompactSize length prefix, for lengths under 65,536 (the backend reads at most 16 KiB). */
const compactSize = (length: number) =>
  length < 0xfd ? [length] : [0xfd, length & 0xff, (length >> 8) & 0xff]

/** The double SHA-256 of `message` behind Bitcoin's signed-message prefix ("\x18Bitcoin Signed Message:\n"). */
export function signedMessageHash(message: Uint8Array): Uint8Array {
  const prefix = new TextEncoder().encode('Bitcoin Signed Message:\n')
  const data = Uint8Array.from([
    ...compactSize(prefix.length),
    ...prefix,
    ...compactSize(message.length),
    ...message,
  ])
  return sha256(sha256(data, 'bytes'), 'bytes')
}

/**
 * The address (on a network of `form`) of the key that made the BIP-137 `signature` of `message`, of the type its
 * header names; undefined for anything that is no BIP-137 signature or recovers no key.
 */
export function bip137SignerAddress(
  message: Uint8Array,
  signature: Uint8Array,
  form: BitcoinAddressForm,
): string | undefined {
  const header = signature[0]!
  const type = TYPES.find(
    (candidate) => header >= BIP137_HEADERS[candidate] && header < BIP137_HEADERS[candidate] + 4,
  )
  if (signature.length !== 65 || type === undefined) return undefined
  const recovered = Uint8Array.from([header - BIP137_HEADERS[type], ...signature.subarray(1)])
  try {
    const publicKey = secp256k1.recoverPublicKey(recovered, signedMessageHash(message), { prehash: false })
    return bitcoinAddressOfKey(publicKey, type, form)
  } catch {
    return undefined
  }
}
