import { describe, expect, test } from 'vitest'
import type { TokenBalance } from './accountTypes.js'
import { tokenBalanceList } from './tokenBalanceList.js'

const token = (symbol: string, decimals: string, value?: number): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  value,
  quantity: { decimals, numeric: '1' },
})

describe('tokenBalanceList', () => {
  test('default: sorted by value, unknown values last in their order', () => {
    const list = tokenBalanceList([
      token('A', '18'),
      token('B', '6', 5),
      token('C', '18', 50),
      token('D', '8'),
    ])
    expect(list.map(({ symbol }) => symbol)).toEqual(['C', 'B', 'A', 'D'])
  })

  test('behavior: tokens with 0 decimals are dropped', () => {
    expect(tokenBalanceList([token('A', '0', 100), token('B', '18')]).map(({ symbol }) => symbol)).toEqual([
      'B',
    ])
  })
})
