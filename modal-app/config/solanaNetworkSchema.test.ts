import { describe, expect, test } from 'vitest'
import { resolveConfig } from './resolveConfig.js'

const deployment = { allowedOrigins: [], defaultOrigins: false, defaults: {} }
const localnet = {
  chainNamespace: 'solana',
  id: 'litesvm',
  name: 'Solana Local',
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}

describe('solanaNetworkSchema', () => {
  test('default: a Solana network object in networks, with SOL (9 decimals) by default', () => {
    const config = resolveConfig({ networks: [localnet], defaultNetwork: localnet }, deployment)
    expect(config.networks).toEqual([
      {
        id: 'litesvm',
        name: 'Solana Local',
        caipNetworkId: 'solana:litesvm',
        chainNamespace: 'solana',
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
        testnet: false,
      },
    ])
    expect(config.defaultNetwork.caipNetworkId).toBe('solana:litesvm')
  })

  test.each([
    [{ ...localnet, id: 'not a reference!' }, 'networks[0].id must be a CAIP-2 reference'],
    [
      { ...localnet, rpcUrls: { default: { http: [] } } },
      'networks[0].rpcUrls.default.http must be a non-empty',
    ],
    [
      { ...localnet, nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 18 } },
      'networks[0].nativeCurrency.decimals must be 9',
    ],
  ])('error: %j', (network, message) => {
    expect(() => resolveConfig({ networks: [network] }, deployment)).toThrow(message)
  })
})
