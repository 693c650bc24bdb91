import { createTestClient, getAddress, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Anvil, startAnvil } from './anvil.js'
import { type BlockchainApiServer, startBlockchainApi } from './blockchainApiServer.js'
import { createConvertService, NATIVE } from './convertServer.js'
import { deployErc20 } from './erc20.js'
import { addEthPool, deployUniswapFresh, type UniswapDeployment } from './uniswap.js'

let anvil: Anvil
let uniswap: UniswapDeployment
let api: BlockchainApiServer
let token: `0x${string}`
const user = privateKeyToAccount(generatePrivateKey()).address
const CHAIN = 'eip155:31337'

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  uniswap = await deployUniswapFresh(anvil.rpcUrl, 31337)
  const provider = generatePrivateKey()
  await createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).setBalance({
    address: privateKeyToAccount(provider).address,
    value: parseEther('20'),
  })
  token = await deployErc20({
    rpcUrl: anvil.rpcUrl,
    chainId: 31337,
    deployer: provider,
    name: 'Pool Token',
    symbol: 'POOL',
    mints: [{ to: privateKeyToAccount(provider).address, amount: parseUnits('1000', 18) }],
  })
  await addEthPool(uniswap, {
    provider,
    token,
    tokenAmount: parseUnits('1000', 18),
    ethAmount: parseEther('10'),
  })
  api = await startBlockchainApi({
    supportedChains: [],
    balancesOf: async () => [],
    prices: {},
    history: {},
    identities: {},
    convert: createConvertService(uniswap, { ethUsd: 2000 }),
  })
}, 60_000)
afterAll(async () => {
  await api?.close()
  await anvil?.stop()
})

const call = async (path: string, body?: unknown) => {
  const url = `${api.url}${path}${path.includes('?') ? '&' : '?'}projectId=p&st=s&sv=v`
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('createConvertService', () => {
  test('default: tokens are the native one and the pools’ tokens, read from the chain', async () => {
    const { body } = await call(`/v1/convert/tokens?chainId=${CHAIN}`)
    expect(body.tokens).toEqual([
      expect.objectContaining({ symbol: 'ETH', address: `${CHAIN}:${NATIVE}`, decimals: 18 }),
      ...[token, uniswap.weth]
        .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))
        .map((address) =>
          expect.objectContaining({ address: `${CHAIN}:${getAddress(address)}`, decimals: 18 }),
        ),
    ])
  })

  test('default: a quote is the router’s getAmountsOut (x·997·R_out / (R_in·1000 + x·997))', async () => {
    const amount = parseUnits('10', 18)
    const { body } = await call(
      `/v1/convert/quotes?amount=${amount}&userAddress=${CHAIN}:${user}&from=${CHAIN}:${token}&to=${CHAIN}:${uniswap.weth}&gasPrice=1`,
    )
    const expected = (amount * 997n * parseEther('10')) / (parseUnits('1000', 18) * 1000n + amount * 997n)
    expect(body.quotes).toEqual([
      expect.objectContaining({ fromAmount: String(amount), toAmount: String(expected) }),
    ])
  })

  test('default: prices follow the pool’s mid price', async () => {
    const { body } = await call('/v1/fungible/price', {
      currency: 'usd',
      projectId: 'p',
      addresses: [`${CHAIN}:${token}`, `${CHAIN}:${uniswap.weth}`],
    })
    expect(body.fungibles).toEqual([
      expect.objectContaining({ symbol: 'POOL', price: 20 }),
      expect.objectContaining({ symbol: 'WETH', price: 2000 }),
    ])
  })

  test('default: allowance starts at 0, build-approve and build-transaction name the router', async () => {
    expect(
      (await call(`/v1/convert/allowance?tokenAddress=${CHAIN}:${token}&userAddress=${CHAIN}:${user}`)).body,
    ).toEqual({
      allowance: '0',
    })
    const approve = await call(
      `/v1/convert/build-approve?userAddress=${CHAIN}:${user}&from=${CHAIN}:${token}&to=${CHAIN}:${uniswap.weth}`,
    )
    expect(approve.body.tx).toMatchObject({ from: user, to: getAddress(token), value: '0' })
    const swap = await call('/v1/convert/build-transaction', {
      amount: '1000',
      eip155: { slippage: 1 },
      projectId: 'p',
      from: `${CHAIN}:${NATIVE}`,
      to: `${CHAIN}:${token}`,
      userAddress: `${CHAIN}:${user}`,
      disableEstimate: true,
    })
    expect(swap.body.tx).toMatchObject({ from: user, to: getAddress(uniswap.router), value: '1000' })
  })

  test('error: bad input is a 400 with the reason', async () => {
    const { status, body } = await call(
      `/v1/convert/quotes?amount=0x1&userAddress=${user}&from=${CHAIN}:${token}&to=${CHAIN}:${uniswap.weth}`,
    )
    expect(status).toBe(400)
    expect(body.message).toMatch(/^amount must be/)
  })
})
