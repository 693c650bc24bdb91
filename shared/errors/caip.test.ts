import { describe, expect, test } from 'vitest'
import { BaseError } from './base.js'
import { CaipError } from './caip.js'

describe('CaipError', () => {
  test('default', () => {
    const error = new CaipError('Invalid CAIP-2 network id: 1')
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('CaipError')
    expect(error.message).toBe('Invalid CAIP-2 network id: 1')
  })
})
