import type { Page } from '@playwright/test'
import { anvilNetwork, modalFrame, openHost, start } from '../fixtures.js'
import { env } from '../stack/env.js'
import type { ApprovalOutcome, PendingRequest, TestWalletConfig } from './types.js'

/** Anvil's account #0, the test wallet's default account. */
export const ANVIL_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let bundle: Promise<string> | undefined
/** The test wallet's IIFE, as the host-pages server serves it (`/test-wallet.js`). */
function testWalletBundle(): Promise<string> {
  bundle ??= fetch(`${env.hostUrl}/test-wallet.js`).then(async (response) => {
    if (!response.ok) throw new Error(`${env.hostUrl}/test-wallet.js: HTTP ${response.status}`)
    return response.text()
  })
  return bundle
}

/**
 * Installs the test wallet in `page` the way a browser extension injects itself: before any page script, on every
 * navigation, in the top frame only (never in the modal's frame). `config.chains` defaults to both anvils
 * (31337, then 31338). Afterwards `window.testWallet` is there as soon as the page's scripts run.
 */
export async function installTestWallet(page: Page, config: TestWalletConfig = {}): Promise<void> {
  const chains = config.chains ?? [
    { id: env.chainId, rpcUrl: env.rpcUrl },
    { id: env.chainId2, rpcUrl: env.rpcUrl2 },
  ]
  const code = await testWalletBundle()
  await page.addInitScript(
    `if (window.top === window) {\nwindow.testWalletConfig = ${JSON.stringify({ ...config, chains })};\n${code}\n}`,
  )
}

/** Waits for the next request the wallet asks the user about (of `method`, if given) and approves it. */
export function approveNext(
  page: Page,
  method?: string,
): Promise<ApprovalOutcome & { request: PendingRequest }> {
  return page.evaluate(async (method) => {
    const request = await window.testWallet.nextPending(method)
    return { ...(await window.testWallet.approve(request.id)), request }
  }, method)
}

/** Waits for the next request the wallet asks the user about (of `method`, if given) and rejects it (4001). */
export function rejectNext(page: Page, method?: string): Promise<PendingRequest> {
  return page.evaluate(async (method) => {
    const request = await window.testWallet.nextPending(method)
    window.testWallet.reject(request.id)
    return request
  }, method)
}

/** `e2e/pages/wagmi-host.html`'s URL: the loader from `modal` (none when null), the anvils as its chains. */
export function wagmiHostUrl(
  options: { host?: string; modal?: string | null; providerRdns?: string; wallet?: boolean } = {},
): string {
  const { host = env.hostUrl, modal = env.modalUrl, providerRdns, wallet } = options
  const query = new URLSearchParams({ rpc: env.rpcUrl, rpc2: env.rpcUrl2 })
  if (modal) query.set('modal', modal)
  if (providerRdns) query.set('providerRdns', providerRdns)
  if (wallet) query.set('wallet', '1')
  return `${host}/wagmi-host.html?${query}`
}

/** Opens the wagmi dapp page and waits for `window.dapp`. */
export async function openWagmiHost(
  page: Page,
  options: Parameters<typeof wagmiHostUrl>[0] = {},
): Promise<void> {
  await page.goto(wagmiHostUrl(options))
  await page.waitForFunction(() => 'dapp' in window)
}

/**
 * In a wagmi dapp page (wagmi-host.js) whose test wallet is installed: waits for wagmi to discover the modal's
 * provider over EIP-6963, connects through it (the user picks Test Wallet in the modal and approves), and answers
 * wagmi's connect result.
 */
export async function connectWagmiDapp(page: Page): Promise<unknown> {
  await page.waitForFunction(() =>
    window.dapp?.connectors().some((connector) => connector.rdns === 'dev.wallet-modal'),
  )
  const connecting = page.evaluate(() => window.dapp.connect('dev.wallet-modal'))
  await modalFrame(page)
    .getByRole('button', { name: /Test Wallet/ })
    .click()
  await approveNext(page, 'eth_requestAccounts')
  return connecting
}

/**
 * The host page with an auto-approving test wallet, the modal on anvil alone, connected; then the wallet moves to
 * 31338, which the app does not list, and the modal shows UnsupportedChain.
 */
export async function showUnsupportedChain(page: Page, themeMode: 'light' | 'dark'): Promise<void> {
  await installTestWallet(page, { autoApprove: true })
  await openHost(page)
  await page.evaluate(
    ({ network, themeMode }) => window.WalletModal.init({ networks: [network], themeMode }),
    {
      network: anvilNetwork(),
      themeMode,
    },
  )
  await start(page, 'eth_requestAccounts')
  await modalFrame(page)
    .getByRole('button', { name: /Test Wallet/ })
    .click()
  await page.waitForFunction(() => window.WalletModal.getState().status === 'connected')
  await page.evaluate(() => window.testWallet.switchChain(31338))
  await modalFrame(page).getByRole('dialog', { name: 'Switch network' }).waitFor()
}
