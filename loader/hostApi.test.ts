import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { hostApi } from './hostApi.js'

describe('hostApi.openUrl', () => {
  const open = vi.fn()
  beforeEach(() => vi.stubGlobal('open', open))
  afterEach(() => {
    vi.unstubAllGlobals()
    open.mockReset()
  })

  test('default: https in a new tab, a wallet’s own scheme in place, neither with an opener', () => {
    hostApi.openUrl('https://app.safe.global/wc?uri=wc%3Aabc%402')
    hostApi.openUrl('metamask://wc?uri=wc%3Aabc%402')
    expect(open.mock.calls).toEqual([
      ['https://app.safe.global/wc?uri=wc%3Aabc%402', '', 'noopener'],
      ['metamask://wc?uri=wc%3Aabc%402', '_self', 'noopener'],
    ])
  })

  test('error: what the shared rule refuses is not opened, whatever the modal asks', () => {
    for (const url of [
      'javascript:alert(document.cookie)',
      'javascript://%0aalert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://a.example/uuid',
      'about:blank',
      'file:///etc/passwd',
      'http://wallet.example/wc',
      'HTTPS://wallet.example/wc',
      'java\nscript:alert(1)',
      ' metamask://',
      'git+ssh://a.example/repo',
      'wallet',
    ])
      hostApi.openUrl(url)
    expect(open).not.toHaveBeenCalled()
  })
})
