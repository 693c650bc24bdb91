import { anvilNetwork, modalDocument, openHost } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'

const networks = [anvilNetwork(), anvilNetwork(env.rpcUrl, 31338)]

const hostKeys = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith('wm:'))),
  )

/** The keys of `localStorage` as the modal's frame on `page` sees it (the cross-site one). */
const frameKeys = (page: Page) =>
  modalDocument(page, env.modalUrlCrossSite).evaluate(() => Object.keys(localStorage).sort())

test.describe('storage: same-site layout (host 127.0.0.1, modal 127.0.0.1 on another port)', () => {
  test('default: the modal keeps its state in its own origin and nothing in the host page', async ({
    page,
  }) => {
    await openHost(page)
    await page.evaluate((networks) => window.WalletModal.init({ networks }), networks)
    const modal = modalDocument(page)
    expect(
      await modal.evaluate(
        (host) => localStorage.getItem(`${host}/@wm/connection_status:eip155`),
        env.hostUrl,
      ),
    ).toBe('disconnected')
    expect(await hostKeys(page)).toEqual({})
  })

  test('behavior: the remembered network is rehydrated from the modal origin on reload', async ({ page }) => {
    await openHost(page)
    await page.evaluate((networks) => window.WalletModal.init({ networks }), networks)
    await modalDocument(page).evaluate(
      (host) => localStorage.setItem(`${host}/@wm/active_caip_network_id`, 'eip155:31338'),
      env.hostUrl,
    )
    await page.reload()
    await page.waitForFunction(() => 'WalletModal' in window)
    const state = await page.evaluate((networks) => window.WalletModal.init({ networks }), networks)
    expect(state.chainId).toBe(31338)
    expect(await page.evaluate(() => window.WalletModal.provider.request({ method: 'eth_chainId' }))).toBe(
      '0x7a6a',
    )
  })
})

test.describe('storage: cross-site blocked layout (host 127.0.0.1, modal localhost, its storage blocked)', () => {
  test('default: the modal’s localStorage throws, so non-secret state falls back to the host page', async ({
    page,
  }) => {
    await openHost(page, { modal: env.modalUrlCrossSite })
    await page.evaluate((networks) => window.WalletModal.init({ networks }), networks)
    const modal = modalDocument(page, env.modalUrlCrossSite)
    const access = await modal.evaluate(() => {
      try {
        localStorage.getItem('x')
        return 'works'
      } catch (error) {
        return (error as Error).name
      }
    })
    expect(access).toBe('SecurityError')
    expect(await hostKeys(page)).toEqual({
      [`wm:${env.hostUrl}/@wm/connection_status:eip155`]: 'disconnected',
    })
  })

  test('behavior: the remembered network is rehydrated from the host page’s storage', async ({ page }) => {
    await openHost(page, { modal: env.modalUrlCrossSite })
    await page.evaluate(
      (host) => localStorage.setItem(`wm:${host}/@wm/active_caip_network_id`, 'eip155:31338'),
      env.hostUrl,
    )
    await page.reload()
    await page.waitForFunction(() => 'WalletModal' in window)
    const state = await page.evaluate((networks) => window.WalletModal.init({ networks }), networks)
    expect(state.chainId).toBe(31338)
  })
})

// Browsers partition a cross-site frame's storage by top-level site (e2e/layouts.ts: run by the `partitioned`
// project). The frame keeps its state as a same-site one does, but in a partition of its own.
test.describe('storage: cross-site partitioned layout (host 127.0.0.1, modal localhost, its storage partitioned)', () => {
  test('default: the modal keeps its state in its own (partitioned) storage and nothing in the host page', async ({
    page,
  }) => {
    await openHost(page, { modal: env.modalUrlCrossSite })
    await page.evaluate((networks) => window.WalletModal.init({ networks }), networks)
    expect(
      await modalDocument(page, env.modalUrlCrossSite).evaluate(
        (host) => localStorage.getItem(`${host}/@wm/connection_status:eip155`),
        env.hostUrl,
      ),
    ).toBe('disconnected')
    expect(await hostKeys(page)).toEqual({})
  })

  test('behavior: the partition is the top-level site’s: shared by its hosts, apart from the modal’s own site', async ({
    page,
    context,
  }) => {
    await openHost(page, { modal: env.modalUrlCrossSite })
    await page.evaluate((networks) => window.WalletModal.init({ networks }), networks)
    const status = (host: string) => `${host}/@wm/connection_status:eip155`
    expect(await frameKeys(page)).toContain(status(env.hostUrl))

    // Another origin of the same top-level site: the same partition (which is why the modal scopes every key).
    const sameSite = await context.newPage()
    await openHost(sameSite, { host: env.hostUrl2, modal: env.modalUrlCrossSite })
    await sameSite.evaluate((networks) => window.WalletModal.init({ networks }), networks)
    expect(await frameKeys(sameSite)).toEqual(
      expect.arrayContaining([status(env.hostUrl), status(env.hostUrl2)]),
    )

    // The modal's origin at the top level has storage of its own: none of the frame's keys, and its own unseen there.
    const firstParty = await context.newPage()
    await firstParty.goto(`${env.modalUrlCrossSite}/config.json`)
    expect(await firstParty.evaluate(() => Object.keys(localStorage))).toEqual([])
    await firstParty.evaluate(() => localStorage.setItem('first-party', '1'))
    expect(await frameKeys(page)).not.toContain('first-party')
    expect(await frameKeys(page)).toContain(status(env.hostUrl2))
  })

  test('behavior: the remembered network is rehydrated from the frame’s own storage on reload', async ({
    page,
  }) => {
    await openHost(page, { modal: env.modalUrlCrossSite })
    await page.evaluate((networks) => window.WalletModal.init({ networks }), networks)
    await modalDocument(page, env.modalUrlCrossSite).evaluate(
      (host) => localStorage.setItem(`${host}/@wm/active_caip_network_id`, 'eip155:31338'),
      env.hostUrl,
    )
    await page.reload()
    await page.waitForFunction(() => 'WalletModal' in window)
    const state = await page.evaluate((networks) => window.WalletModal.init({ networks }), networks)
    expect(state.chainId).toBe(31338)
    expect(await hostKeys(page)).toEqual({})
  })
})
