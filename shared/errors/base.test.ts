import { describe, expect, test } from 'vitest'
import { BaseError } from './base.js'

describe('BaseError', () => {
  test('default', () => {
    const error = new BaseError('Something went wrong')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('BaseError')
    expect(error.message).toBe('Something went wrong')
    expect(error.shortMessage).toBe('Something went wrong')
    expect(error.details).toBeUndefined()
    expect(error.metaMessages).toBeUndefined()
    expect(error.cause).toBeUndefined()
  })

  test('behavior: meta messages and details follow the short message', () => {
    const error = new BaseError('Network not found', {
      metaMessages: ['defaultNetwork: eip155:5'],
      details: 'not in networks',
    })
    expect(error.message).toMatchInlineSnapshot(`
      "Network not found

      defaultNetwork: eip155:5

      Details: not in networks"
    `)
    expect(error.shortMessage).toBe('Network not found')
  })

  test('behavior: details default to the cause message', () => {
    const cause = new Error('socket hang up')
    const error = new BaseError('Failed to disconnect', { cause })
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('socket hang up')
    expect(error.message).toBe('Failed to disconnect\n\nDetails: socket hang up')
  })

  test('behavior: a BaseError cause lends its details, else its short message', () => {
    const inner = new BaseError('Request was aborted', { metaMessages: ['id: 1'] })
    expect(new BaseError('Something went wrong', { cause: inner }).details).toBe('Request was aborted')
    const detailed = new BaseError('Request was aborted', { details: 'timeout' })
    expect(new BaseError('Something went wrong', { cause: detailed }).details).toBe('timeout')
  })

  test('behavior: a non-error cause is kept without details', () => {
    const error = new BaseError('An error occurred', { cause: { code: 1 } })
    expect(error.cause).toEqual({ code: 1 })
    expect(error.message).toBe('An error occurred')
  })

  test('behavior: empty meta messages add nothing', () => {
    expect(new BaseError('A token is required', { metaMessages: [] }).message).toBe('A token is required')
  })

  test('behavior: subclasses override the name', () => {
    class ExampleError extends BaseError {
      override name = 'ExampleError'
    }
    const error = new ExampleError('Adapter not found')
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('ExampleError')
    expect(String(error)).toBe('ExampleError: Adapter not found')
  })
})
