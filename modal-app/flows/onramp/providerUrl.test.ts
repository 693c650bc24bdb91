import { describe, expect, test } from 'vitest'
import { checkProviderUrl } from './providerUrl.js'

describe('checkProviderUrl', () => {
  test('default: https, and plain http on the visitor own machine', () => {
    expect(checkProviderUrl('https://pay.example.com/buy?a=1')?.host).toBe('pay.example.com')
    expect(checkProviderUrl('http://127.0.0.1:4000/onramp')?.host).toBe('127.0.0.1:4000')
    expect(checkProviderUrl('http://localhost:4000/')?.host).toBe('localhost:4000')
  })

  test('error: anything else is refused', () => {
    for (const raw of [
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'http://pay.example.com/',
      'https://pay.example.com@evil.example/',
      'https://user:pw@pay.example.com/',
      'file:///etc/passwd',
      '/relative',
      '',
      42,
      undefined,
      `https://pay.example.com/${'a'.repeat(5000)}`,
    ])
      expect(checkProviderUrl(raw)).toBeUndefined()
  })
})
