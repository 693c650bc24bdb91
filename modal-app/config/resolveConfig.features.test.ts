import { describe, expect, test } from 'vitest'
import { resolveConfig } from './resolveConfig.js'
import { configError, deployment } from './resolveConfigFixture.js'

describe('resolveConfig', () => {
  test('behavior: socials true, false and a list', () => {
    expect(resolveConfig({ features: { socials: true } }, deployment).features.socials).toHaveLength(7)
    expect(resolveConfig({ features: { socials: false } }, deployment).features.socials).toEqual([])
    expect(resolveConfig({ features: { socials: [] } }, deployment).features.socials).toEqual([])
    expect(resolveConfig({ features: { socials: ['x'] } }, deployment).features.socials).toEqual(['x'])
  })

  test('behavior: the legal links, and the legal checkbox needs one of them', () => {
    const terms = 'https://app.example.com/terms'
    expect(resolveConfig({ termsConditionsUrl: terms }, deployment).legal).toEqual({
      termsConditionsUrl: terms,
      privacyPolicyUrl: undefined,
    })
    const privacy = 'https://app.example.com/privacy'
    const config = resolveConfig({ features: { legalCheckbox: true }, privacyPolicyUrl: privacy }, deployment)
    expect(config.features.legalCheckbox).toBe(true)
    expect(config.legal.privacyPolicyUrl).toBe(privacy)
    expect(configError(() => resolveConfig({ features: { legalCheckbox: true } }, deployment))).toBe(
      '`features.legalCheckbox` needs `termsConditionsUrl` or `privacyPolicyUrl`',
    )
    expect(configError(() => resolveConfig({ termsConditionsUrl: 'javascript:alert(1)' }, deployment))).toBe(
      'termsConditionsUrl must be an http(s) URL',
    )
  })

  test('error: features', () => {
    const messageOf = (features: unknown) => configError(() => resolveConfig({ features }, deployment))
    expect([
      messageOf(true),
      messageOf({ email: 'yes' }),
      messageOf({ swaps: 1 }),
      messageOf({ socials: 'google' }),
      messageOf({ socials: ['google', 'myspace'] }),
      messageOf({ socials: ['google', 'google'] }),
      messageOf({ connectMethodsOrder: [] }),
      messageOf({ connectMethodsOrder: ['wallet', 'passkey'] }),
      messageOf({ connectMethodsOrder: ['wallet', 'wallet'] }),
    ]).toMatchInlineSnapshot(`
      [
        "features must be an object",
        "features.email must be a boolean",
        "features.swaps must be a boolean",
        "features.socials must be an array of 'google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'",
        "features.socials[1] must be one of 'google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'",
        "features.socials[1] repeats 'google'",
        "features.connectMethodsOrder must be a non-empty array of 'email', 'social', 'wallet'",
        "features.connectMethodsOrder[1] must be one of 'email', 'social', 'wallet'",
        "features.connectMethodsOrder[1] repeats 'wallet'",
      ]
    `)
  })
})
