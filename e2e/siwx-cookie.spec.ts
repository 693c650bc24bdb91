import { anvilNetwork, modalDocument, modalFrame, openHost, start } from './fixtures.js'
import { signedInAndClosed, siwxOptions } from './signInFixtures.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'
import { ANVIL_ACCOUNT_0, approveNext, installTestWallet } from './wallet/fixtures.js'

// The reference backend's session cookie (e2e/stack/siwxBackend.ts) in a real browser: `__Host-` and `Secure`
// over plain http, which Chromium allows on loopback (http://127.0.0.1 and http://localhost are trustworthy).

const initWithSiwx = (page: Page) =>
  page.evaluate((config) => window.WalletModal.init(config as never), {
    networks: [anvilNetwork()],
    ...siwxOptions(),
  })

/** The test wallet connects and signs in through the modal at `modal`. */
async function signIn(page: Page, modal: string) {
  await installTestWallet(page)
  await openHost(page, { modal })
  await initWithSiwx(page)
  await start(page, 'eth_requestAccounts')
  await modalFrame(page)
    .getByRole('button', { name: /Test Wallet/ })
    .click()
  await approveNext(page, 'eth_requestAccounts')
  await modalFrame(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await approveNext(page, 'personal_sign')
  await signedInAndClosed(page)
}

test.describe('sign-in session cookie', () => {
  test('default: same-site, the browser keeps the __Host- cookie, and it brings the session back when the modal’s storage lost it', async ({
    page,
  }) => {
    await signIn(page, env.modalUrl)
    expect(await page.context().cookies(env.siwxUrl)).toEqual([
      expect.objectContaining({
        name: '__Host-siwx_session',
        domain: '127.0.0.1',
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      }),
    ])
    // The modal forgets the session it stored; after a reload only the backend, by the cookie, can say who it is.
    const removed = await modalDocument(page).evaluate(() => {
      const keys = Object.keys(localStorage).filter((key) => key.includes('siwx_session'))
      for (const key of keys) localStorage.removeItem(key)
      return keys.length
    })
    expect(removed).toBeGreaterThan(0)
    await page.reload()
    await page.waitForFunction(() => 'WalletModal' in window)
    await initWithSiwx(page)
    await page.waitForFunction(() => window.WalletModal.getState().siwx !== undefined)
    expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
      status: 'connected',
      siwx: { address: ANVIL_ACCOUNT_0, caipNetworkId: 'eip155:31337' },
    })
    const methods = await page.evaluate(() => window.testWallet.requests().map((entry) => entry.method))
    expect(methods).not.toContain('personal_sign')
  })

  test('behavior: cross-site, the frame’s requests set no cookie; the backend sees no session', async ({
    page,
  }) => {
    await signIn(page, env.modalUrlCrossSite)
    expect(await page.context().cookies(env.siwxUrl)).toEqual([])
    const status = await modalDocument(page, env.modalUrlCrossSite).evaluate(
      async (sessionUrl) => (await fetch(sessionUrl, { credentials: 'include' })).status,
      `${env.siwxUrl}/siwx/session`,
    )
    expect(status).toBe(404)
  })
})
