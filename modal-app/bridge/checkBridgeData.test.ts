import { describe, expect, test } from 'vitest'
import { checkBridgeData, MAX_ARRAY_LENGTH, MAX_VALUES } from './checkBridgeData.js'

const messageOf = (value: unknown) => {
  try {
    checkBridgeData(value, 'config')
    return 'accepted'
  } catch (error) {
    return `${(error as { code: number }).code} ${(error as Error).message}`
  }
}

describe('checkBridgeData', () => {
  test('default: plain data of a real size passes', () => {
    expect(
      messageOf({
        networks: [{ id: 1, rpcUrls: { default: { http: ['https://rpc.example'] } } }],
        themeMode: 'dark',
        bytes: new Uint8Array(100_000),
      }),
    ).toBe('accepted')
    expect(messageOf(Array.from({ length: MAX_ARRAY_LENGTH }, (_, index) => index))).toBe('accepted')
  })

  test('error: a sparse array is refused at its first hole, however long, without walking it', () => {
    const sparse: unknown[] = []
    sparse.length = 1e8
    // Refused on its length, before any loop over its 1e8 slots.
    expect(messageOf({ networks: sparse })).toBe(
      `-32602 Invalid config: config.networks has 100000000 items; at most ${MAX_ARRAY_LENGTH} are accepted`,
    )
    // biome-ignore lint/suspicious/noSparseArray: the attack
    expect(messageOf({ networks: ['eip155:1', , 'eip155:10'] })).toBe(
      '-32602 Invalid config: config.networks[1] is a hole: arrays must be dense',
    )
  })

  test('error: too many values, or too deep', () => {
    const wide = Array.from({ length: 30 }, () => Array.from({ length: 999 }, () => 0))
    expect(messageOf(wide)).toBe(`-32602 Invalid config: config holds more than ${MAX_VALUES} values`)
    let deep: unknown = 'leaf'
    for (let level = 0; level < 40; level++) deep = { deep }
    expect(messageOf(deep)).toMatch(
      /^-32602 Invalid config: config(\.deep){33} is nested deeper than 32 levels$/,
    )
  })
})
