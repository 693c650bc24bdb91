import { anvilNetwork, modalDocument, modalFrame, openHost } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'
import { installTestWallet } from './wallet/fixtures.js'

// Issue 21.2: the host page controls the iframe (its `inert`, clip, opacity and pointer events). A hostile page that
// lifts them over a decoy must get nothing from a click or a key in the closed modal, even from a wallet that
// approves at once. In both layouts the closed screen is kept drawn (primed, issue 26).

/**
 * The host turns the closed frame into a click trap: interactive, still invisible (its one-pixel clip swapped for
 * opacity 0: a clipped frame is hit-tested only in that pixel), under the visitor's pointer.
 */
const liftGuards = (page: Page) =>
  page.locator('iframe[title="Wallet"]').evaluate((frame: HTMLIFrameElement) => {
    frame.style.clipPath = 'none'
    frame.style.opacity = '0'
    frame.inert = false
    frame.style.setProperty('pointer-events', 'auto', 'important')
    frame.removeAttribute('aria-hidden')
    frame.tabIndex = 0
  })

for (const { layout, modal } of [
  { layout: 'same-site', modal: env.modalUrl },
  { layout: 'cross-site', modal: env.modalUrlCrossSite },
]) {
  test(`error: with the frame's inert and pointer guards removed by the page, a click or a key on the closed modal's wallet row does nothing (${layout})`, async ({
    page,
  }) => {
    await installTestWallet(page, { autoApprove: true })
    await openHost(page, { modal: `${modal}/` })
    await page.evaluate((network) => window.WalletModal.init({ networks: [network] }), anvilNetwork())
    const row = modalFrame(page).getByRole('button', { name: /Test Wallet/, includeHidden: true })
    await expect(row).toBeAttached()
    await liftGuards(page)
    // Where the row is: the closed frame covers the viewport from its top left corner, so the coordinates match.
    const { x, y } = await modalDocument(page, modal).evaluate(() => {
      const buttons = [...document.querySelectorAll('button')]
      const found = buttons.find((button) => button.textContent?.includes('Test Wallet'))
      if (!found) throw new Error('no Test Wallet row')
      const box = found.getBoundingClientRect()
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    })
    // The click does land in the frame: the page's guards are gone.
    expect(
      await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y) === document.querySelector('iframe[title="Wallet"]'),
        { x, y },
      ),
    ).toBe(true)
    await page.mouse.click(x, y)
    await page.locator('iframe[title="Wallet"]').focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Space')
    // A connection would ask the wallet for accounts and report it; give the modal a round trip to do so.
    await page.evaluate(() => window.WalletModal.provider.request({ method: 'eth_chainId' }))
    expect(
      await page.evaluate(() => window.testWallet.requests().map((entry) => entry.method)),
    ).not.toContain('eth_requestAccounts')
    expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
      open: false,
      status: 'disconnected',
    })
    // Opened by the page, the same row connects: the guard is the closed state, not a broken row. (The page puts back
    // the opacity it took away: the loader shows a frame by its clip, and a cross-site frame left at opacity 0 is
    // barely rendered by Chromium.)
    await page.locator('iframe[title="Wallet"]').evaluate((frame: HTMLIFrameElement) => {
      frame.style.opacity = ''
    })
    await page.evaluate(() => window.WalletModal.openWalletModal())
    await modalFrame(page)
      .getByRole('button', { name: /Test Wallet/ })
      .click()
    await page.waitForFunction(() => window.WalletModal.getState().status === 'connected')
  })
}
