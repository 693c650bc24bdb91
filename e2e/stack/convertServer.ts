import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  isAddress,
  maxUint256,
  zeroAddress,
} from 'viem'
import { PAIR, ROUTER, type UniswapDeployment } from './uniswap.js'

/**
 * SPEC §7's convert (swap) contract over Uniswap v2 on anvil, as the Blockchain API answers it, plus
 * `POST /v1/fungible/price` for the tokens of its chain. Every answer is read from the chain, never canned:
 * - `GET /v1/convert/tokens?chainId=eip155:N` → `{ tokens: [{ name, symbol, address, decimals, logoUri, eip2612 }] }`:
 *   the native token (address `eip155:N:0xeeee…`) then every token of the factory's pairs;
 * - `GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice` → `{ quotes: [{ id, fromAmount, fromAccount,
 *   toAmount, toAccount }] }`: the router's `getAmountsOut` over the direct pair, or through WETH;
 * - `GET /v1/convert/gas-price?chainId` → `{ standard, fast, instant }` (wei, decimal strings);
 * - `GET /v1/convert/allowance?tokenAddress&userAddress` → `{ allowance }`: the token's allowance to the router;
 * - `GET /v1/convert/build-approve?userAddress&from&to` → `{ tx }`: `approve(router, 2^256-1)` on `from`;
 * - `POST /v1/convert/build-transaction` `{ amount, eip155: { slippage }, projectId, from, to, userAddress,
 *   disableEstimate }` → `{ tx: { from, to, data, value, eip155: { gas?, gasPrice } } }`: the router's
 *   `swapExact…` call whose `amountOutMin` is the quote less `slippage` percent, gas estimated unless disabled;
 * - `POST /v1/fungible/price` `{ currency, addresses }` → `{ fungibles: [{ name, symbol, iconUrl, price }] }`: a
 *   token's USD price is its pool's mid price times `ethUsd`.
 * Token ids are CAIP-10 (`eip155:N:0x…`), amounts in the token's smallest unit. Bad input gets 400 `{ message }`.
 */
export type ConvertService = (
  method: string,
  path: string,
  query: Record<string, string>,
  body: unknown,
) => Promise<{ status: number; body: unknown } | undefined>

/** The native token's address in the convert API (1inch's convention, as the hosted API uses). */
export const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const DEADLINE_S = 1_200n

const factoryAbi = [
  {
    type: 'function',
    name: 'allPairsLength',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'allPairs',
    stateMutability: 'view',
    inputs: [{ type: 'uint256' }],
    outputs: [{ type: 'address' }],
  },
  {
    type: 'function',
    name: 'getPair',
    stateMutability: 'view',
    inputs: [{ type: 'address' }, { type: 'address' }],
    outputs: [{ type: 'address' }],
  },
] as const

class BadRequest extends Error {}

