import { describe, expect, test } from 'vitest'
import { CATALOGUE } from './catalogue.js'
import { CATALOGUE_CHAINS } from './catalogueChains.js'
import { queryCatalogue } from './queryCatalogue.js'
import { walletChainFilter } from './walletChainFilter.js'

const ETHEREUM = 'eip155:1'
const BASE = 'eip155:8453'
const ANVIL = 'eip155:31337'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const LISTED = [ETHEREUM, BASE, SOLANA]

describe('walletChainFilter', () => {
  test('default: a network wallets list is matched exactly', () => {
    expect(walletChainFilter([BASE], LISTED)).toEqual([BASE])
    expect(walletChainFilter([SOLANA, ETHEREUM], LISTED)).toEqual([SOLANA, ETHEREUM])
  })

  test('behavior: a network no wallet lists is matched by namespace, keeping its own id', () => {
    expect(walletChainFilter([ANVIL], LISTED)).toEqual([ANVIL, ETHEREUM, BASE])
    expect(walletChainFilter([SOLANA_DEVNET], LISTED)).toEqual([SOLANA_DEVNET, SOLANA])
  })

  test('behavior: only the unlisted network widens; ids do not repeat', () => {
    expect(walletChainFilter([ETHEREUM, ANVIL, SOLANA], LISTED)).toEqual([ETHEREUM, ANVIL, BASE, SOLANA])
  })

  test('behavior: a namespace no wallet lists stays exact', () => {
    expect(walletChainFilter(['polkadot:91b171bb158e2d3848fa23a9f1c25182'], LISTED)).toEqual([
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    ])
  })

  test('behavior: with the built-in catalogue, an anvil-only app lists EVM wallets and no others', () => {
    const page = queryCatalogue(CATALOGUE, {
      page: 1,
      entries: 100,
      chains: walletChainFilter([ANVIL], CATALOGUE_CHAINS),
    })
    const names = page.data.map((wallet) => wallet.name)
    expect(names).toEqual(expect.arrayContaining(['MetaMask', 'Rainbow', 'Trust Wallet']))
    expect(names).not.toContain('Solflare')
    expect(names).not.toContain('Keplr')
    expect(page.data.every((wallet) => wallet.chains.some((chain) => chain.startsWith('eip155:')))).toBe(true)
  })

  test('behavior: with the built-in catalogue, a listed chain keeps its exact filter', () => {
    const celo = 'eip155:42220'
    const page = queryCatalogue(CATALOGUE, {
      page: 1,
      entries: 100,
      chains: walletChainFilter([celo], CATALOGUE_CHAINS),
    })
    expect(page.count).toBeGreaterThan(0)
    expect(page.data.every((wallet) => wallet.chains.includes(celo))).toBe(true)
    expect(page.data.map((wallet) => wallet.name)).not.toContain('MetaMask')
  })
})
