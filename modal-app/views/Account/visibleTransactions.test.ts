import { describe, expect, test } from 'vitest'
import type { ActivityTransaction, ActivityTransfer } from '../../data/accountTypes.js'
import { visibleTransactions } from './visibleTransactions.js'

const transfer = (isSpam: boolean): ActivityTransfer => ({
  direction: 'in',
  kind: 'fungible',
  symbol: 'T',
  isSpam,
})
const transaction = (id: string, chain: string, transfers: ActivityTransfer[]): ActivityTransaction => ({
  id,
  chain,
  operationType: 'receive',
  status: 'confirmed',
  sentFrom: '0x1',
  sentTo: '0x2',
  minedAt: 0,
  transfers,
})

describe('visibleTransactions', () => {
  test('default: transactions of the chain are shown', () => {
    expect(visibleTransactions([transaction('a', 'eip155:1', [transfer(false)])], 'eip155:1')).toHaveLength(1)
  })

  test('behavior: all-spam transactions and other chains are hidden, mixed and transfer-less ones stay', () => {
    const shown = visibleTransactions(
      [
        transaction('spam', 'eip155:1', [transfer(true), transfer(true)]),
        transaction('mixed', 'eip155:1', [transfer(true), transfer(false)]),
        transaction('call', 'eip155:1', []),
        transaction('other', 'eip155:10', [transfer(false)]),
      ],
      'eip155:1',
    )
    expect(shown.map(({ id }) => id)).toEqual(['mixed', 'call'])
  })
})
