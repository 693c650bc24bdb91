import { describe, expect, test } from 'vitest'
import { parseDeploymentConfig, resolveConfig } from './resolveConfig.js'
import { configError } from './resolveConfigFixture.js'

describe('resolveConfig: embeddedWallet', () => {
  test('default: no embedded wallet unless the deployment offers one', () => {
    expect(resolveConfig({}, parseDeploymentConfig({})).embeddedWallet).toBeUndefined()
  })

  test('behavior: the deployment offers it in its config.json, in passkey custody', () => {
    const deployment = parseDeploymentConfig({ embeddedWallet: {} })
    expect(resolveConfig({}, deployment).embeddedWallet).toEqual({ custody: 'passkey', smartAccounts: {} })
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
      smartAccounts: {},
    })
    const server = parseDeploymentConfig({
      embeddedWallet: { custody: 'server', authUrl: 'https://auth.example.com' },
    })
    expect(resolveConfig({}, server).embeddedWallet).toEqual({
      custody: 'server',
      authUrl: 'https://auth.example.com',
      smartAccounts: {},
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

  test('behavior: smartAccounts names the EIP-7702 delegate per eip155 network', () => {
    const smartAccounts = { 'eip155:31337': '0xe6Cae83BdE06E4c305530e199D7217f42808555B' }
    const deployment = parseDeploymentConfig({ embeddedWallet: { smartAccounts } })
    expect(resolveConfig({}, deployment).embeddedWallet).toEqual({ custody: 'passkey', smartAccounts })
  })

  test('error: a smartAccounts key that is not an eip155 network, or a value that is not an address', () => {
    const refused = (smartAccounts: unknown) =>
      configError(() => resolveConfig({}, parseDeploymentConfig({ embeddedWallet: { smartAccounts } })))
    expect(refused({ 'solana:abc': '0xe6Cae83BdE06E4c305530e199D7217f42808555B' })).toBe(
      "embeddedWallet.smartAccounts has 'solana:abc', not an eip155 CAIP network id such as eip155:1",
    )
    expect(refused({ 'eip155:1': 'delegate' })).toBe(
      "embeddedWallet.smartAccounts ['eip155:1'] must be a 0x-prefixed 40-hex-digit address",
    )
    expect(refused(['0xe6Cae83BdE06E4c305530e199D7217f42808555B'])).toMatch(
      /^embeddedWallet.smartAccounts must be/,
    )
  })
})

describe('resolveConfig: defaultAccountTypes', () => {
  test('default: smartAccount on eip155 (SPEC §6)', () => {
    expect(resolveConfig({}, parseDeploymentConfig({})).defaultAccountTypes).toEqual({
      eip155: 'smartAccount',
    })
  })

  test('behavior: a dapp may prefer eoa', () => {
    expect(
      resolveConfig({ defaultAccountTypes: { eip155: 'eoa' } }, parseDeploymentConfig({}))
        .defaultAccountTypes,
    ).toEqual({ eip155: 'eoa' })
  })

  test('error: another type or namespace is named', () => {
    expect(
      configError(() =>
        resolveConfig({ defaultAccountTypes: { eip155: 'safe' } }, parseDeploymentConfig({})),
      ),
    ).toBe("defaultAccountTypes.eip155 must be 'smartAccount' or 'eoa'")
    expect(
      configError(() => resolveConfig({ defaultAccountTypes: { solana: 'eoa' } }, parseDeploymentConfig({}))),
    ).toMatch(/defaultAccountTypes/)
  })
})
