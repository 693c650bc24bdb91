import { describe, expect, test } from 'vitest'
import { outsideRetryGap } from './balanceRetryGap.js'

describe('outsideRetryGap', () => {
  test('default: a query that has not failed may fetch', () => {
    expect(outsideRetryGap({ state: { status: 'success', errorUpdatedAt: 0 } })).toBe(true)
  })

  test('behavior: no fetch within 30 s of a failure, then again', () => {
    const failed = { state: { status: 'error', errorUpdatedAt: 1_000_000 } }
    expect(outsideRetryGap(failed, 1_029_999)).toBe(false)
    expect(outsideRetryGap(failed, 1_030_000)).toBe(true)
  })
})
