import { base } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { ConfigError } from './errors.js'
import { getBuiltinNetwork } from './networks.js'
import { DEFAULT_PROVIDER_INFO } from './providerInfoSchema.js'
import { parseDeploymentConfig, resolveConfig } from './resolveConfig.js'
import type { DeploymentConfig } from './types.js'

const deployment: DeploymentConfig = { allowedOrigins: [], defaultOrigins: true, defaults: {} }
const withDefaults = (defaults: Record<string, unknown>): DeploymentConfig => ({ ...deployment, defaults })

const customChain = {
  id: 7777,
  name: 'Devnet',
  nativeCurrency: { name: 'Dev', symbol: 'DEV', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9545'] } },
}

/** The message of the ConfigError `fn` throws. */
function configError(fn: () => unknown): string {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).message
  }
  throw new Error('expected a ConfigError')
}

describe('resolveConfig', () => {
  test('default', () => {
    const config = resolveConfig(undefined, deployment)
    expect({
      ...config,
      networks: config.networks.map((network) => network.caipNetworkId),
    }).toMatchInlineSnapshot(`
      {
        "allWallets": "SHOW",
        "allowUnsupportedChain": false,
        "announce": {
          "icon": "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%2032%2032%22%3E%3Crect%20width%3D%2232%22%20height%3D%2232%22%20rx%3D%228%22%20fill%3D%22%233b6cf6%22%2F%3E%3Cpath%20d%3D%22M8%2011h16v12H8z%22%20fill%3D%22none%22%20stroke%3D%22%23fff%22%20stroke-width%3D%222%22%2F%3E%3Ccircle%20cx%3D%2220%22%20cy%3D%2217%22%20r%3D%222%22%20fill%3D%22%23fff%22%2F%3E%3C%2Fsvg%3E",
          "name": "Wallet Modal",
          "rdns": "dev.wallet-modal",
        },
        "apiBaseUrl": "https://rpc.walletconnect.org",
        "connectorGroupOrder": undefined,
        "customWallets": [],
        "debug": true,
        "defaultNetwork": {
          "blockExplorers": {
            "default": {
              "name": "Etherscan",
              "url": "https://etherscan.io",
            },
          },
          "caipNetworkId": "eip155:1",
          "chainNamespace": "eip155",
          "id": 1,
          "name": "Ethereum",
          "nativeCurrency": {
            "decimals": 18,
            "name": "Ether",
            "symbol": "ETH",
          },
          "rpcUrls": {
            "default": {
              "http": [
                "https://ethereum.reth.rs/rpc",
              ],
            },
          },
          "testnet": false,
        },
        "embedded": false,
        "enableEIP6963": true,
        "enableNetworkSwitch": true,
        "enableWalletConnect": true,
        "enableWalletGuide": true,
        "enableWallets": true,
        "excludeWalletIds": [],
        "featuredWalletIds": [],
        "features": {
          "allWallets": true,
          "analytics": true,
          "connectMethodsOrder": undefined,
          "email": true,
          "history": true,
          "legalCheckbox": false,
          "onramp": true,
          "pay": false,
          "receive": true,
          "send": true,
          "smartSessions": false,
          "socials": [
            "google",
            "x",
            "discord",
            "farcaster",
            "github",
            "apple",
            "facebook",
          ],
          "swaps": true,
        },
        "includeWalletIds": [],
        "manualWCControl": false,
        "metadata": undefined,
        "networks": [
          "eip155:1",
        ],
        "projectId": undefined,
        "providerInfo": {
          "icon": "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%2032%2032%22%3E%3Crect%20width%3D%2232%22%20height%3D%2232%22%20rx%3D%228%22%20fill%3D%22%233b6cf6%22%2F%3E%3Cpath%20d%3D%22M8%2011h16v12H8z%22%20fill%3D%22none%22%20stroke%3D%22%23fff%22%20stroke-width%3D%222%22%2F%3E%3Ccircle%20cx%3D%2220%22%20cy%3D%2217%22%20r%3D%222%22%20fill%3D%22%23fff%22%2F%3E%3C%2Fsvg%3E",
          "name": "Wallet Modal",
          "rdns": "dev.wallet-modal",
        },
        "relayUrl": undefined,
        "siwx": undefined,
        "themeMode": "system",
        "themeVariables": {},
        "tokens": {},
        "walletDirectoryUrl": "https://api.web3modal.org",
      }
    `)
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

  test('behavior: socials true, false and a list', () => {
    expect(resolveConfig({ features: { socials: true } }, deployment).features.socials).toHaveLength(7)
    expect(resolveConfig({ features: { socials: false } }, deployment).features.socials).toEqual([])
    expect(resolveConfig({ features: { socials: [] } }, deployment).features.socials).toEqual([])
    expect(resolveConfig({ features: { socials: ['x'] } }, deployment).features.socials).toEqual(['x'])
  })

  test('behavior: defaultNetwork as a chain object, matched by id', () => {
    expect(resolveConfig({ networks: [base], defaultNetwork: base }, deployment).defaultNetwork.id).toBe(8453)
    expect(
      resolveConfig(
        { networks: ['eip155:1', 'eip155:10'], defaultNetwork: { caipNetworkId: 'eip155:10' } },
        deployment,
      ).defaultNetwork.id,
    ).toBe(10)
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

  test('error: networks', () => {
    expect(
      [
        {},
        [],
        [1],
        ['mainnet'],
        ['eip155:5'],
        ['eip155:1', 'eip155:1'],
        ['eip155:31337', { ...customChain, id: 31337 }],
        ['eip155:1', { ...customChain, rpcUrls: { default: { http: ['ftp://x'] } } }],
      ].map((networks) => configError(() => resolveConfig({ networks }, deployment))),
    ).toMatchInlineSnapshot(`
      [
        "networks must be a non-empty array",
        "networks must be a non-empty array",
        "networks[0] must be a chain object",
        "Network Not Found: networks[0] 'mainnet' is not a built-in network

      Pass a viem chain object for this network instead of its CAIP id.",
        "Network Not Found: networks[0] 'eip155:5' is not a built-in network

      Pass a viem chain object for this network instead of its CAIP id.",
        "networks[1] repeats eip155:1",
        "networks[1] repeats eip155:31337",
        "networks[1].rpcUrls.default.http[0] must be an http(s) URL",
      ]
    `)
  })

  test('error: defaultNetwork not in networks', () => {
    const error = (() => {
      try {
        resolveConfig({ networks: ['eip155:1'], defaultNetwork: 'eip155:10' }, deployment)
      } catch (error) {
        return error as ConfigError
      }
    })()
    expect(error).toBeInstanceOf(ConfigError)
    expect(error?.shortMessage).toBe('Network not found')
    expect(error?.message).toMatchInlineSnapshot(`
      "Network not found

      defaultNetwork 'eip155:10' must be one of networks."
    `)
    expect(configError(() => resolveConfig({ defaultNetwork: 'eip155:10' }, deployment))).toMatch(
      /^Network not found\n/,
    )
    expect(configError(() => resolveConfig({ defaultNetwork: 1 }, deployment))).toBe(
      'defaultNetwork must be a CAIP network id or a chain object',
    )
  })

  test('error: themeMode', () => {
    expect(configError(() => resolveConfig({ themeMode: 'auto' }, deployment))).toBe(
      "themeMode must be 'light', 'dark' or 'system'",
    )
  })

  test('error: themeVariables', () => {
    const messageOf = (themeVariables: unknown) =>
      configError(() => resolveConfig({ themeVariables }, deployment))
    expect([
      messageOf('dark'),
      messageOf({ '--w3m-accent': 'red; background: url(https://evil.example)' }),
      messageOf({ '--w3m-accent': 'red}body{display:none' }),
      messageOf({ '--w3m-font-family': '</style><script>' }),
      messageOf({ '--w3m-font-family': '\\22 Inter' }),
      messageOf({ '--w3m-background': 'red\nblue' }),
      messageOf({ '--w3m-background': 'a'.repeat(257) }),
      messageOf({ '--w3m-accent': 1 }),
      messageOf({ '--w3m-z-index': '999' }),
      messageOf({ '--w3m-color-mix-strength': Number.NaN }),
      messageOf({ '--w3m-z-index': Number.POSITIVE_INFINITY }),
    ]).toMatchInlineSnapshot(`
      [
        "themeVariables must be an object",
        "themeVariables.--w3m-accent must be a string of up to 256 characters without ; { } < > \\ or control characters",
        "themeVariables.--w3m-accent must be a string of up to 256 characters without ; { } < > \\ or control characters",
        "themeVariables.--w3m-font-family must be a string of up to 256 characters without ; { } < > \\ or control characters",
        "themeVariables.--w3m-font-family must be a string of up to 256 characters without ; { } < > \\ or control characters",
        "themeVariables.--w3m-background must be a string of up to 256 characters without ; { } < > \\ or control characters",
        "themeVariables.--w3m-background must be a string of up to 256 characters without ; { } < > \\ or control characters",
        "themeVariables.--w3m-accent must be a string of up to 256 characters without ; { } < > \\ or control characters",
        "themeVariables.--w3m-z-index must be a finite number",
        "themeVariables.--w3m-color-mix-strength must be a finite number",
        "themeVariables.--w3m-z-index must be a finite number",
      ]
    `)
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

  test('error: scalars and lists', () => {
    const messageOf = (input: Record<string, unknown>) => configError(() => resolveConfig(input, deployment))
    expect([
      messageOf({ projectId: '' }),
      messageOf({ projectId: 'a b' }),
      messageOf({ projectId: 42 }),
      messageOf({ debug: 'false' }),
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

  test('behavior: catalogue options', () => {
    const config = resolveConfig(
      {
        customWallets: [
          {
            id: 'my-wallet',
            name: 'My Wallet',
            image_url: 'https://wallet.example.com/icon.png',
            rdns: 'com.example.wallet',
            chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
            mobile_link: 'mywallet://',
            desktop_link: 'https://wallet.example.com/desktop',
            webapp_link: 'https://wallet.example.com',
          },
          { id: 'bare', name: 'Bare', image_url: 'data:image/svg+xml,%3Csvg%2F%3E' },
        ],
        allWallets: 'ONLY_MOBILE',
        connectorGroupOrder: ['recommended', 'injected'],
        walletDirectoryUrl: 'http://127.0.0.1:4445/api/',
      },
      deployment,
    )
    expect(config.customWallets).toMatchInlineSnapshot(`
      [
        {
          "chains": [
            "eip155:1",
            "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
          ],
          "desktop_link": "https://wallet.example.com/desktop",
          "id": "my-wallet",
          "image_url": "https://wallet.example.com/icon.png",
          "mobile_link": "mywallet://",
          "name": "My Wallet",
          "rdns": "com.example.wallet",
          "webapp_link": "https://wallet.example.com",
        },
        {
          "chains": [],
          "id": "bare",
          "image_url": "data:image/svg+xml,%3Csvg%2F%3E",
          "name": "Bare",
        },
      ]
    `)
    expect(config.allWallets).toBe('ONLY_MOBILE')
    expect(config.connectorGroupOrder).toEqual(['recommended', 'injected'])
    expect(config.walletDirectoryUrl).toBe('http://127.0.0.1:4445/api')
  })

  test('behavior: features.allWallets false hides All wallets whatever allWallets says', () => {
    expect(
      resolveConfig({ features: { allWallets: false }, allWallets: 'SHOW' }, deployment).allWallets,
    ).toBe('HIDE')
    expect(resolveConfig({ allWallets: 'HIDE' }, deployment).allWallets).toBe('HIDE')
  })

  test('behavior: the deployment can point at another wallet directory', () => {
    const parsed = parseDeploymentConfig({ walletDirectoryUrl: 'https://directory.example.com' })
    expect(resolveConfig({}, parsed).walletDirectoryUrl).toBe('https://directory.example.com')
  })

  test('error: catalogue options', () => {
    const messageOf = (input: Record<string, unknown>) => configError(() => resolveConfig(input, deployment))
    const wallet = { id: 'w', name: 'W' }
    expect([
      messageOf({ customWallets: {} }),
      messageOf({ customWallets: ['w'] }),
      messageOf({ customWallets: [{ ...wallet, homepage: 'https://w.example' }] }),
      messageOf({ customWallets: [{ name: 'W' }] }),
      messageOf({ customWallets: [wallet, wallet] }),
      messageOf({ customWallets: [{ id: 'w', name: ' ' }] }),
      messageOf({ customWallets: [{ ...wallet, image_url: 'http://w.example/icon.png' }] }),
      messageOf({ customWallets: [{ ...wallet, image_url: 'data:text/html,<b>' }] }),
      messageOf({ customWallets: [{ ...wallet, rdns: 'wallet' }] }),
      messageOf({ customWallets: [{ ...wallet, chains: 'eip155:1' }] }),
      messageOf({ customWallets: [{ ...wallet, chains: ['eip155:1', 'mainnet'] }] }),
      messageOf({ customWallets: [{ ...wallet, mobile_link: 'javascript:alert(1)' }] }),
      messageOf({ customWallets: [{ ...wallet, webapp_link: 'data:text/html,x' }] }),
      messageOf({ customWallets: [{ ...wallet, webapp_link: 'http://wallet.example.com/wc' }] }),
      messageOf({
        customWallets: [{ ...wallet, desktop_link: 'search-ms:query=x&crumb=location:\\\\a\\s' }],
      }),
      messageOf({ customWallets: [{ ...wallet, mobile_link: 'intent://wc#Intent;package=com.other;end' }] }),
      messageOf({ allWallets: 'show' }),
      messageOf({ allWallets: false }),
      messageOf({ connectorGroupOrder: [] }),
      messageOf({ connectorGroupOrder: ['recent', 'announced'] }),
      messageOf({ connectorGroupOrder: ['recent', 'recent'] }),
      messageOf({ walletDirectoryUrl: 'ftp://directory.example.com' }),
      messageOf({ walletDirectoryUrl: 'https://directory.example.com/?projectId=x' }),
    ]).toMatchInlineSnapshot(`
      [
        "customWallets must be an array of wallet objects",
        "customWallets[0] must be an object",
        "Unknown config option 'customWallets[0].homepage'",
        "customWallets[0].id must be a non-empty string of up to 128 characters",
        "customWallets[1].id repeats 'w'",
        "customWallets[0].name must be a non-empty string of up to 64 characters",
        "customWallets[0].image_url must be an https: URL or a data:image URL",
        "customWallets[0].image_url must be an https: URL or a data:image URL",
        "customWallets[0].rdns must be a reverse-DNS name such as 'com.example.wallet'",
        "customWallets[0].chains must be an array of CAIP-2 network ids",
        "customWallets[0].chains[1] must be a CAIP-2 network id such as 'eip155:1'",
        "customWallets[0].mobile_link must be an https URL, or the wallet's own app link such as 'wallet://'",
        "customWallets[0].webapp_link must be an https URL, or the wallet's own app link such as 'wallet://'",
        "customWallets[0].webapp_link must be an https URL, or the wallet's own app link such as 'wallet://'",
        "customWallets[0].desktop_link must be an https URL, or the wallet's own app link such as 'wallet://'",
        "customWallets[0].mobile_link must be an https URL, or the wallet's own app link such as 'wallet://'",
        "allWallets must be 'SHOW', 'HIDE' or 'ONLY_MOBILE'",
        "allWallets must be 'SHOW', 'HIDE' or 'ONLY_MOBILE'",
        "connectorGroupOrder must be a non-empty array of 'walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'",
        "connectorGroupOrder[1] must be one of 'walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'",
        "connectorGroupOrder[1] repeats 'recent'",
        "walletDirectoryUrl must be an http(s) URL without query or fragment",
        "walletDirectoryUrl must be an http(s) URL without query or fragment",
      ]
    `)
  })

  test('error: an invalid deployment default is reported like an input error', () => {
    expect(configError(() => resolveConfig({}, withDefaults({ themeMode: 'blue' })))).toBe(
      "themeMode must be 'light', 'dark' or 'system'",
    )
  })
})

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
