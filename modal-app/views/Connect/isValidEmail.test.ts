import { describe, expect, test } from 'vitest'
import { isValidEmail } from './isValidEmail.js'

describe('isValidEmail', () => {
  test('default', () => {
    expect(isValidEmail('ada@example.com')).toBe(true)
  })

  test('behavior: accepts subdomains, plus tags and long TLDs', () => {
    expect(isValidEmail('ada+wallet@mail.example.co.uk')).toBe(true)
    expect(isValidEmail('a.b@example.technology')).toBe(true)
  })

  test('behavior: rejects malformed addresses', () => {
    for (const value of [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'ada@example.c',
      'a da@example.com',
      'ada@@example.com',
      'ada@example..com',
    ])
      expect(isValidEmail(value), value).toBe(false)
  })

  test('behavior: rejects addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false)
  })
})
