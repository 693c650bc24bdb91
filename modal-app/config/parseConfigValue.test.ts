import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { ConfigError } from './errors.js'
import { list, strictRecord } from './fieldSchemas.js'
import { parseConfigValue } from './parseConfigValue.js'

const schema = strictRecord(
  {
    name: v.optional(v.string('must be a string')),
    nested: v.optional(
      strictRecord(
        { urls: v.optional(list(v.string('must be a URL'), 'must be a list')) },
        'must be an object',
      ),
    ),
    hint: v.optional(v.literal(1, 'Bad hint at {path}\n\nUse 1.')),
  },
  'must be an object',
)

function messageOf(value: unknown, basePath?: string): string {
  try {
    parseConfigValue(schema, value, basePath)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).message
  }
  throw new Error('expected a ConfigError')
}

describe('parseConfigValue', () => {
  test('default', () => {
    expect(parseConfigValue(schema, { name: 'a', nested: { urls: ['b'] } })).toEqual({
      name: 'a',
      nested: { urls: ['b'] },
    })
  })

  test('error: the path comes first, array indexes in brackets', () => {
    expect(messageOf({ nested: { urls: ['a', 2] } })).toBe('nested.urls[1] must be a URL')
    expect(messageOf({ nested: [] }, 'config')).toBe('config.nested must be an object')
    expect(messageOf(null, 'options')).toBe('options must be an object')
  })

  test('error: an unknown key wins over other issues, the shallowest first', () => {
    expect(messageOf({ name: 1, nested: { urlz: [] }, colour: 'red' })).toBe("Unknown config option 'colour'")
    expect(messageOf({ name: 1, nested: { urlz: [] } })).toBe("Unknown config option 'nested.urlz'")
    expect(messageOf({ [`k${'e'.repeat(80)}`]: 1 })).toBe(`Unknown config option 'k${'e'.repeat(63)}…'`)
  })

  test('error: a message places the path at {path}; later paragraphs are meta messages', () => {
    const error = (() => {
      try {
        parseConfigValue(schema, { hint: 2 })
      } catch (error) {
        return error as ConfigError
      }
    })()
    expect(error?.shortMessage).toBe('Bad hint at hint')
    expect(error?.metaMessages).toEqual(['Use 1.'])
  })
})
