import { describe, expect, test } from 'vitest'
import { type AssetPolicy, assetSource, assetUrl, isPublicHost } from './assetUrl.js'

const policy: AssetPolicy = {
  gateway: 'http://127.0.0.1:8080/ipfs/',
  trustedOrigins: ['http://127.0.0.1:8545'],
}

describe('assetSource', () => {
  test('default: https on a public host is read, not trusted', () => {
    expect(assetSource('https://nft.example/meta/1.json', policy)).toEqual({
      url: 'https://nft.example/meta/1.json',
      trusted: false,
    })
    expect(assetSource('https://93.184.216.34/1.json', policy)).toEqual({
      url: 'https://93.184.216.34/1.json',
      trusted: false,
    })
    expect(assetSource('https://[2606:4700::6810:84e5]/1.json', policy)).toMatchObject({ trusted: false })
  })

  test('behavior: the gateway may be written with or without its trailing slash', () => {
    expect(assetSource('ipfs://bafy/1.json', { ...policy, gateway: 'http://127.0.0.1:8080/ipfs' })).toEqual({
      url: 'http://127.0.0.1:8080/ipfs/bafy/1.json',
      trusted: true,
    })
    // A sibling path that merely starts alike is not under the gateway.
    expect(
      assetSource('http://127.0.0.1:8080/ipfs-admin/x', { ...policy, gateway: 'http://127.0.0.1:8080/ipfs' }),
    ).toBeUndefined()
  })

  test('behavior: ipfs: through the configured gateway, trusted, never above its path', () => {
    expect(assetSource('ipfs://bafybeigdyrzt/1.json', policy)).toEqual({
      url: 'http://127.0.0.1:8080/ipfs/bafybeigdyrzt/1.json',
      trusted: true,
    })
    expect(assetSource('ipfs://ipfs/bafybeigdyrzt', policy)).toEqual({
      url: 'http://127.0.0.1:8080/ipfs/bafybeigdyrzt',
      trusted: true,
    })
    expect(assetSource('http://127.0.0.1:8080/ipfs/bafy/2.json', policy)).toMatchObject({ trusted: true })
    for (const outside of ['ipfs://../../admin', 'ipfs://bafy/%2e%2e/%2e%2e/admin', 'ipfs://']) {
      expect(assetSource(outside, policy), outside).toBeUndefined()
    }
    // The gateway's other paths are not the gateway.
    expect(assetSource('http://127.0.0.1:8080/admin', policy)).toBeUndefined()
  })

  test('behavior: the network’s own RPC origin may be read, whatever its host', () => {
    expect(assetSource('http://127.0.0.1:8545/token/1', policy)).toEqual({
      url: 'http://127.0.0.1:8545/token/1',
      trusted: true,
    })
  })

  test('behavior: data: URIs are inline', () => {
    expect(assetSource('data:application/json,{}', policy)).toEqual({ inline: 'data:application/json,{}' })
  })

  test('error: http:, private, loopback and local hosts, credentials and other schemes are refused', () => {
    for (const refused of [
      'http://nft.example/1.json',
      'https://127.0.0.1/1.json',
      'https://127.8.9.10/1.json',
      'https://2130706433/1.json',
      'https://0x7f.1/1.json',
      'https://10.0.0.8/1.json',
      'https://172.16.0.1/1.json',
      'https://172.31.255.255/1.json',
      'https://192.168.1.1/1.json',
      'https://169.254.169.254/latest/meta-data',
      'https://0.0.0.0/1.json',
      'https://100.64.0.1/1.json',
      'https://224.0.0.1/1.json',
      'https://[::1]/1.json',
      'https://[::]/1.json',
      'https://[::ffff:127.0.0.1]/1.json',
      'https://[fc00::1]/1.json',
      'https://[fd12:3456::1]/1.json',
      'https://[fe80::1]/1.json',
      'https://localhost/1.json',
      'https://localhost./1.json',
      'https://api.localhost/1.json',
      'https://printer.local/1.json',
      'https://metadata.google.internal/1.json',
      'https://router/1.json',
      'https://nas.home.arpa/1.json',
      'https://user:secret@nft.example/1.json',
      'http://127.0.0.1:9999/track/1',
      'ftp://nft.example/1.json',
      'javascript:alert(1)',
      'not a url',
      42,
      undefined,
    ]) {
      expect(assetSource(refused, policy), String(refused)).toBeUndefined()
    }
  })
})

describe('isPublicHost', () => {
  test('behavior: the edges of the private ranges', () => {
    expect(
      ['172.15.255.255', '172.32.0.1', '100.63.255.255', '100.128.0.1', '11.0.0.1', '223.255.255.255'].map(
        isPublicHost,
      ),
    ).toEqual([true, true, true, true, true, true])
    expect(['[2001:db8::1]', '[3fff::1]', '[4000::1]', '[64:ff9b::7f00:1]'].map(isPublicHost)).toEqual([
      true,
      true,
      false,
      false,
    ])
  })
})

describe('assetUrl', () => {
  test('default: public https and data:image URLs pass', () => {
    expect(assetUrl('https://nft.example/1.png')).toBe('https://nft.example/1.png')
    expect(assetUrl('data:image/svg+xml;base64,PHN2Zy8+')).toBe('data:image/svg+xml;base64,PHN2Zy8+')
  })

  test('behavior: ipfs: goes through the gateway, the public one by default', () => {
    expect(assetUrl('ipfs://bafybeigdyrzt/1.png')).toBe('https://ipfs.io/ipfs/bafybeigdyrzt/1.png')
    expect(assetUrl('ipfs://bafybeigdyrzt/1.png', policy)).toBe(
      'http://127.0.0.1:8080/ipfs/bafybeigdyrzt/1.png',
    )
  })

  test('error: other data:, http: and private URLs, other schemes and non-strings are refused', () => {
    expect([
      assetUrl('javascript:alert(1)'),
      assetUrl('data:text/html,<b>x</b>'),
      assetUrl('http://nft.example/1.png'),
      assetUrl('https://192.168.1.1/1.png'),
      assetUrl('ipfs://'),
      assetUrl(42),
    ]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined])
  })
})
