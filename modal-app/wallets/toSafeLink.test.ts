import { describe, expect, test } from 'vitest'
import { toSafeLink } from './toSafeLink.js'

describe('toSafeLink', () => {
  test('default: web and app links pass unchanged', () => {
    for (const link of [
      'https://app.safe.global/',
      'http://localhost:3000/wc',
      'metamask://',
      'okex://main',
      'bnc://app.binance.com/cedefi/',
      'trezorsuite://walletconnect',
    ])
      expect(toSafeLink(link)).toBe(link)
  })

  test('error: script, data and local schemes, non-URLs and odd values are refused', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'file:///etc/passwd',
      'blob:https://a.example/uuid',
      'about:blank',
      'not a url',
      ' https://a.example',
      'https://a.example/\u0000',
      `https://a.example/${'a'.repeat(2100)}`,
      42,
      null,
    ])
      expect(toSafeLink(link)).toBeUndefined()
  })
})
