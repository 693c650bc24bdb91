import { describe, expect, test } from 'vitest'
import {
  BITCOIN_TEST_SECRET_KEY,
  bitcoinKeyOf,
  REGTEST_CHAIN_ID,
  signBitcoinMessage,
} from '../wallet/bitcoinKeys.js'
import { bip137SignerAddress } from './bip137.js'
import { BITCOIN_ADDRESS_FORMS } from './bitcoinAddressOfKey.js'

const MAINNET = BITCOIN_ADDRESS_FORMS['000000000019d6689c085ae165831e93']!
const REGTEST = BITCOIN_ADDRESS_FORMS[REGTEST_CHAIN_ID]!
const message = new TextEncoder().encode('Sign in')
/** Secret key 1 (its public key is the generator): its addresses are well known (BIP-173's example, say). */
const KEY_ONE = `${'00'.repeat(31)}01`
const KEY_ONE_ADDRESSES = [
  ['p2pkh-uncompressed', '1EHNa6Q4Jz2uvNExL497mE43ikXhwF6kZm'],
  ['p2pkh', '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH'],
  ['p2sh-p2wpkh', '3JvL6Ymt8MVWiCNHC7oWU6nLeHNJKLZGLN'],
  ['p2wpkh', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
] as const

describe('bip137SignerAddress', () => {
  test('default: bitcoinjs-message’s published example recovers its compressed P2PKH address', () => {
    const signature = Buffer.from(
      'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=',
      'base64',
    )
    const example = new TextEncoder().encode('This is an example of a signed message.')
    expect(bip137SignerAddress(example, signature, MAINNET)).toBe('1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV')
  })

  test.each(KEY_ONE_ADDRESSES)('behavior: a %s header recovers that address of the key', (type, address) => {
    expect(bip137SignerAddress(message, signBitcoinMessage(KEY_ONE, message, type), MAINNET)).toBe(address)
  })

  test('behavior: on regtest, the test wallet’s P2WPKH signature recovers its bcrt1 address', () => {
    const signature = signBitcoinMessage(BITCOIN_TEST_SECRET_KEY, message)
    expect(bip137SignerAddress(message, signature, REGTEST)).toBe(
      bitcoinKeyOf(BITCOIN_TEST_SECRET_KEY).address,
    )
    expect(bitcoinKeyOf(BITCOIN_TEST_SECRET_KEY).address).toMatch(/^bcrt1q/)
  })

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
