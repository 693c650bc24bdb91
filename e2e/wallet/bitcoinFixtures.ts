import type { Page } from '@playwright/test'
import { modalFrame } from '../fixtures.js'
import { CROSS_SITE_BLOCKED, SAME_SITE } from '../layouts.js'
import { env } from '../stack/env.js'
import { BITCOIN_TEST_SECRET_KEY, bitcoinKeyOf, REGTEST_CHAIN_ID } from './bitcoinKeys.js'
import { taprootAddressOf } from './bitcoinPsbt.js'
import type { BitcoinTestWalletConfig } from './bitcoinTestWallet.js'

export const MODAL_WALLET = 'Wallet Modal'
export const BITCOIN_TEST_WALLET = 'Bitcoin Test Wallet'
export const REGTEST_CAIP_ID = `bip122:${REGTEST_CHAIN_ID}`
/** The test wallet's accounts (its default key): payment (P2WPKH, with its public key) and ordinals (P2TR). */
export const { address: ADDRESS, publicKey: PUBLIC_KEY } = bitcoinKeyOf(BITCOIN_TEST_SECRET_KEY)
export const ORDINALS_ADDRESS = taprootAddressOf(PUBLIC_KEY)
/** Two layouts (e2e/layouts.ts), each Bitcoin spec runs in both: same-site, and cross-site blocked (host storage fallback). */
export const BITCOIN_LAYOUTS = [
  [SAME_SITE.name, SAME_SITE.modalUrl],
  [CROSS_SITE_BLOCKED.name, CROSS_SITE_BLOCKED.modalUrl],
] as const

/**
 * The regtest network as a dapp defines it, its Esplora API the local one. Not marked testnet: SPEC §9 shows a
 * testnet's balance as 0.00, and the tests read the balance Esplora serves.
 */
export const regtestNetwork = () => ({
  chainNamespace: 'bip122',
  id: REGTEST_CHAIN_ID,
  name: 'Bitcoin Regtest',
  rpcUrls: { default: { http: [env.esploraUrl] } },
})

let bundle: Promise<string> | undefined
/** The Bitcoin test wallet's IIFE, as the host-pages server serves it (`/bitcoin-test-wallet.js`). */
function bitcoinTestWalletBundle(): Promise<string> {
  bundle ??= fetch(`${env.hostUrl}/bitcoin-test-wallet.js`).then(async (response) => {
    if (!response.ok) throw new Error(`${env.hostUrl}/bitcoin-test-wallet.js: HTTP ${response.status}`)
    return response.text()
  })
  return bundle
}

type Outcome = { result?: unknown; code?: number; message?: string }
type BitcoinDapp = {
  names(): string[]
  describe(name: string): { version: string; chains: string[]; features: string[]; accounts: string[] }
  connect(name: string, purposes: string[]): Promise<{ address: string; publicKey: number[] }[]>
  disconnect(name: string): Promise<void>
  signMessage(name: string, message: number[]): Promise<{ signature: number[]; signedMessage: number[] }>
  signTransaction(
    name: string,
    psbt: number[],
    inputsToSign: { address: string; signingIndexes: number[]; sigHash?: number }[],
  ): Promise<{ signedPsbt: number[] }>
}
declare global {
  interface Window {
    bitcoinDapp: BitcoinDapp
    bitcoinTestWallet: {
      address: string
      pending(): { id: number; method: string }[]
      approve(): void
      reject(): void
      /** Sets the purposes the wallet remembers authorising for the page's next load (none: revoked), without
       * telling the page, as its settings page would. */
      storeAuthorisation(purposes: string[]): void
    }
    bitcoinOutcome?: Promise<Outcome>
  }
}

/** The getWallets() dapp (e2e/pages/bitcoin-dapp.html) with the Bitcoin test wallet in the page, configured. */
export async function openBitcoinDapp(
  page: Page,
  modal: string,
  networks: unknown[],
  wallet: BitcoinTestWalletConfig = {},
  /** More of `init`'s options (`themeMode`, …). */
  options: Record<string, unknown> = {},
) {
  const code = await bitcoinTestWalletBundle()
  // As an extension would: before any page script, top frame only.
  await page.addInitScript(
    `if (window.top === window) {\nwindow.bitcoinTestWalletConfig = ${JSON.stringify(wallet)};\n${code}\n}`,
  )
  await page.goto(`${env.hostUrl}/bitcoin-dapp.html?modal=${encodeURIComponent(modal)}`)
  await page.waitForFunction(() => 'WalletModal' in window && 'bitcoinDapp' in window)
  await page.evaluate((config) => window.WalletModal.init(config as never), { ...options, networks })
  await page.waitForFunction((name) => window.bitcoinDapp.names().includes(name), MODAL_WALLET)
}

/** Reloads the dapp (the wallet and its stored authorisation stay) and inits the modal again with `networks`. */
export async function reloadBitcoinDapp(page: Page, networks: unknown[]) {
  await page.reload()
  await page.waitForFunction(() => 'WalletModal' in window && 'bitcoinDapp' in window)
  await page.evaluate((networks) => window.WalletModal.init({ networks: networks as never }), networks)
  await page.waitForFunction((name) => window.bitcoinDapp.names().includes(name), MODAL_WALLET)
}

/** Starts a `window.bitcoinDapp` call in the page without waiting; `bitcoinOutcome` waits for it. */
export const begin = (page: Page, call: keyof BitcoinDapp, ...args: unknown[]) =>
  page.evaluate(
    ({ call, args }) => {
      const run = window.bitcoinDapp[call] as (...args: unknown[]) => Promise<unknown>
      window.bitcoinOutcome = run(...args).then(
        (result) => ({ result }),
        (error: { code?: number; message?: string }) => ({ code: error.code, message: error.message }),
      )
    },
    { call, args },
  )
export const bitcoinOutcome = (page: Page) => page.evaluate(() => window.bitcoinOutcome!)

/** Waits until the Bitcoin test wallet asks its user about `method`, then approves (or rejects) it. */
export async function answerBitcoinWallet(page: Page, method: string, approve = true): Promise<void> {
  await page.waitForFunction((method) => window.bitcoinTestWallet.pending()[0]?.method === method, method)
  await page.evaluate(
    (approve) => (approve ? window.bitcoinTestWallet.approve() : window.bitcoinTestWallet.reject()),
    approve,
  )
}

/** The dapp connects through the modal's wallet: Connect offers the page's Bitcoin wallet, the user approves there. */
export async function connectBitcoinThroughModal(page: Page, purposes = ['payment']) {
  await begin(page, 'connect', MODAL_WALLET, purposes)
  await modalFrame(page).getByRole('button', { name: BITCOIN_TEST_WALLET }).click()
  await answerBitcoinWallet(page, 'bitcoin:connect')
  return bitcoinOutcome(page)
}
