import { describe, expect, test } from 'vitest'
import { deriveWrappingKey, toBase64Url, unwrapKey, wrapKey, wrappingAad } from './wrapping.js'

const prf = crypto.getRandomValues(new Uint8Array(32))
const credentialId = toBase64Url(crypto.getRandomValues(new Uint8Array(16)))
const otherCredential = toBase64Url(crypto.getRandomValues(new Uint8Array(16)))
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const key = () => Uint8Array.from({ length: 32 }, (_, index) => index + 1)

describe('wrapKey / unwrapKey', () => {
  test('default: unwraps what it wrapped, and the ciphertext is not the key', async () => {
    const kek = await deriveWrappingKey(prf, credentialId)
    const wrapped = await wrapKey(kek, key(), credentialId, address)
    expect(wrapped).toMatchObject({ version: 1, credentialId, address })
    expect(wrapped.ciphertext).not.toContain(toBase64Url(key()))
    expect(await unwrapKey(kek, wrapped)).toEqual(key())
  })

  test('behavior: the wrapping key cannot be exported', async () => {
    const kek = await deriveWrappingKey(prf, credentialId)
    expect(kek.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', kek)).rejects.toThrow()
  })

  test('behavior: the same PRF output and credential give the same key (a reload unlocks)', async () => {
    const wrapped = await wrapKey(await deriveWrappingKey(prf, credentialId), key(), credentialId, address)
    const again = await deriveWrappingKey(new Uint8Array(prf), credentialId)
    expect(await unwrapKey(again, wrapped)).toEqual(key())
  })

  test('error: another address in the associated data fails', async () => {
    const kek = await deriveWrappingKey(prf, credentialId)
    const wrapped = await wrapKey(kek, key(), credentialId, address)
    const swapped = { ...wrapped, address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }
    await expect(unwrapKey(kek, swapped)).rejects.toThrow('This passkey does not unlock this wallet')
  })

  test('error: another credential id in the associated data fails', async () => {
    const kek = await deriveWrappingKey(prf, credentialId)
    const wrapped = await wrapKey(kek, key(), credentialId, address)
    await expect(unwrapKey(kek, { ...wrapped, credentialId: otherCredential })).rejects.toThrow(
      'This passkey does not unlock this wallet',
    )
  })

  test('error: another PRF output fails', async () => {
    const wrapped = await wrapKey(await deriveWrappingKey(prf, credentialId), key(), credentialId, address)
    const other = await deriveWrappingKey(crypto.getRandomValues(new Uint8Array(32)), credentialId)
    await expect(unwrapKey(other, wrapped)).rejects.toThrow('This passkey does not unlock this wallet')
  })

  test('error: a changed ciphertext fails', async () => {
    const kek = await deriveWrappingKey(prf, credentialId)
    const wrapped = await wrapKey(kek, key(), credentialId, address)
    const flipped = `${wrapped.ciphertext.slice(0, -2)}${wrapped.ciphertext.endsWith('AA') ? 'AB' : 'AA'}`
    await expect(unwrapKey(kek, { ...wrapped, ciphertext: flipped })).rejects.toThrow()
  })
})

describe('wrappingAad', () => {
  test('behavior: the fields are length-delimited, so no two (credential, address) pairs share one', () => {
    expect(wrappingAad(credentialId, address)).not.toEqual(wrappingAad(otherCredential, address))
    expect(wrappingAad(credentialId, address)).toEqual(wrappingAad(credentialId, address.toLowerCase()))
  })
})
