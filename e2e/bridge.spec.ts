import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { anvilNetwork, modalDocument, openHost } from './fixtures.js'
import { env } from './stack/env.js'

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
      message: `Invalid App Configuration: the modal at ${env.modalUrl}/ did not answer; check modalUrl, and that its allowedOrigins include ${new URL(env.hostUrlRefused).origin}`,
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
      const expected = { code: 4900, message: `The modal at ${hanging} did not become ready within 20000 ms` }
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
      message: `Invalid App Configuration: the modal at ${silent} did not answer; check modalUrl, and that its allowedOrigins include ${new URL(env.hostUrl).origin}`,
    })
  })
})

test.describe('bridge hardening', () => {
  test('behavior: a frame that is not the modal’s parent cannot connect to it', async ({ page }) => {
    await openHost(page)
    await page.evaluate((network) => window.WalletModal.init({ networks: [network] }), anvilNetwork())
    // A frame from another origin, inside the same page, tries to take over the modal's bridge.
    await page.evaluate((src) => {
      const frame = document.createElement('iframe')
      frame.src = src
      frame.title = 'Attacker'
      document.body.append(frame)
    }, `${env.hostUrlRefused}/attacker.html`)
    const attacker = page.frameLocator('iframe[title="Attacker"]')
    await expect(attacker.locator('body[data-ready]')).toBeAttached()
    const attackerFrame = page.frames().find((frame) => frame.url().includes('attacker.html'))!
    const replies = await attackerFrame.evaluate(() =>
      (window as unknown as { attack(): Promise<unknown> }).attack(),
    )
    expect(replies).toEqual([
      { wm: 'refused', reason: 'Invalid App Configuration: only the page that embeds the modal may connect' },
    ])
    // The real host's bridge still works.
    expect(await page.evaluate(() => window.WalletModal.provider.request({ method: 'eth_chainId' }))).toBe(
      '0x7a69',
    )
  })

  test('behavior: a hostile peer that completes the handshake can only make allowed calls', async ({
    page,
  }) => {
    await page.goto(`${env.hostUrl}/blank.html`)
    const replies = await page.evaluate(async (modalUrl) => {
      const frame = document.createElement('iframe')
      frame.src = modalUrl
      document.body.append(frame)
      await new Promise<void>((resolve) =>
        addEventListener('message', (event) => event.data?.wm === 'hello' && resolve(), { once: true }),
      )
      const modal = new MessageChannel()
      const host = new MessageChannel()
      const replies: unknown[] = []
      const ready = new Promise<void>((resolve) => {
        modal.port1.onmessage = (event) => {
          if (event.data?.ev?.type === 'ready') resolve()
          else if (event.data?.id) replies.push(event.data)
        }
      })
      frame.contentWindow!.postMessage({ wm: 'connect', v: 1 }, new URL(modalUrl).origin, [
        modal.port2,
        host.port2,
      ])
      await ready
      const raw = (value: unknown) => ({ type: 'RAW', value })
      const send = (message: unknown, transfer: Transferable[] = []) =>
        modal.port1.postMessage(message, transfer)
      const code = 'window.__pwned = 1; return document.cookie'
      send({ id: 'get', type: 'GET', path: ['constructor', 'constructor'] })
      send({
        id: 'apply-ctor',
        type: 'APPLY',
        path: ['constructor', 'constructor'],
        argumentList: [raw(code)],
      })
      send({ id: 'apply-deep', type: 'APPLY', path: ['request', 'constructor'], argumentList: [raw(code)] })
      send({ id: 'set-proto', type: 'SET', path: ['__proto__', 'polluted'], value: raw('yes') })
      send({ id: 'set-method', type: 'SET', path: ['request'], value: raw('gone') })
      send({ id: 'to-string', type: 'APPLY', path: ['toString'], argumentList: [] })
      send({ id: 'construct', type: 'CONSTRUCT', path: ['configure'], argumentList: [] })
      send({ id: 'endpoint', type: 'ENDPOINT', path: [] })
      send({ id: 'release', type: 'RELEASE', path: [] })
      const callback = new MessageChannel()
      send(
        {
          id: 'proxy-arg',
          type: 'APPLY',
          path: ['request'],
          argumentList: [{ type: 'HANDLER', name: 'proxy', value: callback.port2 }],
        },
        [callback.port2],
      )
      send('not a comlink message')
      send(null)
      send({ id: 7, type: 'APPLY', path: ['request'], argumentList: [] })
      // Allowed calls with bad arguments get clear errors; a good one is answered (RELEASE did not unexpose).
      send({ id: 'bad-request', type: 'APPLY', path: ['request'], argumentList: [raw({ method: 42 })] })
      send({ id: 'bad-view', type: 'APPLY', path: ['open'], argumentList: [raw({ view: 'Nowhere' })] })
      send({ id: 'good', type: 'APPLY', path: ['request'], argumentList: [raw({ method: 'eth_chainId' })] })
      await new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (replies.some((reply) => (reply as { id: string }).id === 'good')) resolve(clearInterval(check))
        }, 5)
      })
      return replies
    }, env.modalUrl)
    expect(replies).toEqual([
      {
        id: 'bad-request',
        type: 'RAW',
        value: { error: { code: -32600, message: 'Invalid request: method must be a non-empty string' } },
      },
      {
        id: 'bad-view',
        type: 'RAW',
        value: { error: { code: -32602, message: "openWalletModal: unknown view 'Nowhere'" } },
      },
      { id: 'good', type: 'RAW', value: { result: '0x1' } },
    ])
    const realm = await modalDocument(page).evaluate(() => ({
      pwned: (window as unknown as { __pwned?: number }).__pwned,
      polluted: (Object.prototype as unknown as { polluted?: string }).polluted,
    }))
    expect(realm).toEqual({ pwned: undefined, polluted: undefined })
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
