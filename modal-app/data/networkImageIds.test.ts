import { describe, expect, test } from 'vitest'
import { BUILTIN_NETWORKS } from '../config/networks.js'
import { networkImageId } from './networkImageIds.js'

describe('networkImageId', () => {
  test("default: a well-known network's id is the explorer's", () => {
    expect(networkImageId('eip155:1')).toBe('ba0ba0cd-17c6-4806-ad93-f9d174f17900')
    expect(networkImageId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(
      'a1b58899-f671-4276-6a5e-56ca5bd59700',
    )
    expect(networkImageId('bip122:000000000019d6689c085ae165831e93')).toBe(
      '0b4838db-0161-4ffe-022d-532bf03dba00',
    )
  })

  test('behavior: the built-in networks without one', () => {
    expect(
      BUILTIN_NETWORKS.filter((network) => networkImageId(network.caipNetworkId) === undefined).map(
        (network) => `${network.caipNetworkId} ${network.name}`,
      ),
    ).toMatchInlineSnapshot(`
      [
        "eip155:8217 Kaia",
        "eip155:31337 Anvil",
      ]
    `)
  })

  test('behavior: any other id has none', () => {
    for (const id of ['eip155:31337', 'eip155:1 ', 'solana:', 'constructor', '__proto__'])
      expect(networkImageId(id)).toBeUndefined()
  })
})
