import { describe, expect, test } from 'vitest'
import { queryCatalogue } from './queryCatalogue.js'
import type { WalletRecord } from './types.js'

const wallet = (id: string, name: string, chains = ['eip155:1']): WalletRecord => ({ id, name, chains })
const catalogue = [
  wallet('a', 'Alpha Wallet'),
  wallet('b', 'Beta'),
  wallet('c', 'Gamma Wallet', ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']),
  wallet('d', 'Delta'),
  wallet('e', 'Epsilon'),
]
const names = (page: { data: WalletRecord[] }) => page.data.map((item) => item.name)

describe('queryCatalogue', () => {
  test('default: pages in list order, with the total count', () => {
    expect(queryCatalogue(catalogue, { page: 1, entries: 2 })).toMatchObject({ count: 5 })
    expect(names(queryCatalogue(catalogue, { page: 1, entries: 2 }))).toEqual(['Alpha Wallet', 'Beta'])
    expect(names(queryCatalogue(catalogue, { page: 3, entries: 2 }))).toEqual(['Epsilon'])
    expect(names(queryCatalogue(catalogue, { page: 4, entries: 2 }))).toEqual([])
  })

  test('behavior: search is a case-insensitive name match', () => {
    const page = queryCatalogue(catalogue, { page: 1, entries: 100, search: ' WALLET ' })
    expect(page.count).toBe(2)
    expect(names(page)).toEqual(['Alpha Wallet', 'Gamma Wallet'])
  })

  test('behavior: include, exclude and chains', () => {
    expect(names(queryCatalogue(catalogue, { page: 1, entries: 10, include: ['d', 'b'] }))).toEqual([
      'Beta',
      'Delta',
    ])
    expect(names(queryCatalogue(catalogue, { page: 1, entries: 10, exclude: ['a', 'b', 'c'] }))).toEqual([
      'Delta',
      'Epsilon',
    ])
    expect(
      names(
        queryCatalogue(catalogue, {
          page: 1,
          entries: 10,
          chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        }),
      ),
    ).toEqual(['Gamma Wallet'])
    expect(queryCatalogue(catalogue, { page: 1, entries: 10, chains: ['eip155:31337'] })).toEqual({
      count: 0,
      data: [],
    })
  })
})
