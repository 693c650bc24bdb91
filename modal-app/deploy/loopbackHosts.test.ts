import { describe, expect, test } from 'vitest'
import { parseDeploymentConfig } from '../config/resolveConfig.js'
import { buildCsp, buildHeadersFile } from './headers.js'
import { loopbackHostsOf } from './loopbackHosts.js'

const connectSrc = (headers: string) => /connect-src ([^;]+)/.exec(headers)?.[1]
const local = (hostname: string, port: number) => ({
  id: port,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://${hostname}:${port}`] } },
})

describe('loopbackHostsOf', () => {
  test('default: a config that lists no loopback URL has none (the public defaults are https)', () => {
    expect(loopbackHostsOf(parseDeploymentConfig({ allowedOrigins: ['https://app.example.com'] }))).toEqual(
      [],
    )
    expect(
      loopbackHostsOf(
        parseDeploymentConfig({
          networks: [local('rpc.example.com', 8545)],
          relayUrl: 'wss://relay.example',
        }),
      ),
    ).toEqual([])
  })

  test('behavior: each loopback host the config’s URLs name, once, wherever it is listed', () => {
    const deployment = parseDeploymentConfig({
      relayUrl: 'ws://127.0.0.1:5175',
      walletDirectoryUrl: 'http://127.0.0.1:5176',
      defaults: {
        networks: [local('localhost', 8545), local('[::1]', 8546)],
        apiBaseUrl: 'http://api.localhost:4000',
        ipfsGateway: 'http://127.0.0.2:8080/ipfs/',
        siwx: { nonceUrl: 'https://app.example/nonce', verifyUrl: 'http://127.0.0.3:5178/verify' },
      },
    })
    expect(loopbackHostsOf(deployment)).toEqual([
      'localhost',
      '[::1]',
      '127.0.0.1',
      'api.localhost',
      '127.0.0.2',
      '127.0.0.3',
    ])
  })

  test('error: options that do not check are reported as the config.json’s', () => {
    expect(() => loopbackHostsOf(parseDeploymentConfig({ ipfsGateway: 'ftp://gateway' }))).toThrow(
      /^config\.json: ipfsGateway must be an http\(s\) URL/,
    )
  })
})

describe('the CSP’s loopback sources', () => {
  test('default: none for a production deployment', () => {
    expect(connectSrc(buildCsp(['https://app.example.com'], false))).toBe("'self' https: wss:")
    expect(
      connectSrc(
        buildHeadersFile({
          allowedOrigins: ['https://app.example.com'],
          defaultOrigins: false,
          defaults: {},
        }),
      ),
    ).toBe("'self' https: wss:")
  })

  test('behavior: http: and ws: on any port of each loopback host the config lists, and only those', () => {
    const headers = buildHeadersFile(
      parseDeploymentConfig({
        allowedOrigins: ['http://127.0.0.1:*'],
        ipfsGateway: 'http://127.0.0.1:8080/ipfs/',
      }),
    )
    expect(connectSrc(headers)).toBe("'self' https: wss: http://127.0.0.1:* ws://127.0.0.1:*")
    expect(connectSrc(buildCsp([], false, ['localhost', '127.0.0.1']))).toBe(
      "'self' https: wss: http://localhost:* http://127.0.0.1:* ws://localhost:* ws://127.0.0.1:*",
    )
  })
})
