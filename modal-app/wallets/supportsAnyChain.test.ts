import { describe, expect, test } from 'vitest'
import { supportsAnyChain } from './supportsAnyChain.js'

describe('supportsAnyChain', () => {
  test('default', () => {
    expect(supportsAnyChain({ chains: ['eip155:1', 'eip155:10'] }, ['eip155:10'])).toBe(true)
    expect(supportsAnyChain({ chains: ['eip155:1'] }, ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])).toBe(
      false,
    )
  })

  test('behavior: CAIP ids are compared whole, not by namespace', () => {
    expect(supportsAnyChain({ chains: ['eip155:1'] }, ['eip155:31337'])).toBe(false)
  })

  test('behavior: no filter lists everything', () => {
    expect(supportsAnyChain({ chains: [] }, [])).toBe(true)
  })
})
