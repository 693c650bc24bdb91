import { describe, expect, test } from 'vitest'
import { isBitcoinAddress } from '../../modal-app/config/bitcoinAddress.js'
import {
  BITCOIN_TEST_SECRET_KEY,
  bitcoinKeyOf,
  REGTEST_CHAIN_ID,
  signBitcoinMessage,
  verifyBitcoinMessage,
} from './bitcoinKeys.js'

// bitcoinjs-message's published example: the key of WIF L4rK1yDtCWekvXuE6oXD9jCYfFNV2cWRpVuPLBcCU2z8TrisoyY1 signs
// this message, as a compressed P2PKH key (header 31 + recovery id), to this base64 signature.
const VECTOR_KEY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
const VECTOR_MESSAGE = new TextEncoder().encode('This is an example of a signed message.')
const VECTOR_SIGNATURE = Buffer.from(
  'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=',
  'base64',
)

describe('bitcoinKeys', () => {
  test('default: the test key’s regtest P2WPKH address is a valid regtest address', () => {
    const { address, publicKey } = bitcoinKeyOf(BITCOIN_TEST_SECRET_KEY)
    expect(address).toMatch(/^bcrt1q/)
    expect(isBitcoinAddress(address, REGTEST_CHAIN_ID)).toBe(true)
    expect(publicKey).toHaveLength(33)
  })

  test('behavior: signatures match a published BIP-137 vector, with the P2WPKH header (39 + recovery id)', () => {
    const signature = signBitcoinMessage(VECTOR_KEY, VECTOR_MESSAGE)
    expect(Buffer.from(signature.subarray(1))).toEqual(VECTOR_SIGNATURE.subarray(1))
    expect(signature[0]! - 39).toBe(VECTOR_SIGNATURE[0]! - 31)
    expect(verifyBitcoinMessage(bitcoinKeyOf(VECTOR_KEY).address, VECTOR_MESSAGE, signature)).toBe(true)
  })

  test('error: a signature does not verify for another message or another address', () => {
    const message = new TextEncoder().encode('hello')
    const signature = signBitcoinMessage(BITCOIN_TEST_SECRET_KEY, message)
    const { address } = bitcoinKeyOf(BITCOIN_TEST_SECRET_KEY)
    expect(verifyBitcoinMessage(address, new TextEncoder().encode('hellp'), signature)).toBe(false)
    expect(verifyBitcoinMessage(bitcoinKeyOf(VECTOR_KEY).address, message, signature)).toBe(false)
  })
})
