import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type EsploraServer, startEsplora } from '../../e2e/stack/esplora.js'
import type { NetworkEntry } from '../config/types.js'
import { EsploraError } from './errors.js'
import { fetchBitcoinBalance } from './esploraClient.js'

// The client against the local Esplora (e2e/stack/esplora.ts): the two ends of Esplora's address contract.
const REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328'
const FUNDED = 'bcrt1qwz7wemp8kc7dxcjqkvz2rk7tz5v0v9hw6y7nw0'
const EMPTY = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'
let server: EsploraServer

const networkAt = (url: string): NetworkEntry => ({
  id: REGTEST,
  name: 'Bitcoin Regtest',
  caipNetworkId: `bip122:${REGTEST}`,
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [url] } },
  testnet: false,
})

beforeAll(async () => {
  server = await startEsplora({
    chainId: REGTEST,
    ledger: {
      [FUNDED]: [
        { sats: 150_000_000, confirmed: true },
        { sats: 25_000_000, confirmed: true, spent: 'chain' },
        { sats: 10_000_000, confirmed: true, spent: 'mempool' },
        { sats: 2_345_678, confirmed: false },
      ],
    },
  })
})
afterAll(() => server.close())

describe('fetchBitcoinBalance', () => {
  test('default: confirmed and mempool outputs paid, less those spent, in satoshis', async () => {
    expect(await fetchBitcoinBalance(networkAt(server.url), FUNDED)).toBe(152_345_678n)
  })

  test('behavior: an address with no outputs has 0; a trailing slash on the base URL is fine', async () => {
    expect(await fetchBitcoinBalance(networkAt(`${server.url}/`), EMPTY)).toBe(0n)
  })

  test('error: a non-OK status is an EsploraError with the status and the server’s text', async () => {
    const failure = fetchBitcoinBalance(networkAt(server.url), '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')
    await expect(failure).rejects.toThrow(EsploraError)
    await expect(failure).rejects.toMatchObject({ status: 400 })
    await expect(failure).rejects.toThrow('Invalid Bitcoin address')
  })

  test.each([
    ['a balance as text', { funded_txo_sum: '1', spent_txo_sum: 0 }, FUNDED],
    ['another address', { funded_txo_sum: 1, spent_txo_sum: 0 }, EMPTY],
    ['more spent than paid', { funded_txo_sum: 1, spent_txo_sum: 2 }, FUNDED],
  ])('error: an answer with %s is refused', async (_, stats, answeredAddress) => {
    const answer = { address: answeredAddress, chain_stats: stats, mempool_stats: stats }
    const fetchImpl = (async () => Response.json(answer)) as typeof fetch
    await expect(fetchBitcoinBalance(networkAt(server.url), FUNDED, fetchImpl)).rejects.toThrow(EsploraError)
  })

  test('error: no answer is an EsploraError', async () => {
    await expect(fetchBitcoinBalance(networkAt('http://127.0.0.1:9'), FUNDED)).rejects.toThrow(
      'did not answer',
    )
  })
})
