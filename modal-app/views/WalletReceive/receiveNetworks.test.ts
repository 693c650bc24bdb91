import { describe, expect, test } from 'vitest'
import type { NetworkEntry } from '../../config/types.js'
import { receiveNetworks } from './receiveNetworks.js'

const entry = (caipNetworkId: string): NetworkEntry => {
  const [chainNamespace = '', id = ''] = caipNetworkId.split(':')
  return {
    id,
    name: caipNetworkId,
    caipNetworkId,
    chainNamespace:
      chainNamespace === 'eip155' ? 'eip155' : chainNamespace === 'solana' ? 'solana' : 'bip122',
    nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 18 },
    rpcUrls: { default: { http: [] } },
    testnet: false,
  }
}
const networks = ['eip155:1', 'solana:devnet', 'eip155:31337', 'bip122:main', 'bip122:test'].map(entry)

describe('receiveNetworks', () => {
  test('default: every network of the namespace', () => {
    expect(receiveNetworks(networks, entry('eip155:31337')).map((n) => n.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:31337',
    ])
  })
  test('behavior: a Bitcoin address is valid on its own network only', () => {
    expect(receiveNetworks(networks, entry('bip122:test')).map((n) => n.caipNetworkId)).toEqual([
      'bip122:test',
    ])
  })
})
