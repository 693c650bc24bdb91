import { describe, expect, test } from 'vitest'
import { addRecentWallet, parseRecentWallets } from './recentWallets.js'

describe('parseRecentWallets', () => {
  test('default', () => {
    expect(parseRecentWallets('["a","b"]')).toEqual(['a', 'b'])
    expect(parseRecentWallets(null)).toEqual([])
  })

  test('behavior: broken or foreign values read as none; at most 2 are kept', () => {
    expect(parseRecentWallets('{')).toEqual([])
    expect(parseRecentWallets('{"a":1}')).toEqual([])
    expect(parseRecentWallets('["a",1,"",null,"a","b","c"]')).toEqual(['a', 'b'])
  })
})

describe('addRecentWallet', () => {
  test('default: newest first', () => {
    expect(addRecentWallet([], 'a')).toEqual(['a'])
    expect(addRecentWallet(['a'], 'b')).toEqual(['b', 'a'])
  })

  test('behavior: capped at 2, a repeat moves to the front', () => {
    expect(addRecentWallet(['b', 'a'], 'c')).toEqual(['c', 'b'])
    expect(addRecentWallet(['b', 'a'], 'a')).toEqual(['a', 'b'])
  })
})
