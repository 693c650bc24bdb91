import { type Hex, verifyMessage } from 'viem'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../modal-app/connectors/constants.js'
import { answer, modalFrame, openHost, request, start } from './fixtures.js'
import { CROSS_SITE_PARTITIONED, type Layout } from './layouts.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'
import {
  connectWithWalletConnect,
  copiedUri,
  initWithWalletConnect,
  LAYOUTS,
  startWcWallet,
  WC_ACCOUNT,
  wcNetworks,
} from './walletconnect/dapp.js'
import type { TestWcWallet } from './walletconnect/wallet.js'

const WALLET = WC_ACCOUNT

let wallet: TestWcWallet
test.beforeEach(async () => {
  wallet = await startWcWallet()
})
test.afterEach(async () => {
  await wallet.stop()
})

async function setup(page: Page, layout: Layout) {
  await openHost(page, { modal: layout.modalUrl() })
  await initWithWalletConnect(page)
}

const connect = (page: Page) => connectWithWalletConnect(page, wallet)
const init = (page: Page) => initWithWalletConnect(page)
const networks = wcNetworks

for (const layout of [...LAYOUTS, CROSS_SITE_PARTITIONED]) {
  test.describe(`WalletConnect (${layout.name})`, () => {
    test('default: the dapp connects a wallet that pairs from the QR link', async ({ page }) => {
      await setup(page, layout)
      expect(await connect(page)).toEqual({ result: [WALLET.address] })
      await page.waitForFunction(() => !window.WalletModal.getState().open)
      expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
        status: 'connected',
        address: WALLET.address,
        chainId: 31337,
      })
      expect(await request(page, 'eth_accounts')).toEqual([WALLET.address])
    })

    test('behavior: personal_sign is signed by the wallet and verifies; eth_sendTransaction is mined', async ({
      page,
    }) => {
      await setup(page, layout)
      await connect(page)
      const message = 'Hello over WalletConnect'
      await start(page, 'personal_sign', [`0x${Buffer.from(message).toString('hex')}`, WALLET.address])
      await wallet.nextRequest('personal_sign')
      await wallet.approveRequest()
      const { result: signature } = (await answer(page)) as { result: Hex }
      expect(await verifyMessage({ address: WALLET.address, message, signature })).toBe(true)

      await start(page, 'eth_sendTransaction', [{ from: WALLET.address, to: WALLET.address, value: '0x1' }])
      await wallet.nextRequest('eth_sendTransaction')
      await wallet.approveRequest()
      const { result: hash } = (await answer(page)) as { result: Hex }
      await expect
        .poll(() =>
          request(page, 'eth_getTransactionReceipt', [hash]).then(
            (receipt) => (receipt as { status?: string } | null)?.status,
          ),
        )
        .toBe('0x1')
    })

    test('error: a wallet rejection reaches the dapp as 4001', async ({ page }) => {
      await setup(page, layout)
      await connect(page)
      await start(page, 'personal_sign', ['0x68656c6c6f', WALLET.address])
      await wallet.nextRequest('personal_sign')
      await wallet.rejectRequest()
      expect(await answer(page)).toMatchObject({ code: 4001 })
    })

    test('behavior: a wallet-side disconnect reaches the dapp', async ({ page }) => {
      await setup(page, layout)
      await connect(page)
      await wallet.disconnect()
      await page.waitForFunction(() => window.WalletModal.getState().status === 'disconnected')
      const seen = await page.evaluate(() => (window as unknown as { seen: { name: string }[] }).seen)
      expect(seen.at(-1)).toMatchObject({ name: 'disconnect' })
      expect(await request(page, 'eth_accounts')).toEqual([])
    })

    test('behavior: the dapp’s disconnect ends the session in the wallet', async ({ page }) => {
      await setup(page, layout)
      await connect(page)
      expect(wallet.sessions()).toHaveLength(1)
      await page.evaluate(() => window.WalletModal.disconnect())
      await expect.poll(() => wallet.sessions().length).toBe(0)
      expect(await page.evaluate(() => window.WalletModal.getState().status)).toBe('disconnected')
      expect(await request(page, 'eth_accounts')).toEqual([])
    })

    if (layout.persists)
      test('behavior: the session is restored after a reload', async ({ page }) => {
        await setup(page, layout)
        await connect(page)
        await page.reload()
        await page.waitForFunction(() => 'WalletModal' in window)
        await init(page)
        expect(await request(page, 'eth_accounts')).toEqual([WALLET.address])
        // The restored session still carries requests.
        await start(page, 'personal_sign', ['0x68656c6c6f', WALLET.address])
        await wallet.nextRequest('personal_sign')
        await wallet.approveRequest()
        expect(await answer(page)).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
      })
    else
      test('behavior: the session lives in memory only and ends with the page', async ({ page }) => {
        await setup(page, layout)
        await connect(page)
        await page.reload()
        await page.waitForFunction(() => 'WalletModal' in window)
        await init(page)
        expect(await request(page, 'eth_accounts')).toEqual([])
        expect(await page.evaluate(() => window.WalletModal.getState().status)).toBe('disconnected')
        // Nothing secret reached the host page: its storage holds only the modal's non-secret hints.
        const hostKeys = await page.evaluate(() => Object.keys(localStorage))
        expect(hostKeys.filter((key) => !key.includes('@wm/'))).toEqual([])
      })

    test('behavior: a pairing about to expire is replaced by a fresh one', async ({ page }) => {
      await page.clock.install()
      await setup(page, layout)
      await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'ConnectingWalletConnect' }))
      const first = await copiedUri(page)
      await page.clock.runFor(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS)
      await expect.poll(() => copiedUri(page)).not.toBe(first)
    })

    test('behavior: without a project id WalletConnect is hidden and the alert says why; nothing else breaks', async ({
      page,
    }) => {
      await openHost(page, { modal: layout.modalUrl() })
      await page.evaluate((networks) => window.WalletModal.init({ networks }), networks())
      await page.evaluate(() => window.WalletModal.openWalletModal())
      const frame = modalFrame(page)
      await expect(frame.getByRole('note').filter({ hasText: 'Project ID Not Configured' })).toBeVisible()
      await expect(frame.getByRole('button', { name: /WalletConnect/ })).toHaveCount(0)
      expect(await request(page, 'eth_chainId')).toBe('0x7a69')
    })
  })
}

