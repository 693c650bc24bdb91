import { describe, expect, test } from 'vitest'
import { isOpenableLink } from './isOpenableLink.js'

describe('isOpenableLink', () => {
  test('default: https and app schemes of a simple form', () => {
    for (const link of [
      'https://app.safe.global/wc?uri=wc%3Aabc%402',
      'metamask://wc?uri=x',
      'trust://',
      'bnc://app.binance.com/cedefi/',
      'onekey-wallet://',
      'com.arianee.wallet://',
      'imtokenv2://',
      'https-wallet://',
    ])
      expect(isOpenableLink(link), link).toBe(true)
  })

  test('error: schemes that act in the page or leave TLS are refused, with their families', () => {
    for (const link of [
      'http://wallet.example/wc',
      'javascript:alert(1)',
      'javascript://%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://a.example/uuid',
      'file:///etc/passwd',
      'about:blank',
      'about-x:y',
      'data.x:y',
    ])
      expect(isOpenableLink(link), link).toBe(false)
  })

  test('error: a link that does not start with a lower-case simple scheme is refused', () => {
    for (const link of [
      'JavaScript:alert(1)',
      'HTTPS://a.example',
      ' https://a.example',
      '\thttps://a.example',
      'java\nscript:alert(1)',
      'git+ssh://a.example/repo',
      'under_score://x',
      '1wallet://',
      '-wallet://',
      '/relative/path',
      '//a.example/x',
      'no-scheme',
      '',
    ])
      expect(isOpenableLink(link), link).toBe(false)
  })
})
