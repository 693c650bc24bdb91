import { describe, expect, test } from 'vitest'
import { isRecord } from './isRecord.js'

describe('isRecord', () => {
  test('default', () => {
    expect(isRecord({ a: 1 })).toBe(true)
    expect(isRecord(Object.create(null))).toBe(true)
  })

  test('behavior: null, arrays and primitives are not records', () => {
    expect([null, undefined, [], 'a', 1, true].map(isRecord)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ])
  })
})
