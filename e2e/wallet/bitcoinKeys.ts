/**
 * The e2e Bitcoin key and its crypto, for the test wallet in the page (bitcoinTestWallet.ts), the local Esplora's
 * ledger and the tests' checks: a secp256k1 key (`@noble/curves`), its P2WPKH address (BIP-173 bech32 of
 * HASH160(compressed public key)), and BIP-137 signed messages (the legacy format: a 65-byte recoverable signature
 * over the double SHA-256 of the prefixed message, its header saying the key and address type).
 */
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160, sha256 } from 'viem'

/** Regtest's CAIP-2 reference (its genesis hash's first 32 hex characters): the e2e Bitcoin network. */
export const REGTEST_CHAIN_ID = '0f9188f13cb7b2c71f2a335e3a4fc328'
/** A fixed key, so the stack can fund its address before any page runs. Test use only. */
export const BITCOIN_TEST_SECRET_KEY = '1f1e1d1c1b1a191817161514131211100f0e0d0c0b0a09080706050403020102'

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
/** BIP-137's header for a P2WPKH (native segwit) key: 39 + the recovery id. */
const P2WPKH_HEADER = 39

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g)!.map((byte) => Number.parseInt(byte, 16)))

function polymod(values: readonly number[]): number {
  let checksum = 1
  for (const value of values) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    for (let bit = 0; bit < 5; bit++) if ((top >>> bit) & 1) checksum ^= GENERATOR[bit]!
  }
  return checksum >>> 0
}

/** A segwit v0 address (BIP-173 bech32) of `program` under `hrp`. */
function encodeSegwitV0(hrp: string, program: Uint8Array): string {
  const words = [0]
  let accumulator = 0
  let bits = 0
  for (const byte of program) {
    accumulator = (accumulator << 8) | byte
    bits += 8
    for (; bits >= 5; bits -= 5) words.push((accumulator >> (bits - 5)) & 31)
  }
  if (bits > 0) words.push((accumulator << (5 - bits)) & 31)
  const codes = [...hrp].map((char) => char.charCodeAt(0))
  const expanded = [...codes.map((code) => code >> 5), 0, ...codes.map((code) => code & 31)]
  const checksum = polymod([...expanded, ...words, 0, 0, 0, 0, 0, 0]) ^ 1
  const check = [0, 1, 2, 3, 4, 5].map((index) => (checksum >>> (5 * (5 - index))) & 31)
  return `${hrp}1${[...words, ...check].map((word) => CHARSET[word]).join('')}`
}

/** The compressed public key and regtest P2WPKH address of a hex secret key. */
export function bitcoinKeyOf(secretKeyHex: string) {
  const publicKey = secp256k1.getPublicKey(hexBytes(secretKeyHex), true)
  const hash160 = ripemd160(sha256(publicKey, 'bytes'), 'bytes')
  return { publicKey, address: encodeSegwitV0('bcrt', hash160) }
}

/** Bitcoin's CompactSize length prefix (messages here are under 0xfd bytes, or 16-bit lengths). */
const compactSize = (length: number) =>
  length < 0xfd ? [length] : [0xfd, length & 0xff, (length >> 8) & 0xff]

/** The double SHA-256 of `message` behind Bitcoin's signed-message prefix. */
function signedMessageHash(message: Uint8Array): Uint8Array {
  const prefix = new TextEncoder().encode('Bitcoin Signed Message:\n')
  const data = Uint8Array.from([
    ...compactSize(prefix.length),
    ...prefix,
    ...compactSize(message.length),
    ...message,
  ])
  return sha256(sha256(data, 'bytes'), 'bytes')
}

/** A BIP-137 signature of `message` by the P2WPKH key: header byte, then r and s. */
export function signBitcoinMessage(secretKeyHex: string, message: Uint8Array): Uint8Array {
  const recovered = secp256k1.sign(signedMessageHash(message), hexBytes(secretKeyHex), {
    prehash: false,
    format: 'recovered',
  })
  return Uint8Array.from([P2WPKH_HEADER + recovered[0]!, ...recovered.subarray(1)])
}

/**
 * Whether `signature` is a BIP-137 P2WPKH signature of `message` by the key of `address` (regtest): the public key
 * recovered from it hashes to the address.
 */
export function verifyBitcoinMessage(address: string, message: Uint8Array, signature: Uint8Array): boolean {
  const header = signature[0]!
  if (signature.length !== 65 || header < P2WPKH_HEADER || header > P2WPKH_HEADER + 3) return false
  const recovered = Uint8Array.from([header - P2WPKH_HEADER, ...signature.subarray(1)])
  try {
    const publicKey = secp256k1.recoverPublicKey(recovered, signedMessageHash(message), { prehash: false })
    const hash160 = ripemd160(sha256(publicKey, 'bytes'), 'bytes')
    return encodeSegwitV0('bcrt', hash160) === address
  } catch {
    return false
  }
}
