import { describe, expect, test } from 'vitest'
import { cleanDisplayText } from './cleanDisplayText.js'

describe('cleanDisplayText', () => {
  test('default: plain text is kept', () => {
    expect(cleanDisplayText('Uniswap Interface', 40)).toBe('Uniswap Interface')
  })

  test('behavior: control, bidi and zero-width characters are removed, then the text is trimmed', () => {
    expect(cleanDisplayText(' \u202eUni\u2066swap\u2069\u200b\u0000\n ', 40)).toBe('Uniswap')
    expect(cleanDisplayText('\u202e\u200f', 40)).toBe('')
  })

  test('behavior: line breaks and the line and paragraph separators become spaces; BOM and soft hyphen go', () => {
    expect(cleanDisplayText('Claim\u2028your reward\u2029\ufeffat\u00ad evil.example\r\nnow', 80)).toBe(
      'Claim your reward at evil.example  now',
    )
  })

  test('behavior: longer text is cut to maxChars characters, the last an ellipsis; emoji count as one', () => {
    expect(cleanDisplayText('x'.repeat(41), 40)).toBe(`${'x'.repeat(39)}…`)
    expect(cleanDisplayText('x'.repeat(40), 40)).toBe('x'.repeat(40))
    expect(cleanDisplayText('🦄'.repeat(5), 3)).toBe('🦄🦄…')
  })
})
