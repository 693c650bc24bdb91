import { stringToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { shownMessage } from './shownMessage.js'

const ORIGIN = 'https://app.example.com'

describe('shownMessage', () => {
  test('default: UTF-8 bytes are shown as their text, and signed as the same bytes', () => {
    const { shown, raw } = shownMessage(stringToHex('Hello ✓\nsecond line'), ORIGIN)
    expect(shown).toEqual({
      kind: 'message',
      text: 'Hello ✓\nsecond line',
      hex: raw,
      foreignSignIn: undefined,
    })
    expect(raw).toBe(stringToHex('Hello ✓\nsecond line'))
  })

  test('behavior: bytes that are not UTF-8 are shown as hex', () => {
    expect(shownMessage('0xff00fe', ORIGIN).shown).toMatchObject({ text: undefined, hex: '0xff00fe' })
  })

  test('behavior: text with bidi, zero-width or control characters is shown as hex, never as text', () => {
    for (const text of ['pay \u202Eevil', 'zero\u200Bwidth', 'bell\u0007', 'line\u2028sep'])
      expect(shownMessage(stringToHex(text), ORIGIN).shown.text).toBeUndefined()
  })

  test('behavior: a message that is not 0x hex is UTF-8 text, as MetaMask takes it', () => {
    expect(shownMessage('plain words', ORIGIN)).toMatchObject({ raw: stringToHex('plain words') })
  })

  test('behavior: a sign-in message for another domain is flagged; one for the verified origin is not', () => {
    const signIn = (domain: string) =>
      `${domain} wants you to sign in with your Ethereum account:\n0x70997970C51812dc3A010C7d01b50e0d17dc79C8\n\nURI: https://${domain}`
    expect(shownMessage(stringToHex(signIn('evil.example')), ORIGIN).shown.foreignSignIn).toBe('evil.example')
    expect(shownMessage(stringToHex(signIn('app.example.com')), ORIGIN).shown.foreignSignIn).toBeUndefined()
    expect(
      shownMessage(stringToHex(`https://${signIn('app.example.com')}`), ORIGIN).shown.foreignSignIn,
    ).toBeUndefined()
  })
})
