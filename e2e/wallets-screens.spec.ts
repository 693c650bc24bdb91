import { anvilNetwork, modalFrame, openHost } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'

// Screenshots of the wallet catalogue in both themes at a phone and a desktop width, written to
// test-results/screens/ for people to look at: AllWallets full and with a search that finds nothing (built-in
// catalogue), AllWallets with the directory's images, the Connect list, and a chosen wallet.
const widths = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const

async function dialogBox(page: Page) {
  const box = await modalFrame(page).getByRole('dialog').boundingBox()
  if (!box) throw new Error('the dialog has no box')
  return box
}

/** Waits until the dialog is visible and its box stops changing (opening animation, lists filling in). */
async function settle(page: Page) {
  await expect(modalFrame(page).getByRole('dialog')).toBeVisible()
  let last = ''
  await expect
    .poll(async () => {
      const box = JSON.stringify(await dialogBox(page))
      const same = box === last
      last = box
      return same
    })
    .toBe(true)
}

async function open(page: Page, config: Record<string, unknown>, view?: 'AllWallets' | 'Connect') {
  await openHost(page)
  await page.evaluate(
    ({ config, network }) => window.WalletModal.init({ ...config, networks: [network, 'eip155:1'] }),
    { config, network: anvilNetwork() },
  )
  await page.evaluate((view) => window.WalletModal.openWalletModal(view ? { view } : {}), view)
}

for (const themeMode of ['light', 'dark'] as const) {
  for (const { width, height } of widths) {
    const name = (view: string) => `test-results/screens/${view}-${themeMode}-${width}.png`

    test(`screens: AllWallets full and empty, ${themeMode}, ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await open(page, { themeMode }, 'AllWallets')
      const frame = modalFrame(page)
      await expect(
        frame.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: 'MetaMask' }),
      ).toBeVisible()
      await settle(page)
      await page.screenshot({ path: name('AllWallets-full') })

      await frame.getByLabel('Search wallets').fill('zzzz')
      await expect(frame.getByRole('heading', { name: 'No wallet found' })).toBeVisible()
      await settle(page)
      await page.screenshot({ path: name('AllWallets-empty') })
    })

    test(`screens: AllWallets with directory images, Connect and a chosen wallet, ${themeMode}, ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      await open(page, {
        themeMode,
        projectId: `screens-${themeMode}-${width}`,
        walletDirectoryUrl: env.walletDirectoryUrl,
        relayUrl: env.relayUrl,
      })
      const frame = modalFrame(page)
      await expect(frame.getByRole('button', { name: 'All wallets' })).toBeVisible()
      await expect(frame.getByRole('list', { name: 'Recommended wallets' }).getByRole('img')).toHaveCount(0)
      await settle(page)
      await page.screenshot({ path: name('Connect-catalogue') })

      await frame.getByRole('button', { name: 'All wallets' }).click()
      await expect(
        frame.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: 'Rainbow' }),
      ).toBeVisible()
      await settle(page)
      await page.screenshot({ path: name('AllWallets-directory') })

      await frame.getByRole('button', { name: 'Safe' }).click()
      await expect(frame.getByRole('heading', { name: 'Safe' })).toBeVisible()
      await expect(frame.getByRole('img', { name: /WalletConnect QR code/ })).toBeVisible()
      await settle(page)
      await page.screenshot({ path: name('ConnectingWalletConnect-chosen') })
    })
  }
}
