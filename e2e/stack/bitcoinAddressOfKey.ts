/**
 * A secp256k1 public key's Bitcoin address, of each type a BIP-137 signature can name: P2PKH (base58check of
 * HASH160 of the compressed or uncompressed key), P2SH-P2WPKH (base58check of HASH160 of the witness program's
 * script) and P2WPKH (BIP-173 bech32, segwit v0). Shared by the reference backend and the e2e test wallet.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160, sha256 } from 'viem'

/** How a network writes its addresses: the segwit prefix and the base58 version bytes. */
export type BitcoinAddressForm = { hrp: string; p2pkh: number; p2sh: number }
const MAINNET: BitcoinAddressForm = { hrp: 'bc', p2pkh: 0x00, p2sh: 0x05 }
const test = (hrp: string): BitcoinAddressForm => ({ hrp, p2pkh: 0x6f, p2sh: 0xc4 })

/** The address forms of the public Bitcoin networks and regtest, by CAIP-2 reference (genesis hash, 32 hex). */
export const BITCOIN_ADDRESS_FORMS: Readonly<Record<string, BitcoinAddressForm>> = {
  '000000000019d6689c085ae165831e93': MAINNET,
  '000000000933ea01ad0ee984209779ba': test('tb'), // testnet3
  '00000000da84f2bafbbc53dee25a72ae': test('tb'), // testnet4
  '00000008819873e925422c1ff0f99f7c': test('tb'), // signet
  '0f9188f13cb7b2c71f2a335e3a4fc328': test('bcrt'), // regtest
}

/** The address types of BIP-137's header byte. */
export type Bip137AddressType = 'p2pkh-uncompressed' | 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh'

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes, 'bytes'), 'bytes')

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

/** Base58check of a version byte and a 20-byte hash (its checksum: the double SHA-256's first 4 bytes). */
function encodeBase58Check(version: number, hash: Uint8Array): string {
  const payload = Uint8Array.from([version, ...hash])
  const bytes = [...payload, ...sha256(sha256(payload, 'bytes'), 'bytes').subarray(0, 4)]
  let text = ''
  for (let value = bytes.reduce((sum, byte) => sum * 256n + BigInt(byte), 0n); value > 0n; value /= 58n)
    text = BASE58[Number(value % 58n)] + text
  // Each leading zero byte is a leading '1'.
  return '1'.repeat(bytes.findIndex((byte) => byte !== 0)) + text
}

/** The `type` address of `publicKey` (compressed or not: either form of the key) on a network of `form`. */
export function bitcoinAddressOfKey(
  publicKey: Uint8Array,
  type: Bip137AddressType,
  form: BitcoinAddressForm,
) {
  const point = secp256k1.Point.fromBytes(publicKey)
  if (type === 'p2pkh-uncompressed') return encodeBase58Check(form.p2pkh, hash160(point.toBytes(false)))
  const keyHash = hash160(point.toBytes(true))
  if (type === 'p2pkh') return encodeBase58Check(form.p2pkh, keyHash)
  if (type === 'p2wpkh') return encodeSegwitV0(form.hrp, keyHash)
  // P2SH-P2WPKH: the script hashed is the witness program, OP_0 <20-byte key hash>.
  return encodeBase58Check(form.p2sh, hash160(Uint8Array.from([0x00, 0x14, ...keyHash])))
}
