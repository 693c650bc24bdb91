import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  API_DOWN_PROJECT_ID,
  type BlockchainApiServer,
  startBlockchainApi,
} from '../../e2e/stack/blockchainApiServer.js'
import { version } from '../../package.json'
import { createBlockchainApi } from './blockchainApi.js'
import { noteChainWrite } from './chainWrites.js'
import { BlockchainApiError } from './errors.js'

// The client against a local server built from SPEC §7's contract (e2e/stack/blockchainApiServer.ts).
const ACCOUNT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const transaction = (id: string) => ({
  id,
  metadata: {
    operationType: 'send',
    status: 'confirmed',
    sentFrom: ACCOUNT,
    sentTo: TOKEN,
    minedAt: '2026-11-01T10:00:00Z',
    chain: 'eip155:1',
  },
  transfers: [{ direction: 'out', quantity: { numeric: '1.5' }, fungible_info: { symbol: 'USDC' } }],
})

let server: BlockchainApiServer
beforeAll(async () => {
  server = await startBlockchainApi({
    supportedChains: ['eip155:1'],
    balancesOf: async () => [
      { name: 'USD Coin', symbol: 'USDC', address: TOKEN, decimals: 6, numeric: '12.5' },
    ],
    prices: { USDC: 1 },
    history: { [ACCOUNT.toLowerCase()]: [transaction('a'), transaction('b'), transaction('c')] },
    identities: {
      [ACCOUNT.toLowerCase()]: { name: 'holder.wallet', avatar: 'https://avatars.example/h.png' },
    },
  })
})
afterAll(() => server.close())

let projects = 0
function api(options: { projectId?: string; clientId?: string } = {}) {
  const projectId = options.projectId ?? `unit-${++projects}`
  return {
    client: createBlockchainApi({ baseUrl: server.url, projectId, clientId: () => options.clientId }),
    requests: async () =>
      (await (await fetch(`${server.url}/__requests?projectId=${projectId}`)).json()) as {
        path: string
        query: Record<string, string>
      }[],
  }
}

describe('createBlockchainApi', () => {
  test('default: balances, history, identity and prices in their documented shapes', async () => {
    const { client } = api()
    expect(await client.balance(ACCOUNT, 'eip155:1')).toMatchObject([
      {
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: `eip155:1:${TOKEN}`,
        value: 12.5,
        quantity: { numeric: '12.5' },
      },
    ])
    expect(await client.history(ACCOUNT, 'eip155:1', undefined)).toMatchObject({
      data: [{ id: 'a' }, { id: 'b' }],
      next: '2',
    })
    expect(await client.history(ACCOUNT, 'eip155:1', '2')).toMatchObject({ data: [{ id: 'c' }], next: null })
    expect(await client.identity(ACCOUNT)).toEqual({
      name: 'holder.wallet',
      avatar: 'https://avatars.example/h.png',
    })
    expect(await client.fungiblePrice([`eip155:1:${TOKEN}`])).toMatchObject([{ symbol: 'USDC', price: 1 }])
  })

  test('behavior: projectId, st, sv and clientId on every call', async () => {
    const { client, requests } = api({ clientId: 'client-1' })
    await client.balance(ACCOUNT, 'eip155:1')
    await client.fungiblePrice([`eip155:1:${TOKEN}`])
    const seen = await requests()
    expect(seen.map(({ path }) => path)).toEqual([
      '/v1/supported-chains',
      `/v1/account/${ACCOUNT}/balance`,
      '/v1/fungible/price',
    ])
    for (const { query } of seen)
      expect(query).toMatchObject({
        projectId: expect.any(String),
        st: 'wallet-modal',
        sv: `wallet-modal-${version}`,
        clientId: 'client-1',
      })
  })

  test('behavior: the first balance read after a transaction asks the API to skip its cache (forceUpdate)', async () => {
    const { client, requests } = api()
    await client.balance(ACCOUNT, 'eip155:1')
    noteChainWrite()
    await client.balance(ACCOUNT, 'eip155:1')
    await client.balance(ACCOUNT, 'eip155:1')
    const balances = (await requests()).filter(({ path }) => path.endsWith('/balance'))
    expect(balances.map(({ query }) => query.forceUpdate)).toEqual([undefined, 'true', undefined])
  })

  test('behavior: a chain the API does not support is empty, without a call for it', async () => {
    const { client, requests } = api()
    expect(await client.balance(ACCOUNT, 'eip155:31337')).toEqual([])
    expect(await client.history(ACCOUNT, 'eip155:31337', undefined)).toEqual({ data: [], next: undefined })
    expect((await requests()).map(({ path }) => path)).toEqual(['/v1/supported-chains'])
  })

  test('error: a non-OK status is an error with the status', async () => {
    const { client } = api({ projectId: API_DOWN_PROJECT_ID })
    const error = await client.identity(ACCOUNT).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BlockchainApiError)
    expect(error).toMatchObject({
      status: 503,
      shortMessage: 'The Blockchain API answered 503 to v1/identity/…',
    })
  })

  test('error: no answer and a malformed answer are errors', async () => {
    const unreachable = createBlockchainApi({ baseUrl: 'http://127.0.0.1:9', projectId: 'p' })
    await expect(unreachable.identity(ACCOUNT)).rejects.toBeInstanceOf(BlockchainApiError)
    const malformed = createBlockchainApi({
      baseUrl: server.url,
      projectId: 'p',
      fetch: async () => new Response(JSON.stringify({ balances: [{ name: 1 }] })),
    })
    await expect(malformed.balance(ACCOUNT, 'eip155:1')).rejects.toThrow(/malformed/)
  })
  test('error: a balance whose token address is not an address is malformed (the caller reads the chain)', async () => {
    const balance = {
      name: 'Nope',
      symbol: 'NOPE',
      chainId: 'eip155:1',
      quantity: { decimals: '6', numeric: '1' },
    }
    const client = createBlockchainApi({
      baseUrl: server.url,
      projectId: 'p',
      fetch: async (url) =>
        new Response(
          JSON.stringify(
            String(url).includes('supported-chains')
              ? { http: ['eip155:1'] }
              : { balances: [{ ...balance, address: 'eip155:1:USDC' }] },
          ),
        ),
    })
    await expect(client.balance(ACCOUNT, 'eip155:1')).rejects.toThrow(
      "The Blockchain API's answer to v1/account/…/balance is malformed",
    )
  })
})
