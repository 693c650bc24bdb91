import type { Page } from '@playwright/test'
import { modalFrame } from '../fixtures.js'
import { env } from '../stack/env.js'
import type { SolanaTestWalletConfig } from './solanaTestWallet.js'

let bundle: Promise<string> | undefined
/** The Solana test wallet's IIFE, as the host-pages server serves it (`/solana-test-wallet.js`). */
function solanaTestWalletBundle(): Promise<string> {
  bundle ??= fetch(`${env.hostUrl}/solana-test-wallet.js`).then(async (response) => {
    if (!response.ok) throw new Error(`${env.hostUrl}/solana-test-wallet.js: HTTP ${response.status}`)
    return response.text()
  })
  return bundle
}

/** Installs the Solana test wallet in `page` as an extension would: before any page script, top frame only. */
async function installSolanaTestWallet(page: Page, config: SolanaTestWalletConfig = {}): Promise<void> {
  const code = await solanaTestWalletBundle()
  await page.addInitScript(
    `if (window.top === window) {\nwindow.solanaTestWalletConfig = ${JSON.stringify({ rpcUrl: env.solanaRpcUrl, ...config })};\n${code}\n}`,
  )
}

type SolanaTestWalletControls = {
  address: string
  pending(): { id: number; method: string }[]
  approve(): void
  reject(): void
}
declare global {
  interface Window {
    solanaTestWallet: SolanaTestWalletControls
  }
}

/** Waits until the Solana test wallet asks its user about `method`, then approves (or rejects) it. */
export async function answerSolanaWallet(page: Page, method: string, approve = true): Promise<void> {
  await page.waitForFunction((method) => window.solanaTestWallet.pending()[0]?.method === method, method)
  await page.evaluate(
    (approve) => (approve ? window.solanaTestWallet.approve() : window.solanaTestWallet.reject()),
    approve,
  )
}

export const MODAL_WALLET = 'Wallet Modal'
export const TEST_WALLET = 'Solana Test Wallet'
export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

type Outcome = { result?: unknown; code?: number; message?: string }
type SolanaDapp = {
  names(): string[]
  describe(name: string): { version: string; chains: string[]; features: string[]; accounts: string[] }
  changes(name: string): string[][]
  connect(name: string): Promise<{ address: string; publicKey: number[] }[]>
  disconnect(name: string): Promise<void>
  signMessage(name: string, message: number[]): Promise<{ signature: number[]; signedMessage: number[] }>
  signIn(
    name: string,
    input: object,
  ): Promise<{ address: string; signedMessage: number[]; signature: number[]; signatureType?: string }>
  transfer(name: string, to: string, amount: number, blockhash: string): number[]
  signTransaction(name: string, transaction: number[], chain: string): Promise<number[]>
  signAndSendTransaction(
    name: string,
    transaction: number[],
    chain: string,
    options?: object,
  ): Promise<number[]>
}
declare global {
  interface Window {
    solanaDapp: SolanaDapp
    outcome?: Promise<Outcome>
  }
}

/** A Solana network on the loopback SVM (e2e/stack/solana.ts), as a dapp defines its own. */
export const solanaNetworkOnLitesvm = () => ({
  chainNamespace: 'solana',
  id: 'litesvm',
  name: 'Solana Local',
  rpcUrls: { default: { http: [env.solanaRpcUrl] } },
})

/** The getWallets() dapp (e2e/pages/solana-dapp.html) with the Solana test wallet in the page, configured. */
export async function openSolanaDapp(
  page: Page,
  modal: string,
  networks: unknown[],
  wallet: SolanaTestWalletConfig = {},
  /** More of `init`'s options (`siwx`, …). */
  options: Record<string, unknown> = {},
) {
  await installSolanaTestWallet(page, wallet)
  await page.goto(`${env.hostUrl}/solana-dapp.html?modal=${encodeURIComponent(modal)}`)
  await page.waitForFunction(() => 'WalletModal' in window && 'solanaDapp' in window)
  await page.evaluate((config) => window.WalletModal.init(config as never), { ...options, networks })
  await page.waitForFunction((name) => window.solanaDapp.names().includes(name), MODAL_WALLET)
}

/** Starts `run` (an expression over `window.solanaDapp`) in the page without waiting; `outcome` waits for it. */
export const begin = (page: Page, call: keyof SolanaDapp, ...args: unknown[]) =>
  page.evaluate(
    ({ call, args }) => {
      const run = window.solanaDapp[call] as (...args: unknown[]) => Promise<unknown>
      window.outcome = run(...args).then(
        (result) => ({ result }),
        (error: { code?: number; message?: string }) => ({ code: error.code, message: error.message }),
      )
    },
    { call, args },
  )
export const outcome = (page: Page) => page.evaluate(() => window.outcome!)

/** The dapp connects through the modal's wallet: Connect offers the page's Solana wallet, the user approves there. */
export async function connectThroughModal(page: Page) {
  await begin(page, 'connect', MODAL_WALLET)
  await modalFrame(page).getByRole('button', { name: TEST_WALLET }).click()
  await answerSolanaWallet(page, 'standard:connect')
  return outcome(page)
}

/** A call to the loopback Solana runtime's JSON-RPC. */
export async function solanaRpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(env.solanaRpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const { result, error } = (await response.json()) as { result: T; error?: { message: string } }
  if (error) throw new Error(`${method}: ${error.message}`)
  return result
}
