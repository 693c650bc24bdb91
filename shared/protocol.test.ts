import { describe, expect, test } from 'vitest'
import { parseHandshakeMessage } from './protocol.js'

describe('parseHandshakeMessage', () => {
  test('default: the three handshake messages', () => {
    expect(parseHandshakeMessage({ wm: 'hello', v: 1 })).toEqual({ wm: 'hello', v: 1 })
    expect(parseHandshakeMessage({ wm: 'connect', v: 2, extra: 'x' })).toEqual({ wm: 'connect', v: 2 })
    expect(parseHandshakeMessage({ wm: 'refused', reason: 'no' })).toEqual({ wm: 'refused', reason: 'no' })
  })

  test('error: other messages, and ours with fields of the wrong type, are undefined', () => {
    for (const data of [
      null,
      'hello',
      { wm: 'hello' },
      { wm: 'connect', v: '1' },
      { wm: 'refused', reason: { toString: () => 'x' } },
      { wm: 'other', v: 1 },
    ])
      expect(parseHandshakeMessage(data)).toBeUndefined()
  })
})
