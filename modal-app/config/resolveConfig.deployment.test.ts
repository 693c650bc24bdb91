import { describe, expect, test } from 'vitest'
import { parseDeploymentConfig, resolveConfig } from './resolveConfig.js'
import { configError } from './resolveConfigFixture.js'

describe('parseDeploymentConfig', () => {
  test('default', () => {
    expect(parseDeploymentConfig({})).toMatchInlineSnapshot(`
      {
        "allowedOrigins": [],
        "defaultOrigins": false,
        "defaults": {},
      }
    `)
  })

  test('behavior: top-level options move into defaults', () => {
    expect(
      parseDeploymentConfig({
        allowedOrigins: ['https://*.example.com', 'http://127.0.0.1:*'],
        defaultOrigins: false,
        projectId: 'abc',
        relayUrl: 'ws://127.0.0.1:4444',
        apiBaseUrl: 'http://127.0.0.1:4445',
        defaults: { themeMode: 'dark' },
      }),
    ).toMatchInlineSnapshot(`
      {
        "allowedOrigins": [
          "https://*.example.com",
          "http://127.0.0.1:*",
        ],
        "defaultOrigins": false,
        "defaults": {
          "apiBaseUrl": "http://127.0.0.1:4445",
          "projectId": "abc",
          "relayUrl": "ws://127.0.0.1:4444",
          "themeMode": "dark",
        },
      }
    `)
  })

  test('behavior: the result resolves with an empty dapp config', () => {
    const parsed = parseDeploymentConfig(JSON.parse('{"projectId":"abc","networks":["eip155:31337"]}'))
    expect(resolveConfig({}, parsed).defaultNetwork.caipNetworkId).toBe('eip155:31337')
  })

  test('error: names the field', () => {
    const messageOf = (json: unknown) => configError(() => parseDeploymentConfig(json))
    expect([
      messageOf(null),
      messageOf([]),
      messageOf({ allowedOrigins: 'https://app.example.com' }),
      messageOf({ allowedOrigins: ['https://app.example.com', 'app.example.com'] }),
      messageOf({ allowedOrigins: ['*'] }),
      messageOf({ allowedOrigins: [1] }),
      messageOf({ defaultOrigins: 'no' }),
      messageOf({ defaults: [] }),
      messageOf({ projectId: 'a', defaults: { projectId: 'b' } }),
    ]).toMatchInlineSnapshot(`
      [
        "config.json: must be a JSON object",
        "config.json: must be a JSON object",
        "config.json: allowedOrigins must be an array of strings",
        "config.json: allowedOrigins[1] must be an origin or a pattern such as https://*.example.com:*",
        "config.json: allowedOrigins[0] must be an origin or a pattern such as https://*.example.com:*",
        "config.json: allowedOrigins[0] must be an origin or a pattern such as https://*.example.com:*",
        "config.json: defaultOrigins must be a boolean",
        "config.json: defaults must be an object",
        "config.json: 'projectId' is set both at the top level and in defaults",
      ]
    `)
  })
})
