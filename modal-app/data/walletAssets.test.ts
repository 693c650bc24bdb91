import { describe, expect, test, vi } from 'vitest'
import type { NetworkEntry } from '../config/types.js'
import { type AskWallet, fetchWalletAssets } from './walletAssets.js'

const ACCOUNT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const network: NetworkEntry = {
  id: 1,
  name: 'Ethereum',
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
  testnet: false,
}
const usdc = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  balance: '0x2faf080',
  type: 'ERC20',
  metadata: {
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    price: 1,
    iconUrl: 'https://icons.example/usdc.png',
  },
}

/** A wallet that reports `capabilities` and answers `wallet_getAssets` with `assets`; logs what it was asked. */
function wallet(capabilities: unknown, assets: unknown) {
  const asked: string[] = []
  const ask: AskWallet = async ({ method }) => {
    asked.push(method)
    return method === 'wallet_getCapabilities' ? capabilities : assets
  }
  return { ask, asked }
}

const discovery = { '0x1': { assetDiscovery: { supported: true } } }

describe('fetchWalletAssets', () => {
  test('default: the wallet’s assets as token balances, valued by their price', async () => {
    const { ask } = wallet(discovery, { '0x1': [usdc] })
    expect(await fetchWalletAssets(ask, ACCOUNT, network)).toEqual([
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: usdc.address,
        price: 1,
        value: 50,
        quantity: { decimals: '6', numeric: '50' },
        iconUrl: 'https://icons.example/usdc.png',
      },
    ])
  })

  test('behavior: not asked for assets when the wallet does not report discovery for the chain', async () => {
    const { ask, asked } = wallet({ '0x1': { atomic: { status: 'supported' } } }, { '0x1': [usdc] })
    expect(await fetchWalletAssets(ask, ACCOUNT, network)).toBeUndefined()
    expect(asked).toEqual(['wallet_getCapabilities'])
  })

  test('error: one asset off the shape, or not an object of arrays, means the next source', async () => {
    const bad = [
      { '0x1': [usdc, { ...usdc, balance: '50' }] },
      { '0x1': [{ ...usdc, type: 'ERC721' }] },
      { '0x1': [{ ...usdc, address: 'USDC' }] },
      { '0x1': usdc },
      [usdc],
    ]
    for (const assets of bad)
      expect(await fetchWalletAssets(wallet(discovery, assets).ask, ACCOUNT, network)).toBeUndefined()
    const failing: AskWallet = async () => {
      throw new Error('Method not supported')
    }
    expect(await fetchWalletAssets(failing, ACCOUNT, network)).toBeUndefined()
  })
})

describe('fetchWalletAssets, a silent wallet', () => {
  test('error: a wallet that never answers means the next source', async () => {
    vi.useFakeTimers()
    try {
      const silent: AskWallet = () => new Promise(() => {})
      const result = fetchWalletAssets(silent, ACCOUNT, network)
      await vi.advanceTimersByTimeAsync(3_000)
      expect(await result).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })
})
