import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readProviders } from './providers.js'

let dir = ''
// Made before the tests rather than on import: a filtered run that skips every test runs no afterAll.
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'auth-server-providers-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const file = (name: string, text: string) => {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}

describe('readProviders', () => {
  it('default', () => {
    expect(readProviders(undefined)).toEqual({})
    const path = file(
      'ok.json',
      JSON.stringify({ google: { issuer: 'https://accounts.google.com', clientId: 'id' } }),
    )
    expect(readProviders(path)).toEqual({ google: { issuer: 'https://accounts.google.com', clientId: 'id' } })
  })

  it.each([
    ['broken.json', '{', 'is not a readable JSON file'],
    [
      'name.json',
      JSON.stringify({ myspace: { issuer: 'https://m.example', clientId: 'id' } }),
      'myspace: a provider must be one of google, github, apple, facebook, x, discord',
    ],
    [
      'issuer.json',
      JSON.stringify({ google: { issuer: 'accounts', clientId: 'id' } }),
      'google.issuer: issuer must be a URL',
    ],
    [
      'client.json',
      JSON.stringify({ google: { issuer: 'https://a.example', clientId: '' } }),
      'google.clientId: clientId must not be empty',
    ],
    [
      'mode.json',
      JSON.stringify({
        apple: { issuer: 'https://appleid.apple.com', clientId: 'id', responseMode: 'fragment' },
      }),
      'apple.responseMode: responseMode must be query or form_post',
    ],
    [
      'extra.json',
      JSON.stringify({ google: { issuer: 'https://a.example', clientId: 'id', scope: 'x' } }),
      'google.scope',
    ],
  ])('error: %s', (name, text, message) => {
    const path = file(name, text)
    expect(() => readProviders(path)).toThrow(`AUTH_OIDC_PROVIDERS (${path})`)
    expect(() => readProviders(path)).toThrow(message)
  })

  it('default: the OAuth 2.0 providers need no issuer, only their client; their endpoints may be moved', () => {
    const entries = {
      github: { clientId: 'id', clientSecret: 'secret' },
      discord: { clientId: 'id', clientSecret: 'secret', apiUrl: 'http://127.0.0.1:9/api' },
    }
    expect(readProviders(file('oauth2.json', JSON.stringify(entries)))).toEqual(entries)
  })

  it.each([
    [
      { apple: { clientId: 'id', clientSecret: 's' } },
      'apple: issuer is required: apple is an OpenID provider',
    ],
    [{ github: { clientId: 'id' } }, 'github: clientSecret is required: github is an OAuth 2.0 provider'],
    [
      { x: { issuer: 'https://x.example', clientId: 'id', tokenUrl: 'https://x.example/token' } },
      'x: tokenUrl is for OAuth 2.0 providers, which have no issuer',
    ],
    [
      { facebook: { clientId: 'id', clientSecret: 's', responseMode: 'form_post' } },
      'facebook: responseMode form_post needs an OpenID provider',
    ],
    [
      { discord: { clientId: 'id', clientSecret: 's', apiUrl: 'discord' } },
      'discord.apiUrl: apiUrl must be a URL',
    ],
  ])('error: the OAuth 2.0 rules: %j', (entries, message) => {
    expect(() => readProviders(file('rules.json', JSON.stringify(entries)))).toThrow(message)
  })

  it('error: a missing file', () => {
    expect(() => readProviders(join(dir, 'none.json'))).toThrow('is not a readable JSON file')
  })
})
