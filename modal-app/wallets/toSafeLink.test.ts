import { describe, expect, test } from 'vitest'
import { toSafeLink } from './toSafeLink.js'

describe('toSafeLink', () => {
  test('default: https and wallets’ own app links pass unchanged', () => {
    for (const link of [
      'https://app.safe.global/',
      'metamask://',
      'okex://main',
      'bnc://app.binance.com/cedefi/',
      'trezorsuite://walletconnect',
    ])
      expect(toSafeLink(link)).toBe(link)
  })

  test('behavior: an intent: link passes only when its package is the wallet’s own (rdns)', () => {
    const link = 'intent://wc#Intent;scheme=metamask;package=io.metamask;end'
    expect(toSafeLink(link, 'io.metamask')).toBe(link)
    expect(toSafeLink(link, 'com.evil.app')).toBeUndefined()
    expect(toSafeLink(link)).toBeUndefined()
    expect(toSafeLink('intent://wc#Intent;scheme=metamask;end', 'io.metamask')).toBeUndefined()
  })

  test('error: plain http, script, data, local and OS-handler schemes are refused', () => {
    for (const link of [
      'http://localhost:3000/wc',
      'http://wallet.example/wc',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'file:///etc/passwd',
      'blob:https://a.example/uuid',
      'about:blank',
      'search-ms:query=invoice&crumb=location:\\\\attacker.example\\share',
      'search:query=x',
      'ms-msdt:/id PCWDiagnostic',
      'ms-officecmd:{}',
      'ms-excel:ofe|u|https://attacker.example/x.xlsx',
      'smb://attacker.example/share',
      'shell:startup',
      'mailto:a@example.com',
      'view-source:https://a.example',
    ])
      expect(toSafeLink(link), link).toBeUndefined()
  })

  test('error: non-URLs and odd values are refused', () => {
    for (const link of [
      'not a url',
      ' https://a.example',
      'https://a.example/\u0000',
      'java\nscript:alert(1)',
      `https://a.example/${'a'.repeat(2100)}`,
      42,
      null,
    ])
      expect(toSafeLink(link)).toBeUndefined()
  })
})
