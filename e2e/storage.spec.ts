import { anvilNetwork, modalDocument, openHost } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'

const networks = [anvilNetwork(), anvilNetwork(env.rpcUrl, 31338)]

const hostKeys = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith('wm:'))),
  )

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

test.describe('storage: cross-site layout (host 127.0.0.1, modal localhost)', () => {
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
