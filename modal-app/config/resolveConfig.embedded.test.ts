import { describe, expect, test } from 'vitest'
import { parseDeploymentConfig, resolveConfig } from './resolveConfig.js'
import { configError } from './resolveConfigFixture.js'

describe('resolveConfig: embeddedWallet', () => {
  test('default: no embedded wallet unless the deployment offers one', () => {
    expect(resolveConfig({}, parseDeploymentConfig({})).embeddedWallet).toBeUndefined()
  })

  test('behavior: the deployment offers it in its config.json, in passkey custody', () => {
    const deployment = parseDeploymentConfig({ embeddedWallet: {} })
    expect(resolveConfig({}, deployment).embeddedWallet).toEqual({ custody: 'passkey' })
  })

  test("error: a dapp's init cannot set it, not even to turn it off", () => {
    const deployment = parseDeploymentConfig({ embeddedWallet: {} })
    for (const embeddedWallet of [{ custody: 'passkey' }, false, {}])
      expect(configError(() => resolveConfig({ embeddedWallet }, deployment))).toBe(
        "embeddedWallet is the deployment's choice: set it in the modal's config.json",
      )
  })

  test('behavior: authUrl (trailing slashes dropped) adds email and social login; server custody needs it', () => {
    const withAuth = parseDeploymentConfig({ embeddedWallet: { authUrl: 'https://auth.example.com/' } })
    expect(resolveConfig({}, withAuth).embeddedWallet).toEqual({
      custody: 'passkey',
      authUrl: 'https://auth.example.com',
    })
    const server = parseDeploymentConfig({
      embeddedWallet: { custody: 'server', authUrl: 'https://auth.example.com' },
    })
    expect(resolveConfig({}, server).embeddedWallet).toEqual({
      custody: 'server',
      authUrl: 'https://auth.example.com',
    })
  })

  test('error: an unknown custody or key, a bad authUrl, and server custody without authUrl are named', () => {
    const fails = (embeddedWallet: unknown) =>
      configError(() => resolveConfig({}, parseDeploymentConfig({ embeddedWallet })))
    expect(fails({ custody: 'bank' })).toBe("embeddedWallet.custody must be 'passkey' or 'server'")
    expect(fails({ custody: 'server' })).toBe(
      "embeddedWallet custody 'server' needs authUrl: the auth server keeps the key",
    )
    expect(fails({ authUrl: 'ftp://a.example' })).toBe(
      'embeddedWallet.authUrl must be an http(s) URL without query or fragment',
    )
    expect(fails({ authUrl: 'https://a.example/?x=1' })).toBe(
      'embeddedWallet.authUrl must be an http(s) URL without query or fragment',
    )
    expect(fails({ authURL: 'https://a.example' })).toMatch(/embeddedWallet/)
  })
})
