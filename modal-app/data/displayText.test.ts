import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import type { NetworkEntry } from '../config/types.js'
import { balancesSchema, fungiblePriceSchema, historySchema, identitySchema } from './blockchainApiSchemas.js'
import { cleanTokenName, cleanTokenSymbol } from './displayText.js'
import { fetchWalletAssets } from './walletAssets.js'

// Token, NFT and collection names and symbols are cleaned where they enter: the Blockchain API's parse, the wallet's
// asset discovery, and the chain reads (contractInfo.ts, fetchOnChainBalances.ts, fetchOnChainNfts.ts use these).
const BIDI = '\u202eDSU\u200b Coin\u2028 claim at evil.example'

describe('cleanTokenName, cleanTokenSymbol', () => {
  test('behavior: no bidi, zero-width or control characters, one line, bounded', () => {
    expect(cleanTokenName(BIDI)).toBe('DSU Coin  claim at evil.example')
    expect(cleanTokenName('x'.repeat(100))).toHaveLength(40)
    expect(cleanTokenSymbol('\u2066USDC\u2069\u0000')).toBe('USDC')
    expect(cleanTokenSymbol('CLAIM-AT-EVIL.EXAMPLE')).toBe('CLAIM-AT-EVIL.E…')
  })
})

describe('the Blockchain API’s answers', () => {
  test('behavior: balances, transfers and prices are cleaned as they are parsed', () => {
    const balance = {
      name: BIDI,
      symbol: '\u202eCSDU',
      chainId: 'eip155:1',
      quantity: { decimals: '6', numeric: '1' },
    }
    expect(v.parse(balancesSchema, { balances: [balance] }).balances[0]).toMatchObject({
      name: 'DSU Coin  claim at evil.example',
      symbol: 'CSDU',
    })
    const history = v.parse(historySchema, {
      data: [
        {
          id: 'a',
          metadata: { operationType: 'receive', status: 'confirmed', sentFrom: '', sentTo: '', minedAt: '' },
          transfers: [
            { nft_info: { name: 'Free\u200b Mint\u202e' } },
            { fungible_info: { name: 'Tether\u2066', symbol: 'USD\u200bT' } },
          ],
        },
      ],
    })
    expect(history.data[0]?.transfers).toMatchObject([
      { nft_info: { name: 'Free Mint' } },
      { fungible_info: { name: 'Tether', symbol: 'USDT' } },
    ])
    expect(
      v.parse(fungiblePriceSchema, { fungibles: [{ name: null, symbol: '\u202eHTE', price: 1 }] }).fungibles,
    ).toEqual([{ name: null, symbol: 'HTE', price: 1 }])
  })

  test('behavior: a profile name is cleaned and bounded as it is parsed; no name stays none', () => {
    expect(
      v.parse(identitySchema, { name: `\u202ehte.kilativ\u200b ${'x'.repeat(80)}`, avatar: null }),
    ).toEqual({
      name: `hte.kilativ ${'x'.repeat(51)}…`,
      avatar: null,
    })
    expect(v.parse(identitySchema, { name: null })).toEqual({ name: null })
  })
})

describe('the wallet’s asset discovery', () => {
  test('behavior: names and symbols are cleaned', async () => {
    const network = {
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    } as NetworkEntry
    const assets = {
      '0x1': [
        {
          address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
          balance: '0x1',
          type: 'ERC20',
          metadata: { name: BIDI, symbol: 'US\u200bDC\n', decimals: 6 },
        },
      ],
    }
    const ask = async ({ method }: { method: string }) =>
      method === 'wallet_getCapabilities' ? { '0x1': { assetDiscovery: { supported: true } } } : assets
    expect(await fetchWalletAssets(ask, '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', network)).toMatchObject(
      [{ name: 'DSU Coin  claim at evil.example', symbol: 'USDC' }],
    )
  })
})
