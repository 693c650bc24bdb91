import { describe, expect, test } from 'vitest'
import { assetUrl } from './assetUrl.js'

describe('assetUrl', () => {
  test('default: http(s) and data: URLs pass', () => {
    expect(assetUrl('https://nft.example/1.png')).toBe('https://nft.example/1.png')
    expect(assetUrl('data:image/svg+xml;base64,PHN2Zy8+')).toBe('data:image/svg+xml;base64,PHN2Zy8+')
  })

  test('behavior: ipfs: goes through the gateway', () => {
    expect(assetUrl('ipfs://bafybeigdyrzt/1.png')).toBe('https://ipfs.io/ipfs/bafybeigdyrzt/1.png')
    expect(assetUrl('ipfs://ipfs/bafybeigdyrzt')).toBe('https://ipfs.io/ipfs/bafybeigdyrzt')
  })

  test('error: other schemes and non-strings are refused', () => {
    expect([
      assetUrl('javascript:alert(1)'),
      assetUrl('ipfs://'),
      assetUrl(42),
      assetUrl(' https://a.b'),
    ]).toEqual([undefined, undefined, undefined, undefined])
  })
})
