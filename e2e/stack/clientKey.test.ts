import { describe, expect, test } from 'vitest'
import { clientKey } from './clientKey.js'

describe('clientKey', () => {
  test('default: an IPv4 address is its own client, mapped into IPv6 or not', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::FFFF:127.0.0.1')).toBe('127.0.0.1')
  })

  test('behavior: an IPv6 address counts as its /64, however it is written', () => {
    const key = '2001:db8:85a3:8d3::/64'
    for (const address of [
      '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      '2001:0DB8:85A3:08D3:ffff:ffff:ffff:ffff',
      '2001:db8:85a3:8d3::1',
      '2001:db8:85a3:8d3::',
      '2001:db8:85a3:8d3::1%eth0',
    ])
      expect(clientKey(address), address).toBe(key)
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('2001:db8:85a3:8d4::1')).not.toBe(key)
  })
})
