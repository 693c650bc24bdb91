import type { Page } from '@playwright/test'
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
export async function installSolanaTestWallet(
  page: Page,
  config: SolanaTestWalletConfig = {},
): Promise<void> {
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
