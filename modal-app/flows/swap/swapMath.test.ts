import { describe, expect, test } from 'vitest'
import { formatBps, minimumReceived, priceImpactBps } from './swapMath.js'

describe('minimumReceived', () => {
  test('default: the quote less SPEC §9’s 1%, rounded down, in bigint', () => {
    expect(minimumReceived(1_000_000n)).toBe(990_000n)
    expect(minimumReceived(98_715_803_439_706_129n)).toBe(97_728_645_405_309_067n)
    // 99 × 0.99 = 98.01: the smallest unit is never rounded up.
    expect(minimumReceived(99n)).toBe(98n)
  })

  test('behavior: exact beyond a float’s 53 bits', () => {
    const huge = 2n ** 200n + 12_345n
    expect(minimumReceived(huge)).toBe((huge * 9_900n) / 10_000n)
    expect(minimumReceived(huge, 0)).toBe(huge)
  })

  test('behavior: other tolerances, to 2 decimals', () => {
    expect(minimumReceived(10_000n, 0.5)).toBe(9_950n)
    expect(minimumReceived(10_000n, 100)).toBe(0n)
  })

  test('error: a tolerance outside 0 to 100 percent', () => {
    expect(() => minimumReceived(1n, -1)).toThrow('slippage must be 0 to 100 percent')
    expect(() => minimumReceived(1n, 101)).toThrow('slippage must be 0 to 100 percent')
    expect(() => minimumReceived(1n, Number.NaN)).toThrow('slippage must be 0 to 100 percent')
  })
})

describe('priceImpactBps', () => {
  test('default: (in value − out value) / in value, in basis points', () => {
    // 10 tokens at $20 ($200) for 0.0987158… WETH at $2,000 ($197.43): 1.28%.
    expect(
      priceImpactBps({
        fromAmount: 10n * 10n ** 18n,
        fromDecimals: 18,
        fromPrice: 20,
        toAmount: 98_715_803_439_706_129n,
        toDecimals: 18,
        toPrice: 2000,
      }),
    ).toBe(128n)
  })

  test('behavior: tokens of different decimals are compared by value', () => {
    // 100 USDC (6 decimals) at $1 for 0.049 ETH (18) at $2,000 = $98: 2%.
    expect(
      priceImpactBps({
        fromAmount: 100_000_000n,
        fromDecimals: 6,
        fromPrice: 1,
        toAmount: 49n * 10n ** 15n,
        toDecimals: 18,
        toPrice: 2000,
      }),
    ).toBe(200n)
  })

  test('behavior: negative when the quote is worth more than what is paid', () => {
    expect(
      priceImpactBps({
        fromAmount: 100n,
        fromDecimals: 0,
        fromPrice: 1,
        toAmount: 101n,
        toDecimals: 0,
        toPrice: 1,
      }),
    ).toBe(-100n)
  })

  test('behavior: no impact without both prices, or for nothing paid', () => {
    const quote = { fromAmount: 1n, fromDecimals: 0, fromPrice: 1, toAmount: 1n, toDecimals: 0, toPrice: 1 }
    expect(priceImpactBps({ ...quote, fromPrice: undefined })).toBeUndefined()
    expect(priceImpactBps({ ...quote, toPrice: 0 })).toBeUndefined()
    expect(priceImpactBps({ ...quote, toPrice: Number.NaN })).toBeUndefined()
    expect(priceImpactBps({ ...quote, fromAmount: 0n })).toBeUndefined()
  })
})

describe('formatBps', () => {
  test('default: a percentage with 2 decimals', () => {
    expect(formatBps(128n)).toBe('1.28%')
    expect(formatBps(5n)).toBe('0.05%')
    expect(formatBps(-5n)).toBe('-0.05%')
    expect(formatBps(10_000n)).toBe('100.00%')
  })
})