export function createConvertService(
  deployment: UniswapDeployment,
  options: { ethUsd: number },
): ConvertService {
  // Checksummed, as `getAddress` gives the addresses of requests: compared as they are.
  const uniswap = {
    ...deployment,
    weth: getAddress(deployment.weth),
    factory: getAddress(deployment.factory),
    router: getAddress(deployment.router),
  }
  const chain = `eip155:${uniswap.chainId}`
  const client = createPublicClient({ transport: http(uniswap.rpcUrl) })

  /** `eip155:N:0x…` of this chain → the address; the native token → WETH in paths (`native` says which). */
  const tokenOf = (id: string | undefined, name: string): { address: Address; native: boolean } => {
    const parts = (id ?? '').split(':')
    if (parts.length !== 3 || `${parts[0]}:${parts[1]}` !== chain || !isAddress(parts[2] ?? ''))
      throw new BadRequest(`${name} must be a CAIP-10 token address on ${chain}`)
    const address = getAddress(parts[2]!)
    return address.toLowerCase() === NATIVE
      ? { address: uniswap.weth, native: true }
      : { address, native: false }
  }
  const userOf = (id: string | undefined) => {
    const value = id?.split(':').at(-1) ?? ''
    if (!isAddress(value)) throw new BadRequest('userAddress must be an address or a CAIP-10 account')
    return getAddress(value)
  }
  const amountOf = (value: unknown) => {
    if (typeof value !== 'string' || !/^[1-9][0-9]{0,77}$/.test(value))
      throw new BadRequest('amount must be a positive integer in the smallest unit, as a decimal string')
    return BigInt(value)
  }
  const pairOf = (a: Address, b: Address) =>
    client.readContract({ address: uniswap.factory, abi: factoryAbi, functionName: 'getPair', args: [a, b] })
  const pathOf = async (from: Address, to: Address): Promise<Address[]> => {
    if (from === to) throw new BadRequest('from and to are the same token')
    if ((await pairOf(from, to)) !== zeroAddress) return [from, to]
    if (
      (await pairOf(from, uniswap.weth)) !== zeroAddress &&
      (await pairOf(uniswap.weth, to)) !== zeroAddress
    )
      return [from, uniswap.weth, to]
    throw new BadRequest('No route between these tokens')
  }
  const amountsOut = async (amount: bigint, path: Address[]) => {
    try {
      const amounts = (await client.readContract({
        address: uniswap.router,
        abi: ROUTER.abi,
        functionName: 'getAmountsOut',
        args: [amount, path],
      })) as bigint[]
      return amounts.at(-1) ?? 0n
    } catch {
      throw new BadRequest('The pool cannot fill this amount')
    }
  }
  const gasPrice = () => client.getGasPrice()

  async function tokens() {
    const count = await client.readContract({
      address: uniswap.factory,
      abi: factoryAbi,
      functionName: 'allPairsLength',
    })
    const pairs = await Promise.all(
      Array.from({ length: Number(count) }, (_, index) =>
        client.readContract({
          address: uniswap.factory,
          abi: factoryAbi,
          functionName: 'allPairs',
          args: [BigInt(index)],
        }),
      ),
    )
    const addresses = new Set<Address>()
    for (const pair of pairs)
      for (const functionName of ['token0', 'token1'] as const)
        addresses.add((await client.readContract({ address: pair, abi: PAIR.abi, functionName })) as Address)
    const listed = await Promise.all(
      [...addresses].map(async (address) => {
        const [name, symbol, decimals] = await Promise.all([
          client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
          client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
          client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
        ])
        return { name, symbol, address: `${chain}:${address}`, decimals, logoUri: '', eip2612: false }
      }),
    )
    const native = {
      name: 'Ether',
      symbol: 'ETH',
      address: `${chain}:${NATIVE}`,
      decimals: 18,
      logoUri: '',
      eip2612: false,
    }
    return [native, ...listed]
  }

  /** USD per whole token: its WETH pool's mid price times `ethUsd`; undefined without a pool. */
  async function priceOf(token: Address): Promise<number | undefined> {
    if (token === uniswap.weth) return options.ethUsd
    const pair = await pairOf(token, uniswap.weth)
    if (pair === zeroAddress) return undefined
    const [reserves, token0, decimals] = await Promise.all([
      client.readContract({ address: pair, abi: PAIR.abi, functionName: 'getReserves' }) as Promise<
        readonly [bigint, bigint, number]
      >,
      client.readContract({ address: pair, abi: PAIR.abi, functionName: 'token0' }) as Promise<Address>,
      client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
    ])
    const [tokenReserve, wethReserve] =
      token0 === token ? [reserves[0], reserves[1]] : [reserves[1], reserves[0]]
    if (tokenReserve === 0n) return undefined
    return (Number(wethReserve) / 1e18 / (Number(tokenReserve) / 10 ** decimals)) * options.ethUsd
  }

  async function swapCall(body: Record<string, unknown>) {
    const from = tokenOf(body.from as string, 'from')
    const to = tokenOf(body.to as string, 'to')
    const user = userOf(body.userAddress as string)
    const amount = amountOf(body.amount)
    const slippage = (body.eip155 as { slippage?: unknown } | undefined)?.slippage
    if (typeof slippage !== 'number' || !(slippage >= 0 && slippage < 50))
      throw new BadRequest('eip155.slippage must be a percentage from 0 to 50')
    const path = await pathOf(from.address, to.address)
    const out = await amountsOut(amount, path)
    const amountOutMin = (out * (10_000n - BigInt(Math.round(slippage * 100)))) / 10_000n
    const deadline = (await client.getBlock()).timestamp + DEADLINE_S
    const data = from.native
      ? encodeFunctionData({
          abi: ROUTER.abi,
          functionName: 'swapExactETHForTokens',
          args: [amountOutMin, path, user, deadline],
        })
      : encodeFunctionData({
          abi: ROUTER.abi,
          functionName: to.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          args: [amount, amountOutMin, path, user, deadline],
        })
    return { from: user, to: uniswap.router, data, value: from.native ? amount : 0n }
  }

  /** The transaction as the API gives it: decimal strings, with the gas estimated unless the caller said not to. */
  async function txOf(
    call: { from: Address; to: Address; data: `0x${string}`; value: bigint },
    estimate: boolean,
  ) {
    const price = await gasPrice()
    let gas: bigint | undefined
    if (estimate) {
      try {
        gas = await client.estimateGas({
          account: call.from,
          to: call.to,
          data: call.data,
          value: call.value,
        })
      } catch (error) {
        throw new BadRequest(
          `The transaction would fail: ${(error as { shortMessage?: string }).shortMessage ?? error}`,
        )
      }
    }
    return {
      tx: {
        from: call.from,
        to: call.to,
        data: call.data,
        value: call.value.toString(),
        eip155: { ...(gas === undefined ? {} : { gas: gas.toString() }), gasPrice: price.toString() },
      },
    }
  }

  async function route(method: string, path: string, query: Record<string, string>, body: unknown) {
    if (path === '/v1/fungible/price' && method === 'POST') {
      const addresses = (body as { addresses?: unknown } | null)?.addresses
      if (
        !Array.isArray(addresses) ||
        !addresses.every((id) => typeof id === 'string' && id.startsWith(`${chain}:`))
      )
        return undefined
      const fungibles = []
      for (const id of addresses as string[]) {
        const token = tokenOf(id, 'addresses[]')
        const price = await priceOf(token.address)
        if (price === undefined) continue
        const [name, symbol] = token.native
          ? ['Ether', 'ETH']
          : await Promise.all([
              client.readContract({ address: token.address, abi: erc20Abi, functionName: 'name' }),
              client.readContract({ address: token.address, abi: erc20Abi, functionName: 'symbol' }),
            ])
        fungibles.push({ name, symbol, iconUrl: '', price })
      }
      return { fungibles }
    }
    if (!path.startsWith('/v1/convert/')) return undefined
    if (path === '/v1/convert/tokens') {
      if (query.chainId !== chain) throw new BadRequest(`chainId ${query.chainId ?? ''} is not supported`)
      return { tokens: await tokens() }
    }
    if (path === '/v1/convert/gas-price') {
      if (query.chainId !== chain) throw new BadRequest(`chainId ${query.chainId ?? ''} is not supported`)
      const price = (await gasPrice()).toString()
      return { standard: price, fast: price, instant: price }
    }
    if (path === '/v1/convert/quotes') {
      const from = tokenOf(query.from, 'from')
      const to = tokenOf(query.to, 'to')
      userOf(query.userAddress)
      const amount = amountOf(query.amount)
      const out = await amountsOut(amount, await pathOf(from.address, to.address))
      return {
        quotes: [
          {
            id: null,
            fromAmount: amount.toString(),
            fromAccount: query.from,
            toAmount: out.toString(),
            toAccount: query.to,
          },
        ],
      }
    }
    if (path === '/v1/convert/allowance') {
      const token = tokenOf(query.tokenAddress, 'tokenAddress')
      const user = userOf(query.userAddress)
      if (token.native) return { allowance: maxUint256.toString() }
      const allowance = await client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [user, uniswap.router],
      })
      return { allowance: allowance.toString() }
    }
    if (path === '/v1/convert/build-approve') {
      const token = tokenOf(query.from, 'from')
      tokenOf(query.to, 'to')
      const user = userOf(query.userAddress)
      if (token.native) throw new BadRequest('The native token needs no approval')
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [uniswap.router, maxUint256],
      })
      return txOf({ from: user, to: token.address, data, value: 0n }, true)
    }
    if (path === '/v1/convert/build-transaction' && method === 'POST') {
      if (typeof body !== 'object' || body === null) throw new BadRequest('the body must be a JSON object')
      const request = body as Record<string, unknown>
      return txOf(await swapCall(request), request.disableEstimate !== true)
    }
    return undefined
  }

  return async (method, path, query, body) => {
    try {
      const answer = await route(method, path, query, body)
      return answer === undefined ? undefined : { status: 200, body: answer }
    } catch (error) {
      if (error instanceof BadRequest) return { status: 400, body: { message: error.message } }
      throw error
    }
  }
}
