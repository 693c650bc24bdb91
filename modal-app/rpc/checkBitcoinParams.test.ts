import { describe, expect, test } from 'vitest'
import { checkBitcoinParams } from './checkBitcoinParams.js'

const ADDRESS = 'bcrt1qwz7wemp8kc7dxcjqkvz2rk7tz5v0v9hw6y7nw0'

describe('checkBitcoinParams', () => {
  test('default: a message to sign, copied with only its fields', () => {
    const message = Uint8Array.of(1, 2)
    expect(checkBitcoinParams('bip122_signMessage', { pubkey: ADDRESS, message, extra: 1 })).toEqual({
      pubkey: ADDRESS,
      message,
    })
  })

  test('behavior: a PSBT with its inputs to sign and chain', () => {
    const psbt = Uint8Array.of(0x70)
    const params = {
      psbt,
      inputsToSign: [{ address: ADDRESS, signingIndexes: [0, 1], sigHash: 1, x: 2 }],
      chain: 'c',
    }
    expect(checkBitcoinParams('bip122_signTransaction', params)).toEqual({
      psbt,
      inputsToSign: [{ address: ADDRESS, signingIndexes: [0, 1], sigHash: 1 }],
      chain: 'c',
    })
  })

  test.each([
    ['bip122_signMessage', { pubkey: ADDRESS, message: 'hello' }, 'message must be a Uint8Array'],
    ['bip122_signMessage', [ADDRESS], 'expected an object'],
    ['bip122_signTransaction', { psbt: 'cHNidP8=', inputsToSign: [] }, 'psbt must be a Uint8Array'],
    [
      'bip122_signTransaction',
      { psbt: Uint8Array.of(1), inputsToSign: [] },
      'inputsToSign must be a non-empty',
    ],
    [
      'bip122_signTransaction',
      { psbt: Uint8Array.of(1), inputsToSign: [{ address: ADDRESS, signingIndexes: [-1] }] },
      'inputsToSign[0].signingIndexes must be an array of input indexes',
    ],
    [
      'bip122_signTransaction',
      { psbt: Uint8Array.of(1), inputsToSign: [{ address: ADDRESS, signingIndexes: [0], sigHash: 256 }] },
      'inputsToSign[0].sigHash must be a sighash byte',
    ],
  ])('error: %s %j', (method, params, message) => {
    expect(() => checkBitcoinParams(method, params as never)).toThrow(`Invalid ${method} params: ${message}`)
    expect(() => checkBitcoinParams(method, params as never)).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
  })
})
