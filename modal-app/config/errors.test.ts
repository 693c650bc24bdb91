import { describe, expect, test } from 'vitest'
import { BaseError } from '../../shared/errors/base.js'
import { ConfigError } from './errors.js'

describe('ConfigError', () => {
  test('default', () => {
    const error = new ConfigError("Unknown config option 'foo'")
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('ConfigError')
    expect(error.message).toBe("Unknown config option 'foo'")
  })
})
