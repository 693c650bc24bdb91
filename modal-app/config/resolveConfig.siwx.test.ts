import { describe, expect, test } from 'vitest'
import { ConfigError } from './errors.js'
import { resolveConfig } from './resolveConfig.js'
import { deployment, withDefaults } from './resolveConfigFixture.js'

describe('resolveConfig', () => {
  test('behavior: deployment options and one of siweConfig or siwx are accepted', () => {
    expect(() =>
      resolveConfig(
        {
          siwx: {
            required: true,
            nonceUrl: 'https://a.example/nonce',
            verifyUrl: 'https://a.example/verify',
          },
        },
        withDefaults({ relayUrl: 'ws://127.0.0.1:4444', apiBaseUrl: 'http://127.0.0.1:4445' }),
      ),
    ).not.toThrow()
    expect(() => resolveConfig({ siweConfig: {} }, deployment)).not.toThrow()
  })

  test('error: siweConfig and siwx together', () => {
    const error = (() => {
      try {
        resolveConfig({ siweConfig: {} }, withDefaults({ siwx: {} }))
      } catch (error) {
        return error as ConfigError
      }
    })()
    expect(error).toBeInstanceOf(ConfigError)
    expect(error?.message).toBe('Cannot set both `siweConfig` and `siwx` options')
  })
})
