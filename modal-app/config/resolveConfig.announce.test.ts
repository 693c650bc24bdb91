import { describe, expect, test } from 'vitest'
import { DEFAULT_PROVIDER_INFO } from './providerInfoSchema.js'
import { resolveConfig } from './resolveConfig.js'
import { configError, deployment } from './resolveConfigFixture.js'

describe('resolveConfig: provider announcement', () => {
  test('default: announces with the built-in name, rdns and icon', () => {
    const { announce } = resolveConfig({}, deployment)
    expect(announce).toEqual(DEFAULT_PROVIDER_INFO)
  })

  test('behavior: the deployment chooses the identity', () => {
    const custom = { name: 'Acme Wallet', rdns: 'com.acme.wallet', icon: 'data:image/png;base64,AAAA' }
    const { announce } = resolveConfig({}, { ...deployment, defaults: { providerInfo: custom } })
    expect(announce).toEqual(custom)
  })

  test('behavior: announceProvider false turns it off', () => {
    expect(resolveConfig({}, { ...deployment, defaults: { announceProvider: false } }).announce).toBeNull()
  })

  test('error: a bad identity names the field', () => {
    expect(configError(() => resolveConfig({ providerInfo: { rdns: 'not a domain' } }, deployment))).toBe(
      'providerInfo.rdns must be a reverse domain name such as com.example.wallet',
    )
    expect(
      configError(() => resolveConfig({ providerInfo: { icon: 'https://x.test/i.png' } }, deployment)),
    ).toBe('providerInfo.icon must be a data:image/* URL')
    expect(configError(() => resolveConfig({ providerInfo: { colour: 'red' } }, deployment))).toBe(
      "Unknown config option 'providerInfo.colour'",
    )
  })
})
