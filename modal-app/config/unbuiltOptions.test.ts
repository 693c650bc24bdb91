import { afterEach, describe, expect, test, vi } from 'vitest'
import { loginOptionsWithoutAuthIn, unbuiltOptionsIn, warnUnbuiltOptions } from './unbuiltOptions.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('unbuiltOptionsIn', () => {
  test('default: the options set that nothing does yet, as paths', () => {
    expect(
      unbuiltOptionsIn({
        features: { pay: true, allWallets: false, email: undefined },
        siweConfig: {},
        enableEIP6963: false,
        themeMode: 'dark',
      }),
    ).toEqual(['features.pay', 'siweConfig'])
    // Farcaster among the social providers: the others work, it does not.
    expect(unbuiltOptionsIn({ features: { socials: ['google', 'farcaster'] } })).toEqual([
      'features.socials: farcaster',
    ])
    expect(unbuiltOptionsIn({ features: { socials: ['google', 'github'] } })).toEqual([])
    expect(unbuiltOptionsIn({ features: { socials: true } })).toEqual([])
  })

  test('behavior: built options and an empty config name nothing', () => {
    expect(unbuiltOptionsIn({})).toEqual([])
    expect(unbuiltOptionsIn({ features: { allWallets: true }, networks: ['eip155:1'] })).toEqual([])
    // The flags that gate something now (SPEC §1).
    expect(
      unbuiltOptionsIn({
        features: { history: false, legalCheckbox: true },
        enableWalletGuide: false,
        enableWallets: false,
        enableEIP6963: false,
      }),
    ).toEqual([])
  })
})

describe('warnUnbuiltOptions', () => {
  test('behavior: one warning per option per page, from either config', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warnUnbuiltOptions({ features: { pay: true } }, { siweConfig: {} })
    warnUnbuiltOptions({ features: { pay: false } })
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      "[wallet-modal] 'features.pay' has no effect yet: this version of the modal does not build that feature",
      "[wallet-modal] 'siweConfig' has no effect yet: this version of the modal does not build that feature",
    ])
  })
})

describe('loginOptionsWithoutAuthIn', () => {
  test('behavior: email, socials and the method order are named only while no config has an auth server', () => {
    const dapp = { features: { email: false, socials: ['google'], connectMethodsOrder: ['wallet'] } }
    expect(loginOptionsWithoutAuthIn({}, dapp)).toEqual([
      'features.email',
      'features.socials',
      'features.connectMethodsOrder',
    ])
    expect(loginOptionsWithoutAuthIn({ embeddedWallet: { authUrl: 'https://auth.example' } }, dapp)).toEqual(
      [],
    )
    expect(loginOptionsWithoutAuthIn({ embeddedWallet: {} }, { features: { swaps: true } })).toEqual([])
  })

  test('behavior: warnUnbuiltOptions says why once, naming the deployment option', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warnUnbuiltOptions({}, { features: { email: true } })
    warnUnbuiltOptions({}, { features: { email: false } })
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      "[wallet-modal] 'features.email' has no effect: email and social login need an auth server (the deployment's embeddedWallet.authUrl in config.json)",
    ])
  })
})
