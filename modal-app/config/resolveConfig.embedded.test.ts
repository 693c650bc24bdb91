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

  test('error: an unknown custody or key is named', () => {
    expect(
      configError(() => resolveConfig({}, parseDeploymentConfig({ embeddedWallet: { custody: 'server' } }))),
    ).toBe("embeddedWallet.custody must be 'passkey' (server custody is not built yet)")
    expect(
      configError(() =>
        resolveConfig({}, parseDeploymentConfig({ embeddedWallet: { authUrl: 'https://a.example' } })),
      ),
    ).toMatch(/embeddedWallet/)
  })
})
