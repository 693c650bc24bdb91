import type { Page } from '@playwright/test'
import {
  type Address,
  createTestClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { anvilNetwork, modalFrame, openHost } from './fixtures.js'
import { env } from './stack/env.js'
import { deployErc20 } from './stack/erc20.js'
import { approveNext, installTestWallet } from './wallet/fixtures.js'

/** The explorer Send links to: never opened by the tests (the browser resolves no outside host). */
export const EXPLORER = { name: 'Test Explorer', url: 'https://explorer.invalid' }

const chain = () =>
  defineChain({
    id: env.chainId,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [env.rpcUrl] } },
  })

/** Reads over the e2e chain (31337): what the tests check sends against, apart from the modal. */
export const chainClient = () =>
  createWalletClient({ chain: chain(), transport: http(env.rpcUrl) }).extend(publicActions)

export const tokenBalance = (token: Address, owner: Address) =>
  chainClient().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/**
 * A sender of its own on chain 31337 (a fresh key: tests in parallel never share a nonce), funded with 10 ETH by
 * anvil, holding 10 TSEND of an OpenZeppelin ERC-20 it deployed from the npm artifact (no compiler).
 */
export async function fundedSender() {
  const key = generatePrivateKey()
  const account = privateKeyToAccount(key)
  const test = createTestClient({ chain: chain(), mode: 'anvil', transport: http(env.rpcUrl) })
  await test.setBalance({ address: account.address, value: parseEther('10') })
  const token = await deployErc20({
    rpcUrl: env.rpcUrl,
    chainId: env.chainId,
    deployer: key,
    name: 'Send Test Token',
    symbol: 'TSEND',
    mints: [{ to: account.address, amount: parseUnits('10', 18) }],
  })
  return { key, address: account.address, token }
}

/** A recipient nobody holds a key of: its balances start at 0. */
export const freshRecipient = () => privateKeyToAccount(generatePrivateKey()).address

/**
 * The host page with the test wallet holding `sender`'s key on chain 31337, the modal configured with its ERC-20 in
 * `tokens` and an explorer, connected (approved in the wallet), and Account open.
 */
export async function openSenderAccount(
  page: Page,
  sender: { key: Hex; token: Address },
  options: {
    modal?: string
    themeMode?: 'light' | 'dark'
    features?: Record<string, boolean>
    /** With a project id, the local Blockchain API (its profile names among it). */
    projectId?: string
  } = {},
) {
  await installTestWallet(page, { chains: [{ id: env.chainId, rpcUrl: env.rpcUrl }], privateKey: sender.key })
  await openHost(page, { modal: options.modal ?? env.modalUrl })
  await page.evaluate((config) => window.WalletModal.init(config), {
    networks: [{ ...anvilNetwork(), blockExplorers: { default: EXPLORER } }],
    tokens: { [`eip155:${env.chainId}`]: { address: sender.token } },
    themeMode: options.themeMode ?? 'dark',
    ...(options.features === undefined ? {} : { features: options.features }),
    ...(options.projectId === undefined
      ? {}
      : { projectId: options.projectId, apiBaseUrl: env.blockchainApiUrl }),
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

/** The methods the wallet was asked, in order (its own log). */
export const walletMethods = (page: Page) =>
  page.evaluate(() => window.testWallet.requests().map((request) => request.method))
