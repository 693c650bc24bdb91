import { describe, expect, test } from 'vitest'
import { normalizeRdns } from './normalizeRdns.js'

describe('normalizeRdns', () => {
  test('default', () => {
    expect(normalizeRdns('io.rabby')).toBe('io.rabby')
    expect(normalizeRdns(' App.Phantom ')).toBe('app.phantom')
  })

  test('behavior: the rdns of MetaMask mobile counts as the desktop one', () => {
    expect(normalizeRdns('io.metamask.mobile')).toBe('io.metamask')
    expect(normalizeRdns('io.metamask')).toBe('io.metamask')
    expect(normalizeRdns('io.metamask.flask')).toBe('io.metamask.flask')
  })

  test('behavior: nothing is undefined', () => {
    expect(normalizeRdns(undefined)).toBeUndefined()
    expect(normalizeRdns(null)).toBeUndefined()
    expect(normalizeRdns('  ')).toBeUndefined()
  })
})
