import { readFile } from 'node:fs/promises'
import type { Browser, BrowserContext } from '@playwright/test'
import { newHostContext } from './hostPage.js'
import { RUNS } from './runs.js'
import { type Row, timingRow } from './table.js'

const MODAL_WALLET = 'Wallet Modal'
const TEST_WALLET = 'Solana Test Wallet'
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

type Dapp = {
  names(): string[]
  connect(name: string): Promise<unknown>
  signMessage(name: string, message: number[]): Promise<unknown>
}

/**
 * `solana:signMessage` round trips from a `getWallets()` dapp (e2e/pages/solana-dapp.html): through the modal's
 * Wallet Standard wallet (wallet-standard.js → loader → modal → loader → the page's wallet, and back), and
 * straight to the page's wallet. The Solana test wallet (`walletFile`, the built `/solana-test-wallet.js`) approves
 * at once, so the difference is what the modal adds.
 */
async function measureSolanaSignMessage(
  context: BrowserContext,
  options: { hostUrl: string; modalUrl: string; walletFile: string; warmup: number; runs: number },
): Promise<{ viaModal: number[]; direct: number[] }> {
  const wallet = await readFile(options.walletFile, 'utf8')
  await context.addInitScript({
    content: `if (window.top === window) {\nwindow.solanaTestWalletConfig = { autoApprove: true };\n${wallet}\n}`,
  })
  const page = await context.newPage()
  await page.goto(`${options.hostUrl}/solana-dapp.html?modal=${encodeURIComponent(`${options.modalUrl}/`)}`)
  await page.waitForFunction(() => 'WalletModal' in window && 'solanaDapp' in window)
  await page.evaluate((network) => window.WalletModal.init({ networks: [network] }), SOLANA_MAINNET)
  const dapp = 'window.solanaDapp'
  await page.waitForFunction(`${dapp}.names().includes(${JSON.stringify(MODAL_WALLET)})`)
  const connecting = page.evaluate(
    (name) => (window as unknown as { solanaDapp: Dapp }).solanaDapp.connect(name),
    MODAL_WALLET,
  )
  await page.frameLocator('iframe[title="Wallet"]').getByRole('button', { name: TEST_WALLET }).click()
  await connecting
  await page.evaluate(
    (name) => (window as unknown as { solanaDapp: Dapp }).solanaDapp.connect(name),
    TEST_WALLET,
  )
  const time = (name: string) =>
    page.evaluate(
      async ({ name, warmup, runs }) => {
        const { solanaDapp } = window as unknown as { solanaDapp: Dapp }
        const message = Array.from({ length: 32 }, (_, index) => index)
        const times: number[] = []
        for (let run = 0; run < warmup + runs; run++) {
          const started = performance.now()
          await solanaDapp.signMessage(name, message)
          if (run >= warmup) times.push(performance.now() - started)
        }
        return times
      },
      { name, warmup: options.warmup, runs: options.runs },
    )
  const viaModal = await time(MODAL_WALLET)
  const direct = await time(TEST_WALLET)
  await page.close()
  return { viaModal, direct }
}

/** The bench's Solana rows: `solana:signMessage` through the modal, and straight to the page's wallet. */
export async function measureSolanaRows(
  browser: Browser,
  options: { hostUrl: string; modalUrl: string; walletFile: string },
): Promise<Row[]> {
  const context = await newHostContext(browser)
  const solana = await measureSolanaSignMessage(context, {
    ...options,
    warmup: RUNS.solanaSignWarmup,
    runs: RUNS.solanaSign,
  })
  await context.close()
  return [
    timingRow('Solana: `solana:signMessage` via the modal’s Wallet Standard wallet', solana.viaModal, {
      p99: true,
      note: 'getWallets() dapp → wallet-standard.js → modal → the page’s Wallet Standard wallet (approves at once) → back',
    }),
    timingRow('  (contrast: the same, straight to the page’s wallet)', solana.direct, { p99: true }),
  ]
}
