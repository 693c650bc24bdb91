import { modalDocument, openHost } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'

test.describe('local stack', () => {
  test('default: the modal is served with its CSP, frame-ancestors included', async ({ request }) => {
    const response = await request.get(`${env.modalUrl}/`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8')
    const csp = response.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("script-src 'self';")
    expect(csp).toMatch(/; frame-ancestors \S+/)
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
    expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  test('behavior: the modal gets an agent cluster of its own origin, beside a host page of the same site', async ({
    playwright,
    request,
  }, testInfo) => {
    for (const path of ['/', '/index.html'])
      expect((await request.get(`${env.modalUrl}${path}`)).headers()['origin-agent-cluster'], path).toBe('?1')
    // Chromium now keys every agent cluster by origin unless a page opts out; without that default, only the
    // header does, so a browser without it shows the header at work.
    const options = testInfo.project.use.launchOptions ?? {}
    const browser = await playwright.chromium.launch({
      ...options,
      args: [...(options.args ?? []), '--disable-features=OriginAgentClusterDefaultEnable'],
    })
    try {
      const page = await browser.newPage()
      await openHost(page)
      await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(env.modalUrl))).toBe(true)
      expect(await modalDocument(page).evaluate(() => window.originAgentCluster)).toBe(true)
      // The host page sends no such header: it stays in its site's cluster.
      expect(await page.evaluate(() => window.originAgentCluster)).toBe(false)
    } finally {
      await browser.close()
    }
  })

  test('behavior: the hashed assets are cached for a year; the page, its config and the loader are not', async ({
    request,
  }) => {
    const page = await request.get(`${env.modalUrl}/`)
    const script = /<script type="module" crossorigin src="\.\/(assets\/[^"]+\.js)"/.exec(
      await page.text(),
    )?.[1]
    expect(script).toMatch(/^assets\/index-[\w-]+\.js$/)
    const asset = await request.get(`${env.modalUrl}/${script}`)
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    // The CSP rule for every file still applies to the assets.
    expect(asset.headers()['x-content-type-options']).toBe('nosniff')
    for (const path of ['/', '/config.json', '/loader.js'])
      expect((await request.get(`${env.modalUrl}${path}`)).headers()['cache-control']).not.toContain(
        'max-age',
      )
  })

  test('behavior: the demo dapp loads loader.js from the modal origin', async ({ page }) => {
    await page.goto(`${env.hostUrl}/demo.html`)
    await expect(page.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
    await expect(page.locator('#modal-url')).toHaveText(`${env.modalUrl}/`)
    await page.waitForFunction(() => 'WalletModal' in window)
    await expect(page.getByText(`Anvil (${env.chainId})`)).toBeVisible()
  })

  test('behavior: both modal origins and the refused host origin answer in the browser', async ({ page }) => {
    for (const url of [`${env.modalUrlCrossSite}/config.json`, `${env.hostUrlRefused}/demo.html`]) {
      expect((await page.goto(url))?.status(), url).toBe(200)
    }
  })

  test('behavior: the chains answer', async ({ request }) => {
    for (const [rpcUrl, chainId] of [
      [env.rpcUrl, env.chainId],
      [env.rpcUrl2, env.chainId2],
    ] as const) {
      const response = await request.post(rpcUrl, {
        data: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      })
      expect(await response.json()).toMatchObject({ result: `0x${chainId.toString(16)}` })
    }
  })

  test('error: hosts outside the machine do not resolve in the browser', async ({ page }) => {
    await expect(page.goto('http://example.com/')).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/)
  })
})
