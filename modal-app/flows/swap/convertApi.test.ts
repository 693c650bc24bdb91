import { describe, expect, test } from 'vitest'
import type { BlockchainApiError } from '../../data/errors.js'
import { createConvertApi, NATIVE_TOKEN } from './convertApi.js'

const USER = 'eip155:1:0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const ETH = `eip155:1:${NATIVE_TOKEN}`
const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'

/** A client whose API answers `answer` (status 200 unless given) and records what it was asked. */
function clientAnswering(answer: unknown, status = 200) {
  const calls: { url: URL; method: string; body: unknown }[] = []
  const api = createConvertApi({
    baseUrl: 'https://api.example',
    projectId: 'p1',
    swapNetworks: ['eip155:31337'],
    fetch: (async (url: URL, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      })
      return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), { status })
    }) as typeof fetch,
  })
  return { api, calls }
}

/** What a call rejected with, as the test compares it. */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: BlockchainApiError) => ({
      name: error.name,
      shortMessage: error.shortMessage,
      details: error.details,
      status: error.status,
    }),
  )

describe('createConvertApi', () => {
  test('default: tokens, with SPEC §7’s query, names and symbols cleaned', async () => {
    const { api, calls } = clientAnswering({
      tokens: [
        {
          name: 'Ether',
          symbol: 'ETH',
          address: ETH,
          decimals: 18,
          logoUri: 'https://logo/eth.png',
          eip2612: false,
        },
        { name: 'USD\u202eCoin', symbol: 'USDC', address: USDC, decimals: 6 },
      ],
    })
    expect(await api.tokens('eip155:1')).toEqual([
      { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: 'https://logo/eth.png' },
      { name: 'USDCoin', symbol: 'USDC', address: USDC, decimals: 6, logoUri: '' },
    ])
    const [call] = calls
    expect(call?.url.pathname).toBe('/v1/convert/tokens')
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toMatchObject({
      chainId: 'eip155:1',
      projectId: 'p1',
    })
    expect(call?.url.searchParams.get('st')).toBeTruthy()
  })

  test('default: a quote’s amounts are bigints, exact beyond 2^53, asked with SPEC §7’s parameters', async () => {
    const { api, calls } = clientAnswering({
      quotes: [
        {
          id: null,
          fromAmount: '10000000000000000000',
          fromAccount: USDC,
          toAmount: '0x15eb1f7a6f2c3e91',
          toAccount: ETH,
        },
      ],
    })
    expect(
      await api.quote({ amount: 10n ** 19n, userAddress: USER, from: USDC, to: ETH, gasPrice: 7n }),
    ).toEqual({
      fromAmount: 10n ** 19n,
      toAmount: 0x15eb1f7a6f2c3e91n,
    })
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toMatchObject({
      amount: '10000000000000000000',
      userAddress: USER,
      from: USDC,
      to: ETH,
      gasPrice: '7',
    })
  })

  test('default: build-transaction posts SPEC §7’s body with SPEC §9’s slippage of 1', async () => {
    const { api, calls } = clientAnswering({
      tx: {
        from: USER.split(':')[2],
        to: ROUTER,
        data: '0x38ed1739',
        value: '0',
        eip155: { gas: '150000', gasPrice: '1000' },
      },
    })
    expect(await api.buildTransaction({ amount: 5n, userAddress: USER, from: USDC, to: ETH })).toEqual({
      from: USER.split(':')[2],
      to: ROUTER,
      data: '0x38ed1739',
      value: 0n,
      gas: 150_000n,
      gasPrice: 1_000n,
    })
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: {
        amount: '5',
        eip155: { slippage: 1 },
        projectId: 'p1',
        from: USDC,
        to: ETH,
        userAddress: USER,
        disableEstimate: false,
      },
    })
    expect(calls[0]?.url.pathname).toBe('/v1/convert/build-transaction')
  })

  test('default: gas price, allowance and build-approve', async () => {
    expect(
      await clientAnswering({ standard: '1388000000', fast: '2', instant: '3' }).api.gasPrice('eip155:1'),
    ).toBe(1_388_000_000n)
    const allowance = clientAnswering({
      allowance: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
    })
    expect(await allowance.api.allowance({ tokenAddress: USDC, userAddress: USER })).toBe(2n ** 256n - 1n)
    expect(Object.fromEntries(allowance.calls[0]?.url.searchParams ?? [])).toMatchObject({
      tokenAddress: USDC,
      userAddress: USER,
    })
    const approve = clientAnswering({
      tx: { from: USER.split(':')[2], to: USDC.split(':')[2], data: '0x095ea7b3', value: '0' },
    })
    expect(await approve.api.buildApprove({ userAddress: USER, from: USDC, to: ETH })).toMatchObject({
      value: 0n,
      data: '0x095ea7b3',
    })
    expect(Object.fromEntries(approve.calls[0]?.url.searchParams ?? [])).toMatchObject({
      userAddress: USER,
      from: USDC,
      to: ETH,
    })
  })

  test('error: a network without swaps is refused before any call (SPEC §8)', async () => {
    const { api, calls } = clientAnswering({ tokens: [] })
    await expect(api.tokens('eip155:11155111')).rejects.toThrow('Network not supported for Swaps')
    await expect(api.gasPrice('eip155:11155111')).rejects.toThrow('Network not supported for Gas Price')
    expect(calls).toEqual([])
    // The deployment's own swap network is served.
    await expect(api.tokens('eip155:31337')).resolves.toEqual([])
  })

  test('error: a malformed answer names the endpoint and the wrong field; nothing is rounded or dropped', async () => {
    expect(
      await failure(
        clientAnswering({ quotes: [{ fromAmount: '1', toAmount: 1.5 }] }).api.quote({
          amount: 1n,
          userAddress: USER,
          from: USDC,
          to: ETH,
          gasPrice: 1n,
        }),
      ),
    ).toEqual({
      name: 'BlockchainApiError',
      shortMessage: "The Blockchain API's answer to v1/convert/quotes is malformed",
      details: 'quotes[0].toAmount must be an integer amount as a decimal or 0x-hex string',
      status: undefined,
    })
    expect(
      await failure(
        clientAnswering({ quotes: [] }).api.quote({
          amount: 1n,
          userAddress: USER,
          from: USDC,
          to: ETH,
          gasPrice: 1n,
        }),
      ),
    ).toMatchObject({
      details: 'quotes must be a non-empty array',
    })
    expect(
      await failure(
        clientAnswering({ tokens: [{ name: 'A', symbol: 'A', address: USDC, decimals: 6.5 }] }).api.tokens(
          'eip155:1',
        ),
      ),
    ).toMatchObject({ details: 'tokens[0].decimals must be an integer from 0 to 36' })
    expect(
      await failure(
        clientAnswering({ tokens: [{ name: 'A', symbol: 'A', address: '0xabc', decimals: 6 }] }).api.tokens(
          'eip155:1',
        ),
      ),
    ).toMatchObject({ details: 'tokens[0].address must be a CAIP-10 address (eip155:<chain>:0x…)' })
    expect(
      await failure(
        clientAnswering({ allowance: '-1' }).api.allowance({ tokenAddress: USDC, userAddress: USER }),
      ),
    ).toMatchObject({
      details: 'allowance must be an integer amount as a decimal or 0x-hex string',
    })
    expect(
      await failure(
        clientAnswering({ tx: { from: ROUTER, to: 'nope', data: '0x', value: '0' } }).api.buildApprove({
          userAddress: USER,
          from: USDC,
          to: ETH,
        }),
      ),
    ).toMatchObject({ details: 'tx.to must be an address' })
    expect(
      await failure(
        clientAnswering({ tx: { from: ROUTER, to: ROUTER, data: '0x123', value: '0' } }).api.buildApprove({
          userAddress: USER,
          from: USDC,
          to: ETH,
        }),
      ),
    ).toMatchObject({ details: 'tx.data must be hex bytes (0x…)' })
    expect(await failure(clientAnswering('not json').api.gasPrice('eip155:1'))).toMatchObject({
      details: 'the answer must be an object',
    })
  })

  test('error: a non-OK status carries the service’s reason', async () => {
    expect(
      await failure(
        clientAnswering({ message: 'No route between these tokens' }, 400).api.quote({
          amount: 1n,
          userAddress: USER,
          from: USDC,
          to: ETH,
          gasPrice: 1n,
        }),
      ),
    ).toEqual({
      name: 'BlockchainApiError',
      shortMessage: 'The Blockchain API answered 400 to v1/convert/quotes',
      details: 'No route between these tokens',
      status: 400,
    })
  })
})
