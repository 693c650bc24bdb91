import { openAccount } from './accountFixture.js'
import { anvilNetwork, modalFrame, openHost } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'

// Issue 11.3: the views the modal does not open on are chunks of their own, loaded after `ready` in idle time or
// on first need; one that cannot load says so instead of spinning.

const layouts = [
  { layout: 'same-site', modal: env.modalUrl },
  { layout: 'cross-site', modal: env.modalUrlCrossSite },
] as const

const NETWORKS_CHUNK = /\/assets\/Networks-[\w-]+\.js$/
const WALLET_GROUPS_CHUNK = /\/assets\/WalletGroups-[\w-]+\.js$/
const ACCOUNT_TABS_CHUNK = /\/assets\/AccountTabs-[\w-]+\.js$/

async function ready(page: Page, modal: string) {
  await openHost(page, { modal: `${modal}/` })
  await page.evaluate((network) => window.WalletModal.init({ networks: [network] }), anvilNetwork())
}

for (const { layout, modal } of layouts) {
  test.describe(`lazy views (${layout})`, () => {
    test('default: once ready, the other views load without an open, and then show at once', async ({
      page,
    }) => {
      const loaded = page.waitForResponse((response) => NETWORKS_CHUNK.test(response.url()))
      await ready(page, modal)
      expect((await loaded).status()).toBe(200)
      await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'Networks' }))
      await expect(modalFrame(page).getByRole('dialog')).toHaveAccessibleName('Choose network')
      await expect(modalFrame(page).getByRole('button', { name: /Anvil/ })).toBeVisible()
    })

    test('error: a view whose code cannot load says what failed, and Try again loads it', async ({
      page,
    }) => {
      let failing = true
      await page.route(NETWORKS_CHUNK, (route) =>
        failing ? route.abort('connectionfailed') : route.fallback(),
      )
      await ready(page, modal)
      await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'Networks' }))
      const frame = modalFrame(page)
      const alert = frame.getByRole('alert')
      await expect(alert).toContainText('This screen could not be loaded')
      await expect(alert).toContainText(/Networks-[\w-]+\.js/)
      failing = false
      await alert.getByRole('button', { name: 'Try again' }).click()
      await expect(frame.getByRole('button', { name: /Anvil/ })).toBeVisible()
    })

    test("error: Account's tabs whose code cannot load say what failed, and Try again loads them", async ({
      page,
    }) => {
      let failing = true
      await page.route(ACCOUNT_TABS_CHUNK, (route) =>
        failing ? route.abort('connectionfailed') : route.fallback(),
      )
      const frame = await openAccount(page, { modal, waitForAccount: false })
      const alert = frame.getByRole('alert')
      await expect(alert).toContainText('This screen could not be loaded')
      await expect(alert).toContainText(/AccountTabs-[\w-]+\.js/)
      failing = false
      await alert.getByRole('button', { name: 'Try again' }).click()
      await expect(frame.getByRole('tab', { name: 'Tokens' })).toBeVisible()
      await expect(frame.getByRole('button', { name: 'Copy address' })).toBeVisible()
    })

    test('behavior: the lazy chunks Account loads preload scripts only, never the stylesheet as a script', async ({
      page,
    }) => {
      const stylesheets: string[] = []
      page.on('request', (request) => {
        if (request.url().endsWith('.css') && request.resourceType() === 'script')
          stylesheets.push(request.url())
      })
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && /module script/.test(message.text())) errors.push(message.text())
      })
      const frame = await openAccount(page, { modal })
      await expect(frame.getByRole('tab', { name: 'Tokens' })).toBeVisible()
      // Account's own lazy imports (its tabs, the balance sources) have run: the helper has seen their maps.
      await expect(frame.getByRole('tabpanel')).toBeVisible()
      expect({ stylesheets, errors }).toEqual({ stylesheets: [], errors: [] })
    })

    test('behavior: an opening waits up to 1 s for slow wallet groups, then Connect says it is loading them', async ({
      page,
    }) => {
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route(WALLET_GROUPS_CHUNK, async (route) => {
        await held
        await route.fallback()
      })
      await ready(page, modal)
      await page.evaluate(() => window.WalletModal.openWalletModal())
      const frame = modalFrame(page)
      const wallets = frame.getByRole('region', { name: 'Wallets' })
      await expect(wallets.getByText('Loading wallets…')).toBeVisible()
      await expect(wallets.locator('[aria-busy="true"]')).toHaveCount(1)
      release()
      await expect(wallets.getByRole('list', { name: 'Recommended wallets' })).toBeVisible()
      await expect(wallets.getByText('Loading wallets…')).toHaveCount(0)
    })
  })
}
