import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { anvilNetwork, modalDocument, openHost } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'

test.describe('handshake', () => {
  test('default: init handshakes and reports the state', async ({ page }) => {
    await openHost(page)
    const state = await page.evaluate(
      (network) => window.WalletModal.init({ networks: [network] }),
      anvilNetwork(),
    )
    expect(state).toEqual({
      open: false,
      view: 'Connect',
      status: 'disconnected',
      address: undefined,
      caipAddress: undefined,
      chainId: 31337,
      namespace: 'eip155',
      // No wallet; the theme as shown: 'system' resolved to the browser's preference (Playwright's is light).
      wallet: undefined,
      themeMode: 'light',
      themeVariables: {},
    })
    expect(await page.evaluate(() => window.WalletModal.provider.request({ method: 'eth_chainId' }))).toBe(
      '0x7a69',
    )
  })

  test('behavior: the first call of anything inits with the deployment defaults', async ({ page }) => {
    await openHost(page)
    expect(await page.evaluate(() => window.WalletModal.provider.request({ method: 'eth_chainId' }))).toBe(
      '0x1',
    )
  })

  test('error: a host origin the deployment does not allow is refused by the modal, with the reason', async ({
    page,
  }) => {
    // Without `_headers` nothing stops the frame from loading, so the modal's own origin check answers.
    await openHost(page, { host: env.hostUrlRefused, modal: env.modalUrlNoHeaders })
    const outcome = await page.evaluate(() =>
      window.WalletModal.openWalletModal().then(
        () => 'opened',
        (error) => ({ code: error.code, message: error.message }),
      ),
    )
    expect(outcome).toEqual({
      code: 4100,
      message: `Invalid App Configuration: origin ${new URL(env.hostUrlRefused).origin} is not in this deployment's allowedOrigins`,
    })
  })

  test('error: a host origin blocked by the frame-ancestors CSP gets Invalid App Configuration, not a hang', async ({
    page,
  }) => {
    await openHost(page, { host: env.hostUrlRefused })
    const outcome = await page.evaluate(() =>
      window.WalletModal.openWalletModal().then(
        () => 'opened',
        (error) => ({ code: error.code, message: error.message }),
      ),
    )
    expect(outcome).toEqual({
      code: 4100,
      message: `Invalid App Configuration: the modal at ${env.modalUrl}/ did not answer; check modalUrl and allowedOrigins (${new URL(env.hostUrlRefused).origin})`,
    })
  })

  test('error: a modal URL that never answers rejects pending and later calls after 20 s, naming it', async ({
    page,
  }) => {
    // A server that accepts the frame's request and never responds: the frame never loads.
    const held: IncomingMessage[] = []
    const server = createServer((request) => void held.push(request))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const hanging = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    try {
      await page.clock.install()
      await openHost(page)
      await page.evaluate((modalUrl) => {
        window.lastOpen = window.WalletModal.init({ modalUrl }).then(
          () => 'resolved',
          (error) => ({ code: error.code, message: error.message }),
        )
      }, hanging)
      await expect.poll(() => held.length).toBe(1)
      await page.clock.runFor(20_000)
      const expected = { code: 4900, message: `The modal at ${hanging} did not load in 20 s` }
      expect(await page.evaluate(() => window.lastOpen)).toEqual(expected)
      const later = await page.evaluate(() =>
        window.WalletModal.openWalletModal().then(
          () => 'resolved',
          (error) => ({ code: error.code, message: error.message }),
        ),
      )
      expect(later).toEqual(expected)
    } finally {
      for (const request of held) request.socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  test('error: a modal URL that loads a page that is not the modal fails fast with Invalid App Configuration', async ({
    page,
  }) => {
    await page.clock.install()
    const silent = `${env.hostUrl}/silent/`
    await openHost(page)
    await page.evaluate((modalUrl) => {
      window.lastOpen = window.WalletModal.init({ modalUrl }).then(
        () => 'resolved',
        (error) => ({ code: error.code, message: error.message }),
      )
    }, silent)
    // The silent page is same-origin with the host, so the test can see when it has loaded.
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLIFrameElement>('iframe[title="Wallet"]')?.contentDocument?.readyState ===
        'complete',
    )
    await page.clock.runFor(3_000)
    expect(await page.evaluate(() => window.lastOpen)).toEqual({
      code: 4100,
      message: `Invalid App Configuration: the modal at ${silent} did not answer; check modalUrl and allowedOrigins (${new URL(env.hostUrl).origin})`,
    })
  })
})

test.describe('reload', () => {
  test('behavior: an iframe reload during a call rejects it with 4900, and later calls work', async ({
    page,
  }) => {
    // An RPC endpoint that holds every request open, so a read stays in flight.
    const arrived: IncomingMessage[] = []
    let onArrival = () => {}
    const server = createServer((request) => {
      arrived.push(request)
      onArrival()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const stalled = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    try {
      await openHost(page)
      await page.evaluate(
        (network) => window.WalletModal.init({ networks: [network] }),
        anvilNetwork(stalled),
      )
      const firstArrival = new Promise<void>((resolve) => {
        onArrival = resolve
      })
      await page.evaluate(() => {
        window.lastOpen = window.WalletModal.provider.request({ method: 'eth_blockNumber' }).then(
          () => 'resolved',
          (error) => ({ code: error.code, message: error.message }),
        )
      })
      await firstArrival
      await modalDocument(page).evaluate(() => location.reload())
      expect(await page.evaluate(() => window.lastOpen)).toEqual({
        code: 4900,
        message: 'The modal reloaded; the request was cancelled',
      })
      // The reloaded modal handshakes again with the stalled network restored; the dapp moves to a live one.
      await page.evaluate((network) => window.WalletModal.init({ networks: [network] }), anvilNetwork())
      expect(
        await page.evaluate(() => window.WalletModal.provider.request({ method: 'eth_blockNumber' })),
      ).toMatch(/^0x[0-9a-f]+$/)
    } finally {
      for (const request of arrived) request.socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
