import { describe, expect, test } from 'vitest'
import { swapsOn } from './swapNetworks.js'

describe('swapsOn', () => {
  test('default: SPEC §9’s swap chains', () => {
    for (const id of [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554])
      expect(swapsOn({ caipNetworkId: `eip155:${id}` }, [])).toBe(true)
    expect(swapsOn({ caipNetworkId: 'eip155:11155111' }, [])).toBe(false)
    expect(swapsOn({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, [])).toBe(false)
  })

  test('behavior: a deployment’s swapNetworks are added, never a prefix of one', () => {
    expect(swapsOn({ caipNetworkId: 'eip155:31337' }, ['eip155:31337'])).toBe(true)
    expect(swapsOn({ caipNetworkId: 'eip155:313' }, ['eip155:31337'])).toBe(false)
    expect(swapsOn({ caipNetworkId: 'eip155:10' }, ['eip155:31337'])).toBe(true)
  })
})