for (const layout of LAYOUTS) {
  test.describe(`WalletConnect on a phone (${layout.name})`, () => {
    test('behavior: a chosen wallet’s universal link carries the pairing and opens at the top level', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 })
      await openHost(page, { modal: layout.modalUrl() })
      await page.evaluate(
        ({ networks, relayUrl, walletDirectoryUrl }) =>
          window.WalletModal.init({ networks, projectId: 'e2e-project', relayUrl, walletDirectoryUrl }),
        // Catalogue wallets list mainnet, not the local chains.
        {
          networks: [...networks(), 'eip155:1'],
          relayUrl: env.relayUrl,
          walletDirectoryUrl: env.walletDirectoryUrl,
        },
      )
      await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'AllWallets' }))
      const frame = modalFrame(page)
      await frame.getByLabel('Search wallets').fill('Safe')
      // The results replace the list when the search settles; a tile clicked before then may be replaced under it.
      await expect(frame.getByText(/^\d+ wallets? found$/)).toHaveCount(1)
      await frame.getByRole('button', { name: 'Safe' }).click()
      await expect(frame.getByRole('img', { name: /WalletConnect QR code/ })).toBeVisible()
      // Record window.open in the host page's realm: the link must be opened there, at the top level.
      await page.evaluate(() => {
        const open = window.open.bind(window)
        const opened: string[] = []
        ;(window as unknown as { opened: string[] }).opened = opened
        window.open = (url, ...rest) => {
          opened.push(String(url))
          return open(url, ...rest)
        }
      })
      // The popup's own request (outside hosts do not resolve here, so its page ends as an error page).
      const [request] = await Promise.all([
        page
          .context()
          .waitForEvent('request', (request) => request.url().startsWith('https://app.safe.global/')),
        frame.getByRole('button', { name: 'Open the web app' }).click(),
      ])
      expect(request.url()).toMatch(/^https:\/\/app\.safe\.global\/wc\?uri=wc%3A[0-9a-f]{64}%402/)
      expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual([
        request.url(),
      ])
    })
  })
}
