import { describe, expect, test } from 'vitest'
import { classifyRpcResult } from './classifyRpcResult.js'

describe('classifyRpcResult (SPEC §4)', () => {
  test('default: 0x and exactly 64 hex characters is a transaction hash', () => {
    expect(classifyRpcResult(`0x${'a1'.repeat(32)}`)).toBe('transaction')
    expect(classifyRpcResult(`0x${'A1'.repeat(32)}`)).toBe('transaction')
  })

  test('behavior: 0x and at least 62 hex characters, of any other length, is a signed message', () => {
    expect(classifyRpcResult(`0x${'b'.repeat(62)}`)).toBe('signature')
    expect(classifyRpcResult(`0x${'b'.repeat(63)}`)).toBe('signature')
    expect(classifyRpcResult(`0x${'b'.repeat(130)}`)).toBe('signature')
  })

  test('behavior: anything else is an object', () => {
    expect(classifyRpcResult(`0x${'c'.repeat(61)}`)).toBe('object')
    expect(classifyRpcResult(`0x${'g'.repeat(64)}`)).toBe('object')
    expect(classifyRpcResult(`${'a'.repeat(64)}`)).toBe('object')
    expect(classifyRpcResult({ id: `0x${'a'.repeat(64)}` })).toBe('object')
    expect(classifyRpcResult(null)).toBe('object')
    expect(classifyRpcResult(['0x'])).toBe('object')
  })
})
