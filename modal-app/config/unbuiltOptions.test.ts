import { afterEach, describe, expect, test, vi } from 'vitest'
import { unbuiltOptionsIn, warnUnbuiltOptions } from './unbuiltOptions.js'

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
