import { anvilNetwork, modalDocument, openHost } from './fixtures.js'
import { sendHostileCallsAfterHandshake } from './hostilePeer.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'

// The bridge refuses peers other than the page that embeds the modal, and takes only allowed calls from it.

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
    const replies = await page.evaluate(sendHostileCallsAfterHandshake, env.modalUrl)
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
