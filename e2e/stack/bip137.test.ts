import { secp256k1 } from '@noble/curves/secp256k1.js'
import * as btc from '@scure/btc-signer'
import { describe, expect, test } from 'vitest'
import { BITCOIN_TEST_SECRET_KEY, REGTEST_CHAIN_ID, signBitcoinMessage } from '../wallet/bitcoinKeys.js'
import { bip137SignerAddress } from './bip137.js'
import { BITCOIN_ADDRESS_FORMS, type Bip137AddressType } from './bitcoinAddressOfKey.js'

const MAINNET = BITCOIN_ADDRESS_FORMS['000000000019d6689c085ae165831e93']!
const REGTEST = BITCOIN_ADDRESS_FORMS[REGTEST_CHAIN_ID]!
const message = new TextEncoder().encode('Sign in')
const publicKey = secp256k1.getPublicKey(Buffer.from(BITCOIN_TEST_SECRET_KEY, 'hex'), true)

/** @scure/btc-signer's address of the test key, for each type: an implementation other than ours. */
function scureAddress(type: Bip137AddressType, network: typeof btc.NETWORK) {
  if (type === 'p2pkh-uncompressed')
    return btc.p2pkh(secp256k1.Point.fromBytes(publicKey).toBytes(false), network).address
  if (type === 'p2pkh') return btc.p2pkh(publicKey, network).address
  if (type === 'p2sh-p2wpkh') return btc.p2sh(btc.p2wpkh(publicKey, network), network).address
  return btc.p2wpkh(publicKey, network).address
}
const SCURE_REGTEST = { ...btc.TEST_NETWORK, bech32: 'bcrt' }
const TYPES: Bip137AddressType[] = ['p2pkh-uncompressed', 'p2pkh', 'p2sh-p2wpkh', 'p2wpkh']

describe('bip137SignerAddress', () => {
  test('default: bitcoinjs-message’s published example recovers its compressed P2PKH address', () => {
    const signature = Buffer.from(
      'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=',
      'base64',
    )
    const example = new TextEncoder().encode('This is an example of a signed message.')
    expect(bip137SignerAddress(example, signature, MAINNET)).toBe('1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV')
  })

  test.each(TYPES)(
    'behavior: a %s header gives that address of the key, on mainnet and on regtest',
    (type) => {
      const signature = signBitcoinMessage(BITCOIN_TEST_SECRET_KEY, message, type)
      expect(bip137SignerAddress(message, signature, MAINNET)).toBe(scureAddress(type, btc.NETWORK))
      expect(bip137SignerAddress(message, signature, REGTEST)).toBe(scureAddress(type, SCURE_REGTEST))
    },
  )

  test('error: anything but a 65-byte signature with a BIP-137 header recovers nothing', () => {
    const signature = signBitcoinMessage(BITCOIN_TEST_SECRET_KEY, message)
    const withHeader = (header: number) => Uint8Array.from([header, ...signature.subarray(1)])
    expect(bip137SignerAddress(message, signature.subarray(0, 64), REGTEST)).toBeUndefined()
    expect(bip137SignerAddress(message, Uint8Array.from([...signature, 0]), REGTEST)).toBeUndefined()
    expect(bip137SignerAddress(message, withHeader(26), REGTEST)).toBeUndefined()
    expect(bip137SignerAddress(message, withHeader(43), REGTEST)).toBeUndefined()
    expect(bip137SignerAddress(message, new Uint8Array(65).fill(39, 0, 1), REGTEST)).toBeUndefined()
  })
})
