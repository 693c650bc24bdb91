import type { FrameLocator, Page } from '@playwright/test'
import { type Address, createTestClient, erc20Abi, type Hex, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { anvilNetwork, modalFrame, openHost } from './fixtures.js'
import { chainClient } from './sendFixture.js'
import { env } from './stack/env.js'
import { deployErc20 } from './stack/erc20.js'
import { addEthPool, ROUTER } from './stack/uniswap.js'
import { approveNext, installTestWallet } from './wallet/fixtures.js'

/** Any project id works with the local Blockchain API; this one names the swap tests' calls. */
export const SWAP_PROJECT_ID = 'e2e-swap'

/**
 * A trader of its own on chain 31337 (a fresh key, funded with 10 ETH by anvil) holding 100 of a fresh ERC-20 with a
 * symbol of its own, and a pool of that token against WETH on the stack's Uniswap v2 (1,000 tokens : 10 ETH), opened
 * by another fresh key: the trader has approved nothing, and no other test trades on its pool.
 */
export async function swapTrader() {
  const key = generatePrivateKey()
  const provider = generatePrivateKey()
  const address = privateKeyToAccount(key).address
  const test = createTestClient({ mode: 'anvil', transport: http(env.rpcUrl) })
  await test.setBalance({ address, value: parseEther('10') })
  await test.setBalance({ address: privateKeyToAccount(provider).address, value: parseEther('20') })
  const symbol = `SW${Math.random().toString(36).slice(2, 6).toUpperCase()}`
  const token = await deployErc20({
    rpcUrl: env.rpcUrl,
    chainId: env.chainId,
    deployer: provider,
    name: 'Swap Test Token',
    symbol,
    mints: [
      { to: privateKeyToAccount(provider).address, amount: parseUnits('1000', 18) },
      { to: address, amount: parseUnits('100', 18) },
    ],
  })
  await addEthPool(env.uniswap, {
    provider,
    token,
    tokenAmount: parseUnits('1000', 18),
    ethAmount: parseEther('10'),
  })
  return { key, address, token, symbol }
}

/** What the pool gives for `amount` along `path` now: the router's own `getAmountsOut`, read apart from the modal. */
export async function amountOut(amount: bigint, path: Address[]): Promise<bigint> {
  const amounts = (await chainClient().readContract({
    address: env.uniswap.router,
    abi: ROUTER.abi,
    functionName: 'getAmountsOut',
    args: [amount, path],
  })) as bigint[]
  return amounts.at(-1) ?? 0n
}

export const balanceOf = (token: Address, owner: Address) =>
  chainClient().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/**
 * The host page with the test wallet holding `trader`'s key on chain 31337, the modal with the local Blockchain API
 * (a project id) and the trader's token and WETH in `tokens`, connected (approved in the wallet), and Account open.
 */
export async function openTraderAccount(
  page: Page,
  trader: { key: Hex; token: Address },
  options: {
    modal?: string
    themeMode?: 'light' | 'dark'
    features?: Record<string, boolean>
    chain?: { id: number; rpcUrl: string }
  } = {},
) {
  const chain = options.chain ?? { id: env.chainId, rpcUrl: env.rpcUrl }
  await installTestWallet(page, { chains: [chain], privateKey: trader.key })
  await openHost(page, { modal: options.modal ?? env.modalUrl })
  await page.evaluate((config) => window.WalletModal.init(config), {
    networks: [anvilNetwork(chain.rpcUrl, chain.id)],
    tokens: { [`eip155:${chain.id}`]: [{ address: trader.token }, { address: env.uniswap.weth }] },
    themeMode: options.themeMode ?? 'dark',
    projectId: SWAP_PROJECT_ID,
    apiBaseUrl: env.blockchainApiUrl,
    relayUrl: env.relayUrl,
    walletDirectoryUrl: env.walletDirectoryUrl,
    ...(options.features === undefined ? {} : { features: options.features }),
  })
  await page.evaluate(() => window.WalletModal.openWalletModal())
  const frame = modalFrame(page)
  await frame.getByRole('button', { name: /Test Wallet/ }).click()
  await approveNext(page)
  await page.waitForFunction(() => window.WalletModal.getState().status === 'connected')
  await page.evaluate(() => window.WalletModal.openWalletModal())
  await frame.getByRole('button', { name: 'Copy address' }).waitFor()
  return frame
}

/** In Swap: chooses the token to pay (or to receive) in SwapSelectToken, found by its symbol. */
export async function chooseToken(frame: FrameLocator, side: 'pay' | 'receive', symbol: string) {
  await frame.getByRole('button', { name: side === 'pay' ? /^Token to pay:/ : /^Token to receive:/ }).click()
  await frame.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
  await frame
    .getByRole('listitem')
    .getByRole('button', { name: new RegExp(`^${symbol} `) })
    .click()
}
