import { describe, expect, test } from 'vitest'
import { resolveConfig } from './resolveConfig.js'

const deployment = { allowedOrigins: [], defaultOrigins: false, defaults: {} }
const regtest = {
  chainNamespace: 'bip122',
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
  testnet: true,
}

describe('bitcoinNetworkSchema', () => {
  test('default: a Bitcoin network object in networks, with BTC (8 decimals) by default', () => {
    const config = resolveConfig({ networks: [regtest], defaultNetwork: regtest }, deployment)
    expect(config.networks).toEqual([
      {
        id: '0f9188f13cb7b2c71f2a335e3a4fc328',
        name: 'Bitcoin Regtest',
        caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
        chainNamespace: 'bip122',
        nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
        rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
        testnet: true,
      },
    ])
    expect(config.defaultNetwork.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  })

  test('behavior: the built-in Bitcoin networks by CAIP id, beside eip155', () => {
    const config = resolveConfig(
      {
        networks: [
          'eip155:1',
          'bip122:000000000019d6689c085ae165831e93',
          'bip122:000000000933ea01ad0ee984209779ba',
        ],
      },
      deployment,
    )
    expect(
      config.networks.slice(1).map(({ name, nativeCurrency, testnet }) => [name, nativeCurrency, testnet]),
    ).toEqual([
      ['Bitcoin', { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }, false],
      ['Bitcoin Testnet', { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }, true],
    ])
  })

  test.each([
    [{ ...regtest, id: 'regtest' }, 'networks[0].id must be a CAIP-2 reference: 32 lowercase hex characters'],
    [
      { ...regtest, rpcUrls: { default: { http: ['ftp://esplora'] } } },
      'networks[0].rpcUrls.default.http[0] must be an http(s) URL',
    ],
    [
      { ...regtest, nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 18 } },
      'networks[0].nativeCurrency.decimals must be 8: satoshis',
    ],
  ])('error: %j', (network, message) => {
    expect(() => resolveConfig({ networks: [network] }, deployment)).toThrow(message)
  })
})
