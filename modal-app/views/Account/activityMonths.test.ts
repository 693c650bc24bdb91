import { describe, expect, test } from 'vitest'
import type { ActivityTransaction } from '../../data/accountTypes.js'
import { activityMonths } from './activityMonths.js'

const at = (id: string, iso: string): ActivityTransaction => ({
  id,
  chain: 'eip155:1',
  operationType: 'send',
  status: 'confirmed',
  sentFrom: '0x1',
  sentTo: '0x2',
  minedAt: new Date(iso).getTime(),
  transfers: [],
})

describe('activityMonths', () => {
  test('default: newest month first, the year only when it is not the current one', () => {
    const months = activityMonths(
      [at('a', '2025-10-03T10:00:00'), at('b', '2026-11-20T10:00:00'), at('c', '2026-11-02T10:00:00')],
      new Date('2026-11-22T12:00:00'),
    )
    expect(months.map(({ title, transactions }) => [title, transactions.map(({ id }) => id)])).toEqual([
      ['November', ['b', 'c']],
      ['October 2025', ['a']],
    ])
  })

  test('behavior: the same month of another year is its own group', () => {
    const months = activityMonths(
      [at('a', '2026-11-01T10:00:00'), at('b', '2025-11-30T10:00:00')],
      new Date('2026-11-22T12:00:00'),
    )
    expect(months.map(({ title }) => title)).toEqual(['November', 'November 2025'])
  })
})
