import { describe, expect, it } from 'vitest'
import { readAuthConfig } from './config.js'

describe('readAuthConfig', () => {
  it('default', () => {
    expect(readAuthConfig({})).toEqual({
      port: 8787,
      publicUrl: undefined,
      databaseUrl: '.data/auth.sqlite',
      smtpUrl: 'smtp://127.0.0.1:25',
      mailFrom: 'Wallet <wallet@localhost>',
      allowedOrigins: [],
      oidcProvidersFile: undefined,
      kek: undefined,
      deviceApproval: false,
      trustProxyHops: 0,
    })
  })

  it('behavior: every variable', () => {
    const config = readAuthConfig({
      AUTH_PORT: '9000',
      AUTH_PUBLIC_URL: 'https://auth.example.com/',
      AUTH_DATABASE_URL: 'postgres://u@db/auth',
      AUTH_SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      AUTH_MAIL_FROM: 'Wallet <no-reply@example.com>',
      AUTH_ALLOWED_ORIGINS: 'https://wallet.example.com, http://localhost:5173',
      AUTH_OIDC_PROVIDERS: '/etc/auth/providers.json',
      AUTH_KEK: Buffer.alloc(32, 7).toString('base64'),
      AUTH_DEVICE_APPROVAL: '1',
      AUTH_TRUST_PROXY: '1',
    })
    expect(config).toMatchObject({
      port: 9000,
      publicUrl: 'https://auth.example.com',
      databaseUrl: 'postgres://u@db/auth',
      allowedOrigins: ['https://wallet.example.com', 'http://localhost:5173'],
      oidcProvidersFile: '/etc/auth/providers.json',
      deviceApproval: true,
      trustProxyHops: 1,
    })
    expect(config.kek).toEqual(Buffer.alloc(32, 7))
    expect(readAuthConfig({ AUTH_KEK: '0f'.repeat(32) }).kek).toEqual(Buffer.alloc(32, 15))
  })

  it.each([
    [{ AUTH_PORT: '70000' }, 'AUTH_PORT must be a port number (0–65535); got "70000"'],
    [{ AUTH_PORT: 'http' }, 'AUTH_PORT must be a port number (0–65535); got "http"'],
    [{ AUTH_PUBLIC_URL: 'auth.example.com' }, 'AUTH_PUBLIC_URL must be a URL; got "auth.example.com"'],
    [{ AUTH_SMTP_URL: 'http://mail' }, 'AUTH_SMTP_URL must be an smtp:// or smtps:// URL; got "http://mail"'],
    [
      { AUTH_SMTP_URL: 'mail://user:secret@x' },
      'AUTH_SMTP_URL must be an smtp:// or smtps:// URL; got "mail://…@x"',
    ],
    [{ AUTH_MAIL_FROM: 'nobody' }, 'AUTH_MAIL_FROM must be a mail address; got "nobody"'],
    [
      { AUTH_ALLOWED_ORIGINS: 'https://wallet.example.com/path' },
      'AUTH_ALLOWED_ORIGINS must be a comma-separated list of origins (scheme://host[:port], no path); got "https://wallet.example.com/path"',
    ],
    [{ AUTH_KEK: 'short' }, 'AUTH_KEK must be 32 bytes as 64 hex digits or base64; got "(hidden)"'],
    [{ AUTH_DEVICE_APPROVAL: 'yes' }, 'AUTH_DEVICE_APPROVAL must be 1 or 0; got "yes"'],
    [{ AUTH_TRUST_PROXY: 'yes' }, 'AUTH_TRUST_PROXY must be the number of proxies in front (0–9); got "yes"'],
  ])('error: %j', (env, message) => {
    expect(() => readAuthConfig(env)).toThrow(message)
  })
})
