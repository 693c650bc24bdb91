import { describe, expect, test } from 'vitest'
import { walletConnectMetadata } from './walletConnectMetadata.js'

describe('walletConnectMetadata', () => {
  test('default: the dapp’s claims beside the verified origin, never its claimed url', () => {
    const metadata = { name: 'Uniswap', description: 'Swap', url: 'https://app.uniswap.org', icons: [] }
    expect(walletConnectMetadata(metadata, 'https://evil.vercel.app')).toEqual({
      name: 'Uniswap',
      description: 'Swap',
      url: 'https://evil.vercel.app',
      icons: [],
    })
  })

  test('behavior: without metadata the verified origin’s host names the dapp', () => {
    expect(walletConnectMetadata(undefined, 'http://127.0.0.1:5174')).toEqual({
      name: '127.0.0.1:5174',
      description: '',
      url: 'http://127.0.0.1:5174',
      icons: [],
    })
  })
})
