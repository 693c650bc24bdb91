import { describe, expect, test } from 'vitest'
import { BaseError } from './base.js'
import { CaipError } from './caip.js'

describe('CaipError', () => {
  test('default', () => {
    const error = new CaipError('Invalid CAIP Address')
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('CaipError')
    expect(error.message).toBe('Invalid CAIP Address')
  })
})
