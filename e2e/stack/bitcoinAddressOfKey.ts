/**
 * A secp256k1 public key's Bitcoin address, of each type a BIP-137 signature can name: P2PKH (of the compressed or
 * the uncompressed key), P2SH-P2WPKH and P2WPKH, written by @scure/btc-signer for the network. Shared by the
 * reference backend (bip137.ts) and the e2e test wallet (e2e/wallet/bitcoinKeys.ts).
 */
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { NETWORK, p2pkh, p2sh, p2wpkh, TEST_NETWORK } from '@scure/btc-signer'

/** How a network writes its addresses: the segwit prefix and the base58 version bytes (btc-signer's network). */
export type BitcoinAddressForm = typeof NETWORK
const testForm = (bech32: string): BitcoinAddressForm => ({ ...TEST_NETWORK, bech32 })

/** The address forms of the public Bitcoin networks and regtest, by CAIP-2 reference (genesis hash, 32 hex). */
export const BITCOIN_ADDRESS_FORMS: Readonly<Record<string, BitcoinAddressForm>> = {
  '000000000019d6689c085ae165831e93': NETWORK,
  '000000000933ea01ad0ee984209779ba': testForm('tb'), // testnet3
  '00000000da84f2bafbbc53dee25a72ae': testForm('tb'), // testnet4
  '00000008819873e925422c1ff0f99f7c': testForm('tb'), // signet
  '0f9188f13cb7b2c71f2a335e3a4fc328': testForm('bcrt'), // regtest
}

/** The address types of BIP-137's header byte. */
export type Bip137AddressType = 'p2pkh-uncompressed' | 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh'

/** The `type` address of `publicKey` (either form of the key) on a network of `form`. */
export function bitcoinAddressOfKey(
  publicKey: Uint8Array,
  type: Bip137AddressType,
  form: BitcoinAddressForm,
) {
  const point = secp256k1.Point.fromBytes(publicKey)
  if (type === 'p2pkh-uncompressed') return p2pkh(point.toBytes(false), form).address!
  const compressed = point.toBytes(true)
  if (type === 'p2pkh') return p2pkh(compressed, form).address!
  if (type === 'p2wpkh') return p2wpkh(compressed, form).address!
  return p2sh(p2wpkh(compressed, form), form).address!
}
