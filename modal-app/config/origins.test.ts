import { describe, expect, test } from 'vitest'
import { DEFAULT_ALLOWED_ORIGINS, isOriginAllowed, isOriginPattern } from './origins.js'

describe('DEFAULT_ALLOWED_ORIGINS', () => {
  test('default', () => {
    expect(DEFAULT_ALLOWED_ORIGINS).toMatchInlineSnapshot(`
      [
        "http://localhost:*",
        "https://localhost:*",
        "http://127.0.0.1:*",
        "https://127.0.0.1:*",
        "https://*.pages.dev",
        "https://*.vercel.app",
        "https://*.ngrok-free.app",
        "https://secure-mobile.walletconnect.com",
        "https://secure-mobile.walletconnect.org",
      ]
    `)
    for (const pattern of DEFAULT_ALLOWED_ORIGINS) expect(isOriginPattern(pattern)).toBe(true)
  })
})

describe('isOriginAllowed', () => {
  test('default', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com'])).toBe(true)
  })

  test('behavior: the defaults allow local development on any port', () => {
    for (const origin of [
      'http://localhost',
      'http://localhost:3000',
      'https://localhost:8443',
      'http://127.0.0.1:5173',
      'https://127.0.0.1',
      'https://my-app.pages.dev',
      'https://abc123.my-app.pages.dev',
      'https://my-app-git-main-me.vercel.app',
      'https://1a2b-3c4d.ngrok-free.app',
      'https://secure-mobile.walletconnect.com',
      'https://secure-mobile.walletconnect.org',
    ]) {
      expect(isOriginAllowed(origin, []), origin).toBe(true)
    }
  })

  test('behavior: the defaults refuse look-alikes', () => {
    for (const origin of [
      'http://127.0.0.2:5173',
      'http://127.0.0.1.evil.com',
      'http://localhost.evil.com',
      'http://localhost.evil.com:3000',
      'http://evillocalhost:3000',
      'http://0.0.0.0:3000',
      'http://[::1]:3000',
      'https://pages.dev',
      'https://evilpages.dev',
      'https://pages.dev.evil.io',
      'https://my-app.pages.dev.evil.io',
      'http://my-app.pages.dev',
      'https://secure-mobile.walletconnect.com.evil.io',
      'https://evil-secure-mobile.walletconnect.com',
      'http://secure-mobile.walletconnect.com',
      'https://secure-mobile.walletconnect.com:8443',
      'ws://localhost:3000',
      'null',
      '',
    ]) {
      expect(isOriginAllowed(origin, []), origin).toBe(false)
    }
  })

  test('behavior: without defaults only the given list counts', () => {
    expect(isOriginAllowed('http://localhost:3000', [], false)).toBe(false)
    expect(isOriginAllowed('http://localhost:3000', ['http://localhost:3000'], false)).toBe(true)
  })

  test('behavior: a wildcard host matches one or more labels', () => {
    const allowed = ['https://*.example.com']
    expect(isOriginAllowed('https://a.example.com', allowed, false)).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', allowed, false)).toBe(true)
    expect(isOriginAllowed('https://example.com', allowed, false)).toBe(false)
    expect(isOriginAllowed('https://evilexample.com', allowed, false)).toBe(false)
    expect(isOriginAllowed('https://example.com.evil.io', allowed, false)).toBe(false)
    expect(isOriginAllowed('https://a.example.com.evil.io', allowed, false)).toBe(false)
    expect(isOriginAllowed('https://.example.com', allowed, false)).toBe(false)
    expect(isOriginAllowed('https://a..example.com', allowed, false)).toBe(false)
    expect(isOriginAllowed('http://a.example.com', allowed, false)).toBe(false)
    expect(isOriginAllowed('https://a.example.com:8443', allowed, false)).toBe(false)
  })

  test('behavior: a wildcard port matches any port or none', () => {
    const allowed = ['https://*.example.com:*']
    expect(isOriginAllowed('https://a.example.com', allowed, false)).toBe(true)
    expect(isOriginAllowed('https://a.example.com:8443', allowed, false)).toBe(true)
    expect(isOriginAllowed('https://example.com:8443', allowed, false)).toBe(false)
  })

  test('behavior: exact entries ignore case, a trailing slash and default ports', () => {
    expect(isOriginAllowed('https://app.example.com', ['HTTPS://App.Example.com/'], false)).toBe(true)
    expect(isOriginAllowed('https://APP.example.com', ['https://app.example.com'], false)).toBe(true)
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com:443'], false)).toBe(true)
    expect(isOriginAllowed('http://app.example.com:80', ['http://app.example.com'], false)).toBe(true)
    expect(isOriginAllowed('https://app.example.com:8443', ['https://app.example.com:8443'], false)).toBe(
      true,
    )
    expect(isOriginAllowed('https://app.example.com:8443', ['https://app.example.com'], false)).toBe(false)
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com:8443'], false)).toBe(false)
    expect(isOriginAllowed('https://app.example.com:80', ['https://app.example.com'], false)).toBe(false)
    expect(isOriginAllowed('http://app.example.com', ['https://app.example.com'], false)).toBe(false)
    expect(isOriginAllowed('https://app.example.co', ['https://app.example.com'], false)).toBe(false)
    expect(isOriginAllowed('https://sub.app.example.com', ['https://app.example.com'], false)).toBe(false)
  })

  test('behavior: other schemes and IPv6 hosts compare exactly', () => {
    expect(isOriginAllowed('chrome-extension://abcdef', ['chrome-extension://abcdef'], false)).toBe(true)
    expect(isOriginAllowed('http://[::1]:3000', ['http://[::1]:*'], false)).toBe(true)
    expect(isOriginAllowed('http://[::2]:3000', ['http://[::1]:*'], false)).toBe(false)
  })

  test('behavior: malformed origins never match', () => {
    const allowed = ['https://*.example.com:*', 'https://app.example.com']
    for (const origin of [
      'https://app.example.com/path',
      'https://app.example.com//',
      'https://app.example.com?x',
      'https://app.example.com#x',
      'https://user@app.example.com',
      'https://evil.com@app.example.com',
      'https://evil.com\\@app.example.com',
      ' https://app.example.com',
      'https://app.example.com ',
      'https://app.example.com\n',
      'https://app.example.com.',
      'https://app.example.com:99999',
      'https://app.example.com:',
      'https://a.example.com:*',
      'https://*.example.com',
      'app.example.com',
      '//app.example.com',
      'https://xn--80ak6aa92e.example.com:-1',
      'https://аpp.example.com',
    ]) {
      expect(isOriginAllowed(origin, allowed, false), origin).toBe(false)
    }
    expect(isOriginAllowed(undefined as unknown as string, allowed)).toBe(false)
  })

  test('behavior: invalid patterns never match', () => {
    for (const pattern of [
      '*',
      'https://*',
      'https://*:*',
      '*://app.example.com',
      'https://a.*.example.com',
      'https://*example.com',
      'https://**.example.com',
      'https://*.*.example.com',
      'https://app.example.com/path',
      'https://app.example.com:99999',
      'app.example.com',
      'null',
      '',
    ]) {
      expect(isOriginPattern(pattern), pattern).toBe(false)
      expect(isOriginAllowed('https://app.example.com', [pattern], false), pattern).toBe(false)
      expect(isOriginAllowed('https://a.app.example.com', [pattern], false), pattern).toBe(false)
    }
  })
})

describe('isOriginPattern', () => {
  test('default', () => {
    expect(isOriginPattern('https://*.example.com:*')).toBe(true)
  })

  test('behavior: exact origins are patterns', () => {
    expect(isOriginPattern('https://app.example.com')).toBe(true)
    expect(isOriginPattern('http://127.0.0.1:8080/')).toBe(true)
  })
})
