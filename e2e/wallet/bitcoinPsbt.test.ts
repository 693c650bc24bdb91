import { describe, expect, test } from 'vitest'
import { BITCOIN_TEST_SECRET_KEY, bitcoinKeyOf } from './bitcoinKeys.js'
import { hasValidP2wpkhSignature, signPsbtInputs, unsignedP2wpkhSpend } from './bitcoinPsbt.js'

const { publicKey, address } = bitcoinKeyOf(BITCOIN_TEST_SECRET_KEY)
const OTHER_SECRET_KEY = '11'.repeat(32)

describe('bitcoinPsbt', () => {
  test('default: an input signed with the key verifies against that key', () => {
    const unsigned = unsignedP2wpkhSpend(publicKey, address)
    expect(hasValidP2wpkhSignature(unsigned, publicKey)).toBe(false)
    expect(hasValidP2wpkhSignature(signPsbtInputs(unsigned, BITCOIN_TEST_SECRET_KEY, [0]), publicKey)).toBe(
      true,
    )
  })

  test('error: another key’s signature does not verify, and the key refuses an input that is not its own', () => {
    const other = bitcoinKeyOf(OTHER_SECRET_KEY)
    const signedByOther = signPsbtInputs(unsignedP2wpkhSpend(other.publicKey, address), OTHER_SECRET_KEY, [0])
    expect(hasValidP2wpkhSignature(signedByOther, publicKey)).toBe(false)
    expect(() => signPsbtInputs(unsignedP2wpkhSpend(publicKey, address), OTHER_SECRET_KEY, [0])).toThrow()
  })
})
