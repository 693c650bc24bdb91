import type { Page } from '@playwright/test'
import { anvilNetwork } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'
import { MODAL_WALLET, SOLANA_MAINNET } from './wallet/solanaFixtures.js'

// Issue 21.6: wallet-standard.js runs in the dapp's page. loader.mjs, which a dapp bundles (and so has vetted), pins
// it by the SHA-384 of the bytes it was built with, so a tampered copy (a compromised CDN, a swapped file) does not
// run. loader.js comes from the modal's origin like wallet-standard.js and carries no pin (vite.config.ts says why).
// Either loads it only when the dapp's own config lists a Solana or Bitcoin network.

const WALLET_STANDARD = /\/wallet-standard\.js$/

type Loader = 'loader.mjs' | 'loader.js'

async function openDapp(page: Page, loader: Loader, config: Record<string, unknown>) {
  const esm = loader === 'loader.mjs' ? '&esm=1' : ''
  await page.goto(`${env.hostUrl}/solana-dapp.html?modal=${encodeURIComponent(env.modalUrl)}${esm}`)
  await page.waitForFunction(() => 'WalletModal' in window && 'solanaDapp' in window)
  await page.evaluate((config) => window.WalletModal.init(config as never), {
    modalUrl: `${env.modalUrl}/`,
    ...config,
  })
}

/** The script element the loader inserted, as the page reads it. */
const insertedScript = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector<HTMLScriptElement>('script[src$="wallet-standard.js"]')
    return element && { integrity: element.integrity, crossOrigin: element.crossOrigin }
  })

test('default: loader.mjs loads the script with its integrity, and it registers the modal as a Wallet Standard wallet', async ({
  page,
}) => {
  const served = page.waitForResponse(WALLET_STANDARD)
  await openDapp(page, 'loader.mjs', { networks: [anvilNetwork(), SOLANA_MAINNET] })
  expect((await served).status()).toBe(200)
  await page.waitForFunction((name) => window.solanaDapp.names().includes(name), MODAL_WALLET)
  expect(await insertedScript(page)).toEqual({
    integrity: expect.stringMatching(/^sha384-[A-Za-z0-9+/]{64}$/),
    crossOrigin: 'anonymous',
  })
})

test('default: loader.js loads the script unpinned, and it registers the modal as a Wallet Standard wallet', async ({
  page,
}) => {
  await openDapp(page, 'loader.js', { networks: [anvilNetwork(), SOLANA_MAINNET] })
  await page.waitForFunction((name) => window.solanaDapp.names().includes(name), MODAL_WALLET)
  expect(await insertedScript(page)).toEqual({ integrity: '', crossOrigin: null })
})

test('error: with loader.mjs, a tampered wallet-standard.js does not run in the page', async ({ page }) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/integrity/i.test(message.text())) refused.push(message.text())
  })
  await page.route(WALLET_STANDARD, async (route) => {
    const response = await route.fetch()
    const body = `window.tampered = true;\n${await response.text()}`
    await route.fulfill({ response, body })
  })
  const served = page.waitForResponse(WALLET_STANDARD)
  await openDapp(page, 'loader.mjs', { networks: [anvilNetwork(), SOLANA_MAINNET] })
  await served
  await expect.poll(() => refused.length).toBeGreaterThan(0)
  expect(await page.evaluate(() => (window as { tampered?: boolean }).tampered)).toBeUndefined()
  expect(await page.evaluate(() => window.solanaDapp.names())).not.toContain(MODAL_WALLET)
})

for (const loader of ['loader.js', 'loader.mjs'] as const)
  test(`behavior: with ${loader}, a deployment that lists Solana puts no script in a dapp whose own config does not`, async ({
    page,
  }) => {
    // The deployment's config.json lists Solana among its default networks.
    await page.route(/\/config\.json$/, async (route) => {
      const response = await route.fetch()
      const config = await response.json()
      const networks = [anvilNetwork(), SOLANA_MAINNET]
      if ('networks' in config) config.networks = networks
      else config.defaults = { ...config.defaults, networks }
      await route.fulfill({ response, json: config })
    })
    const requested: string[] = []
    page.on('request', (request) => {
      if (WALLET_STANDARD.test(request.url())) requested.push(request.url())
    })
    await openDapp(page, loader, {})
    // Configured with the deployment's networks, Solana's among them: the modal opens on its Solana side.
    await page.evaluate(() => window.WalletModal.openWalletModal({ namespace: 'solana' }))
    expect(await page.evaluate(() => window.WalletModal.getState().namespace)).toBe('solana')
    // The modal is ready and configured: its answer to a request comes after anything it posts on configuring.
    await page.evaluate(() => window.WalletModal.provider.request({ method: 'eth_chainId' }))
    expect(requested).toEqual([])
  })
