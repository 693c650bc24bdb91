import { describe, expect, test } from 'vitest'
import { methodOrder } from './AuthMethods.js'
import { cooldownLeft, cooldownText, isEmail, markSent } from './authErrors.js'

describe('SPEC §5: email login validation and cooldown', () => {
  test('behavior: the cooldown text rounds the seconds left up', () => {
    expect(cooldownText(30_000)).toBe('Please try again after 30 seconds')
    expect(cooldownText(1)).toBe('Please try again after 1 seconds')
    expect(cooldownText(12_001)).toBe('Please try again after 13 seconds')
  })

  test('behavior: an address sent to waits 30 s, case-insensitively', () => {
    markSent('Me@Example.com', 1_000)
    expect(cooldownLeft('me@example.com', 1_000)).toBe(30_000)
    expect(cooldownLeft('me@example.com', 20_500)).toBe(10_500)
    expect(cooldownLeft('me@example.com', 31_000)).toBe(0)
    expect(cooldownLeft('other@example.com', 1_000)).toBe(0)
  })

  test('error: emails must be valid format', () => {
    for (const good of ['a@b.co', 'first.last+tag@sub.example.org']) expect(isEmail(good)).toBe(true)
    for (const bad of [
      '',
      'a',
      'a@b',
      'a @b.co',
      '@b.co',
      'a@.co',
      'a@b.',
      'a@@b.co',
      `${'x'.repeat(65)}@b.co`,
    ])
      expect(isEmail(bad)).toBe(false)
  })
})

describe("SPEC §2: Connect's method order", () => {
  test('default: email, social, wallet; wallet first when a browser wallet is installed; the host overrides', () => {
    expect(methodOrder(undefined, false)).toEqual(['email', 'social', 'wallet'])
    expect(methodOrder(undefined, true)).toEqual(['wallet', 'email', 'social'])
    expect(methodOrder(['social', 'wallet'], true)).toEqual(['social', 'wallet'])
  })
})
