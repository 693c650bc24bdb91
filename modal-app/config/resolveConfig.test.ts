import { describe, expect, test } from 'vitest'
import { getBuiltinNetwork } from './networks.js'
import { resolveConfig } from './resolveConfig.js'
import { configError, customChain, deployment, withDefaults } from './resolveConfigFixture.js'

describe('resolveConfig', () => {
  test('default', () => {
    const config = resolveConfig(undefined, deployment)
    // The whole resolved default config, kept in __snapshots__/resolveConfig.test.ts.snap.
    expect({
      ...config,
      networks: config.networks.map((network) => network.caipNetworkId),
    }).toMatchSnapshot()
    expect(resolveConfig({}, deployment)).toEqual(config)
  })

  test('behavior: a full config', () => {
    const config = resolveConfig(
      {
        projectId: 'a01b2c3d4e5f',
        networks: ['eip155:8453', customChain, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        defaultNetwork: 'eip155:7777',
        themeMode: 'light',
        themeVariables: {
          '--w3m-accent': '#00bb7f',
          '--w3m-font-family': "'Inter', sans-serif",
          '--w3m-color-mix-strength': 40,
          '--w3m-z-index': 10_000,
        },
        features: { swaps: false, socials: ['github', 'google'], connectMethodsOrder: ['wallet', 'email'] },
        metadata: {
          name: 'Example',
          description: 'An example dapp',
          url: 'https://app.example.com',
          icons: ['https://app.example.com/icon.png'],
        },
        embedded: true,
        debug: false,
        enableWalletGuide: false,
        allowUnsupportedChain: true,
        manualWCControl: true,
        featuredWalletIds: ['c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'],
        includeWalletIds: [],
        excludeWalletIds: ['io.metamask'],
      },
      deployment,
    )
    expect(config.networks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:8453',
      'eip155:7777',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ])
    expect(config.networks[0]).toBe(getBuiltinNetwork('eip155:8453'))
    expect(config.defaultNetwork.name).toBe('Devnet')
    expect(config.themeMode).toBe('light')
    expect(config.themeVariables).toMatchInlineSnapshot(`
      {
        "--w3m-accent": "#00bb7f",
        "--w3m-color-mix-strength": 40,
        "--w3m-font-family": "'Inter', sans-serif",
        "--w3m-z-index": 10000,
      }
    `)
    expect(config.features.swaps).toBe(false)
    expect(config.features.socials).toEqual(['github', 'google'])
    expect(config.features.connectMethodsOrder).toEqual(['wallet', 'email'])
    expect(config.metadata?.name).toBe('Example')
    expect(config).toMatchObject({
      projectId: 'a01b2c3d4e5f',
      embedded: true,
      debug: false,
      enableWalletGuide: false,
      enableWallets: true,
      allowUnsupportedChain: true,
      manualWCControl: true,
      excludeWalletIds: ['io.metamask'],
    })
  })

  test('behavior: the input overrides the deployment defaults; features and themeVariables merge by key', () => {
    const config = resolveConfig(
      { projectId: 'from-dapp', features: { email: false }, themeVariables: { '--w3m-accent': 'red' } },
      withDefaults({
        projectId: 'from-deployment',
        networks: ['eip155:31337'],
        features: { swaps: false, email: true },
        themeVariables: { '--w3m-accent': 'blue', '--w3m-z-index': 5 },
        metadata: { name: 'Deployment', url: 'https://wallet.example.com' },
      }),
    )
    expect(config.projectId).toBe('from-dapp')
    expect(config.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:31337'])
    expect(config.features).toMatchObject({ swaps: false, email: false })
    expect(config.themeVariables).toEqual({ '--w3m-accent': 'red', '--w3m-z-index': 5 })
    expect(config.metadata).toEqual({
      name: 'Deployment',
      description: '',
      url: 'https://wallet.example.com',
      icons: [],
    })
  })

  test('behavior: undefined counts as unset, also over a default', () => {
    const config = resolveConfig(
      { projectId: undefined, themeMode: undefined, themeVariables: { '--w3m-accent': undefined } },
      withDefaults({ projectId: 'from-deployment' }),
    )
    expect(config.projectId).toBe('from-deployment')
    expect(config.themeMode).toBe('system')
    expect(config.themeVariables).toEqual({})
  })

  test('behavior: loader-only options are accepted and not carried', () => {
    const config = resolveConfig(
      { modalUrl: 'https://wallet.example.com/', container: '#modal', announceProvider: false },
      deployment,
    )
    expect(config).not.toHaveProperty('modalUrl')
    expect(config).not.toHaveProperty('container')
    expect(config).not.toHaveProperty('announceProvider')
  })

  test('behavior: results are fresh objects', () => {
    const input = { networks: [customChain], featuredWalletIds: ['a'] }
    const config = resolveConfig(input, deployment)
    input.featuredWalletIds.push('b')
    customChain.rpcUrls.default.http.push('https://evil.example')
    expect(config.featuredWalletIds).toEqual(['a'])
    expect(config.networks[0]?.rpcUrls.default.http).toEqual(['http://127.0.0.1:9545'])
    customChain.rpcUrls.default.http.pop()
  })

  test('error: not an object', () => {
    expect(configError(() => resolveConfig(null, deployment))).toBe('config must be an object')
    expect(configError(() => resolveConfig([], deployment))).toBe('config must be an object')
    expect(configError(() => resolveConfig('eip155:1', deployment))).toBe('config must be an object')
  })

  test('error: unknown options', () => {
    expect(configError(() => resolveConfig({ foo: 1 }, deployment))).toBe("Unknown config option 'foo'")
    expect(configError(() => resolveConfig({ foo: undefined }, deployment))).toBe(
      "Unknown config option 'foo'",
    )
    expect(configError(() => resolveConfig(JSON.parse('{"__proto__": {"debug": false}}'), deployment))).toBe(
      "Unknown config option '__proto__'",
    )
    expect(
      configError(() =>
        resolveConfig(
          JSON.parse('{"features": {"__proto__": {"swaps": false}}}'),
          withDefaults({ features: {} }),
        ),
      ),
    ).toBe("Unknown config option 'features.__proto__'")
    expect(configError(() => resolveConfig({}, withDefaults({ relayURL: 'x' })))).toBe(
      "Unknown config option 'relayURL'",
    )
    expect(configError(() => resolveConfig({ features: { emailShowWallets: true } }, deployment))).toBe(
      "Unknown config option 'features.emailShowWallets'",
    )
    expect(
      configError(() => resolveConfig({ themeVariables: { '--w3m-accent-color': 'red' } }, deployment)),
    ).toBe("Unknown config option 'themeVariables.--w3m-accent-color'")
    expect(
      configError(() =>
        resolveConfig({ metadata: { name: 'a', url: 'https://a.example', logo: 'x' } }, deployment),
      ),
    ).toBe("Unknown config option 'metadata.logo'")
    expect(configError(() => resolveConfig({ [`x${'y'.repeat(100)}`]: 1 }, deployment))).toBe(
      `Unknown config option 'x${'y'.repeat(63)}…'`,
    )
  })

  test('error: scalars and lists', () => {
    const messageOf = (input: Record<string, unknown>) => configError(() => resolveConfig(input, deployment))
    expect([
      messageOf({ projectId: '' }),
      messageOf({ projectId: 'a b' }),
      messageOf({ projectId: 42 }),
      messageOf({ debug: 'false' }),
      messageOf({ logLevel: 'loud' }),
      messageOf({ enableEIP6963: 0 }),
      messageOf({ embedded: null }),
      messageOf({ manualWCControl: 'true' }),
      messageOf({ featuredWalletIds: 'a' }),
      messageOf({ excludeWalletIds: ['io.metamask', ''] }),
      messageOf({ includeWalletIds: [1] }),
      messageOf({ siwx: true }),
      messageOf({ siweConfig: [] }),
      messageOf({ relayUrl: 'https://relay.example.com' }),
      messageOf({ apiBaseUrl: 'ws://api.example.com' }),
    ]).toMatchInlineSnapshot(`
      [
        "projectId must be a string of letters, digits, '-' and '_'",
        "projectId must be a string of letters, digits, '-' and '_'",
        "projectId must be a string of letters, digits, '-' and '_'",
        "debug must be a boolean",
        "logLevel must be 'silent', 'error', 'warn', 'info' or 'debug'",
        "enableEIP6963 must be a boolean",
        "embedded must be a boolean",
        "manualWCControl must be a boolean",
        "featuredWalletIds must be an array of strings",
        "excludeWalletIds[1] must be a non-empty string",
        "includeWalletIds[0] must be a non-empty string",
        "siwx must be an object",
        "siweConfig must be an object",
        "relayUrl must be a ws(s) URL",
        "apiBaseUrl must be an http(s) URL without query or fragment",
      ]
    `)
  })

  test('error: an invalid deployment default is reported like an input error', () => {
    expect(configError(() => resolveConfig({}, withDefaults({ themeMode: 'blue' })))).toBe(
      "themeMode must be 'light', 'dark' or 'system'",
    )
  })
})
