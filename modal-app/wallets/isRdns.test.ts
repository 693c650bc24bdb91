import { describe, expect, test } from 'vitest'
import { isRdns } from './isRdns.js'

describe('isRdns', () => {
  test('default', () => {
    expect(isRdns('com.example.wallet')).toBe(true)
    expect(isRdns('io.Meta-Mask')).toBe(true)
  })

  test('behavior: a single label, spaces and empty labels are refused', () => {
    expect(['wallet', 'not a domain', 'com..wallet', '.com.wallet', ''].map(isRdns)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })
})
