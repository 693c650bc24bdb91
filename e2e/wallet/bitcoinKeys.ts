/**
 * The e2e Bitcoin key and its crypto, for the test wallet in the page (bitcoinTestWallet.ts), the local Esplora's
 * ledger and the tests' checks: a secp256k1 key (`@noble/curves`), its P2WPKH address, and BIP-137 signed messages
 * (the legacy format; its hash, header and address types are the reference backend's, e2e/stack/bip137.ts).
 */
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { BIP137_HEADERS, bip137SignerAddress, signedMessageHash } from '../stack/bip137.js'
import {
  BITCOIN_ADDRESS_FORMS,
  type Bip137AddressType,
  bitcoinAddressOfKey,
} from '../stack/bitcoinAddressOfKey.js'

/** Regtest's CAIP-2 reference (its genesis hash's first 32 hex characters): the e2e Bitcoin network. */
export const REGTEST_CHAIN_ID = '0f9188f13cb7b2c71f2a335e3a4fc328'
/** A fixed key, so the stack can fund its address before any page runs. Test use only. */
export const BITCOIN_TEST_SECRET_KEY = '1f1e1d1c1b1a191817161514131211100f0e0d0c0b0a09080706050403020102'

const REGTEST = BITCOIN_ADDRESS_FORMS[REGTEST_CHAIN_ID]!
const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g)!.map((byte) => Number.parseInt(byte, 16)))

/** The compressed public key and regtest P2WPKH address of a hex secret key. */
export function bitcoinKeyOf(secretKeyHex: string) {
  const publicKey = secp256k1.getPublicKey(hexBytes(secretKeyHex), true)
  return { publicKey, address: bitcoinAddressOfKey(publicKey, 'p2wpkh', REGTEST) }
}

/** A BIP-137 signature of `message` by the key, as its `type` address (the wallet's: P2WPKH): header, r and s. */
export function signBitcoinMessage(
  secretKeyHex: string,
  message: Uint8Array,
  type: Bip137AddressType = 'p2wpkh',
): Uint8Array {
  const recovered = secp256k1.sign(signedMessageHash(message), hexBytes(secretKeyHex), {
    prehash: false,
    format: 'recovered',
  })
  return Uint8Array.from([BIP137_HEADERS[type] + recovered[0]!, ...recovered.subarray(1)])
}

/** Whether `signature` is a BIP-137 signature of `message` by the key of the regtest `address`. */
export const verifyBitcoinMessage = (address: string, message: Uint8Array, signature: Uint8Array): boolean =>
  bip137SignerAddress(message, signature, REGTEST) === address
