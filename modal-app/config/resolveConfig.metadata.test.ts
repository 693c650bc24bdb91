import { describe, expect, test } from 'vitest'
import { resolveConfig } from './resolveConfig.js'
import { configError, deployment } from './resolveConfigFixture.js'

describe('resolveConfig', () => {
  test('error: metadata', () => {
    const metadata = { name: 'Example', url: 'https://app.example.com' }
    const messageOf = (value: unknown) => configError(() => resolveConfig({ metadata: value }, deployment))
    expect([
      messageOf('Example'),
      messageOf({ ...metadata, name: '' }),
      messageOf({ ...metadata, description: 1 }),
      messageOf({ ...metadata, url: 'javascript:alert(1)' }),
      messageOf({ ...metadata, url: undefined }),
      messageOf({ ...metadata, icons: 'https://app.example.com/icon.png' }),
      messageOf({ ...metadata, icons: ['https://app.example.com/icon.png', 'data:image/png;base64,AA=='] }),
    ]).toMatchInlineSnapshot(`
      [
        "metadata must be an object",
        "metadata.name must be a non-empty string",
        "metadata.description must be a string",
        "metadata.url must be an http(s) URL",
        "metadata.url must be an http(s) URL",
        "metadata.icons must be an array of http(s) URLs",
        "metadata.icons[1] must be an http(s) URL",
      ]
    `)
  })

  test('behavior: metadata name and description are cleaned of control and bidi characters and bounded', () => {
    const { metadata } = resolveConfig(
      {
        metadata: {
          name: ' Uni\u202eswap\u0000 Interface for every chain and every token ',
          description: `\u2066${'d'.repeat(200)}`,
          url: 'https://app.uniswap.org',
        },
      },
      deployment,
    )
    expect(metadata).toEqual({
      name: 'Uniswap Interface for every chain and e…',
      description: `${'d'.repeat(159)}…`,
      url: 'https://app.uniswap.org',
      icons: [],
    })
    expect(
      configError(() =>
        resolveConfig({ metadata: { name: '\u202e\u200b ', url: 'https://a.example' } }, deployment),
      ),
    ).toBe('metadata.name must be a non-empty string')
  })
})
