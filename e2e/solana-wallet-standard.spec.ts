import { ed25519 } from '@noble/curves/ed25519.js'
import { expect, type Page, test } from '@playwright/test'
import { getBase58Encoder } from '@solana/kit'
import { anvilNetwork, modalFrame, openHost } from './fixtures.js'
import { env } from './stack/env.js'
import { answerSolanaWallet, installSolanaTestWallet } from './wallet/solanaFixtures.js'

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const MODAL_WALLET = 'Wallet Modal'
const TEST_WALLET = 'Solana Test Wallet'

type Outcome = { result?: unknown; code?: number; message?: string }
type SolanaDapp = {
  names(): string[]
  describe(name: string): { version: string; chains: string[]; features: string[]; accounts: string[] }
  connect(name: string): Promise<{ address: string; publicKey: number[] }[]>
  signMessage(name: string, message: number[]): Promise<{ signature: number[]; signedMessage: number[] }>
}
declare global {
  interface Window {
    solanaDapp: SolanaDapp
    outcome?: Promise<Outcome>
  }
}

const LAYOUTS = [
  ['same-site', () => env.modalUrl],
  ['cross-site', () => env.modalUrlCrossSite],
] as const

/** The getWallets() dapp with the Solana test wallet in the page, configured for anvil and Solana. */
async function openSolanaDapp(page: Page, modal: string) {
  await installSolanaTestWallet(page)
  await page.goto(`${env.hostUrl}/solana-dapp.html?modal=${encodeURIComponent(modal)}`)
  await page.waitForFunction(() => 'WalletModal' in window && 'solanaDapp' in window)
  await page.evaluate((networks) => window.WalletModal.init({ networks }), [anvilNetwork(), SOLANA_MAINNET])
  await page.waitForFunction((name) => window.solanaDapp.names().includes(name), MODAL_WALLET)
}

/** Starts `run` in the page without waiting; `outcome` waits for it. */
const begin = (page: Page, run: string) =>
  page.evaluate((run) => {
    window.outcome = (new Function(`return ${run}`)() as Promise<unknown>).then(
      (result) => ({ result }),
      (error: { code?: number; message?: string }) => ({ code: error.code, message: error.message }),
    )
  }, run)
const outcome = (page: Page) => page.evaluate(() => window.outcome!)

/** The dapp connects through the modal's wallet: Connect offers the page's Solana wallet, the user approves there. */
async function connectThroughModal(page: Page) {
  await begin(page, `window.solanaDapp.connect(${JSON.stringify(MODAL_WALLET)})`)
  await modalFrame(page).getByRole('button', { name: TEST_WALLET }).click()
  await answerSolanaWallet(page, 'standard:connect')
  return outcome(page)
}

for (const [layout, modalUrl] of LAYOUTS) {
  test.describe(`Wallet Standard, ${layout}`, () => {
    test('default: the modal registers one Wallet Standard wallet with the app’s Solana chains', async ({
      page,
    }) => {
      await openSolanaDapp(page, modalUrl())
      const names = await page.evaluate(() => window.solanaDapp.names())
      expect(names.filter((name) => name === MODAL_WALLET)).toHaveLength(1)
      expect(await page.evaluate((name) => window.solanaDapp.describe(name), MODAL_WALLET)).toEqual({
        version: '1.0.0',
        icon: expect.stringMatching(/^data:image\//),
        chains: [SOLANA_MAINNET, 'solana:mainnet'],
        features: [
          'standard:connect',
          'standard:disconnect',
          'standard:events',
          'solana:signMessage',
          'solana:signTransaction',
          'solana:signAndSendTransaction',
        ],
        accounts: [],
      })
    })

    test('behavior: standard:connect opens Connect on solana with the page’s Wallet Standard wallets', async ({
      page,
    }) => {
      await openSolanaDapp(page, modalUrl())
      const address = await page.evaluate(() => window.solanaTestWallet.address)
      const connected = await connectThroughModal(page)
      expect(connected).toEqual({ result: [{ address, publicKey: [...getBase58Encoder().encode(address)] }] })
      expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
        namespace: 'solana',
        status: 'connected',
        address,
        caipAddress: `${SOLANA_MAINNET}:${address}`,
      })
      // The modal's own wallet is never offered to itself.
      await page.evaluate(() => window.WalletModal.openWalletModal({ namespace: 'solana', view: 'Connect' }))
      await expect(modalFrame(page).getByRole('button', { name: TEST_WALLET })).toBeVisible()
      await expect(modalFrame(page).getByRole('button', { name: MODAL_WALLET })).toHaveCount(0)
    })

    test('behavior: solana:signMessage is signed by the page’s wallet and verifies', async ({ page }) => {
      await openSolanaDapp(page, modalUrl())
      await connectThroughModal(page)
      const address = await page.evaluate(() => window.solanaTestWallet.address)
      const message = [...new TextEncoder().encode('Sign in to the Solana dapp')]
      await begin(
        page,
        `window.solanaDapp.signMessage(${JSON.stringify(MODAL_WALLET)}, ${JSON.stringify(message)})`,
      )
      await answerSolanaWallet(page, 'solana:signMessage')
      const { result } = (await outcome(page)) as { result: { signature: number[]; signedMessage: number[] } }
      expect(result.signedMessage).toEqual(message)
      const publicKey = Uint8Array.from(getBase58Encoder().encode(address))
      expect(ed25519.verify(Uint8Array.from(result.signature), Uint8Array.from(message), publicKey)).toBe(
        true,
      )
    })

    test('error: closing the modal during standard:connect rejects it with 4001', async ({ page }) => {
      await openSolanaDapp(page, modalUrl())
      await begin(page, `window.solanaDapp.connect(${JSON.stringify(MODAL_WALLET)})`)
      await expect(modalFrame(page).getByRole('button', { name: TEST_WALLET })).toBeVisible()
      await page.evaluate(() => window.WalletModal.closeWalletModal())
      expect(await outcome(page)).toEqual({ code: 4001, message: 'User rejected the request.' })
      expect(await page.evaluate(() => window.WalletModal.getState().status)).toBe('disconnected')
    })

    test('error: a declined signature reaches the dapp as 4001', async ({ page }) => {
      await openSolanaDapp(page, modalUrl())
      await connectThroughModal(page)
      await begin(page, `window.solanaDapp.signMessage(${JSON.stringify(MODAL_WALLET)}, [1, 2, 3])`)
      await answerSolanaWallet(page, 'solana:signMessage', false)
      expect(await outcome(page)).toMatchObject({ code: 4001 })
    })
  })
}

test('behavior: without a solana network, the page gets no Wallet Standard script', async ({ page }) => {
  await openHost(page)
  await page.evaluate((networks) => window.WalletModal.init({ networks }), [anvilNetwork()])
  await expect(page.locator('script[src$="loader-wallet-standard.js"]')).toHaveCount(0)
  await page.evaluate((networks) => window.WalletModal.init({ networks }), [anvilNetwork(), SOLANA_MAINNET])
  await expect(page.locator('script[src$="loader-wallet-standard.js"]')).toHaveCount(1)
})
