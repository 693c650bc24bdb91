import { describe, expect, test } from 'vitest'
import { BaseError } from '../../shared/errors/base.js'
import { CaipError } from './caipError.js'

describe('CaipError', () => {
  test('default', () => {
    const error = new CaipError('Invalid CAIP-2 network id: 1')
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('CaipError')
    expect(error.message).toBe('Invalid CAIP-2 network id: 1')
  })
})
