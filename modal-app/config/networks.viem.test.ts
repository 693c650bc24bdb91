import type { Chain } from 'viem'
import * as chains from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { BUILTIN_NETWORKS, getBuiltinNetwork, toNetworkEntry } from './networks.js'

// networks.ts keeps viem's chains as plain data, out of the modal's startup bundle: each must stay equal to viem's.
describe('BUILTIN_NETWORKS against viem/chains', () => {
  test('behavior: the built-in EVM networks, kept as plain data, equal viem’s chains', () => {
    const order =
      'mainnet optimism polygon base arbitrum bsc gnosis avalanche fantom zksync kaia aurora sepolia anvil'
    const listed = order.split(' ').map((name) => chains[name as keyof typeof chains] as Chain)
    for (const chain of listed)
      expect(getBuiltinNetwork(`eip155:${chain.id}`)).toEqual(toNetworkEntry(chain, chain.name))
    const builtIn = BUILTIN_NETWORKS.filter((network) => network.chainNamespace === 'eip155')
    expect(builtIn.map((network) => Number(network.id))).toEqual(listed.map((chain) => chain.id))
  })
})
