import { describe, expect, test } from 'vitest'
import { configSchema } from './configSchema.js'
import { ConfigError } from './errors.js'
import { parseConfigValue } from './parseConfigValue.js'

function messageOf(options: unknown): string {
  try {
    parseConfigValue(configSchema, options)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).message
  }
  throw new Error('expected a ConfigError')
}

describe('configSchema', () => {
  test('default: an empty config resolves to the defaults', () => {
    const config = parseConfigValue(configSchema, {})
    expect(config.defaultNetwork.caipNetworkId).toBe('eip155:1')
    expect(config.features.socials).toHaveLength(7)
    expect(config.themeVariables).toEqual({})
  })

  test('behavior: siwx carries its documented fields', () => {
    expect(() =>
      parseConfigValue(configSchema, {
        siwx: { nonceUrl: 'https://a.example/nonce', verifyUrl: 'https://a.example/verify', required: true },
      }),
    ).not.toThrow()
  })

  test('behavior: siwx resolves with its defaults', () => {
    const { siwx } = parseConfigValue(configSchema, {
      siwx: { nonceUrl: 'https://a.example/nonce', verifyUrl: 'https://a.example/verify' },
    })
    expect(siwx).toEqual({
      nonceUrl: 'https://a.example/nonce',
      verifyUrl: 'https://a.example/verify',
      required: false,
      resources: [],
    })
    expect(parseConfigValue(configSchema, {}).siwx).toBeUndefined()
  })

  test('error: siwx needs its backend, a one-line statement and http(s) resources', () => {
    const urls = { nonceUrl: 'https://a.example/nonce', verifyUrl: 'https://a.example/verify' }
    expect([
      messageOf({ siwx: { nonceUrl: 'https://a.example/nonce' } }),
      messageOf({ siwx: { ...urls, statement: 'two\nlines' } }),
      messageOf({ siwx: { ...urls, resources: ['javascript:alert(1)'] } }),
    ]).toEqual([
      'siwx.verifyUrl must be an http(s) URL',
      'siwx.statement must be one line of printable characters',
      'siwx.resources[0] must be an http(s) URL',
    ])
  })

  test('error: sign-in text is held to the message grammar: no line separator, control or bidi character (issue 21.5)', () => {
    const urls = { nonceUrl: 'https://a.example/nonce', verifyUrl: 'https://a.example/verify' }
    expect([
      messageOf({ siwx: { ...urls, statement: 'Sign in\u2028URI: https://evil.example' } }),
      messageOf({ siwx: { ...urls, statement: 'Pay \u202Eelbat' } }),
      messageOf({ siwx: { ...urls, statement: 'zero\u200Bwidth' } }),
      messageOf({ siwx: { ...urls, resources: ['https://a.example/x\nNonce: 12345678'] } }),
      messageOf({ siwx: { ...urls, resources: ['https://a.example/\tx'] } }),
    ]).toEqual([
      'siwx.statement must be one line of printable characters',
      'siwx.statement must be one line of printable characters',
      'siwx.statement must be one line of printable characters',
      'siwx.resources[0] must be a URL without white space',
      'siwx.resources[0] must be a URL without white space',
    ])
  })

  test('behavior: sign-in resources are written as a parser reads them back (`new URL(r).href`)', () => {
    const urls = { nonceUrl: 'https://a.example/nonce', verifyUrl: 'https://a.example/verify' }
    const config = parseConfigValue(configSchema, {
      siwx: { ...urls, statement: 'Sign in to Ünïcode app', resources: ['HTTPS://A.example:443/a/../b'] },
    })
    expect(config.siwx?.resources).toEqual(['https://a.example/b'])
    expect(config.siwx?.statement).toBe('Sign in to Ünïcode app')
  })

  test('error: siwx fields are checked', () => {
    expect([
      messageOf({ siwx: { nonceUrl: 'ftp://a.example/nonce' } }),
      messageOf({ siwx: { required: 'yes' } }),
      messageOf({ siwx: [] }),
    ]).toEqual([
      'siwx.nonceUrl must be an http(s) URL',
      'siwx.required must be a boolean',
      'siwx must be an object',
    ])
  })

  test('error: an unknown option is named before a bad value elsewhere', () => {
    expect(messageOf({ themeMode: 'blue', relayURL: 'wss://r.example' })).toBe(
      "Unknown config option 'relayURL'",
    )
  })

  test('error: a missing required field gets that field’s own message', () => {
    expect([
      messageOf({ metadata: { name: 'A' } }),
      messageOf({ customWallets: [{ id: 'w' }] }),
      messageOf({
        networks: [{ id: 5, name: 'Five', rpcUrls: { default: { http: ['https://r.example'] } } }],
      }),
    ]).toEqual([
      'metadata.url must be an http(s) URL',
      'customWallets[0].name must be a non-empty string of up to 64 characters',
      'networks[0].nativeCurrency must be an object',
    ])
  })
})
