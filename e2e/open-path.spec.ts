import { answer, anvilNetwork, modalDocument, modalFrame, openHost, start } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, type Frame, type Page, test } from './test.js'
import { approveNext, installTestWallet } from './wallet/fixtures.js'

// Issue 11.1: no rendering on the open path. While closed, the modal keeps the view it opens on rendered and
// hidden; opening reveals it, and the host shows the frame only once the dialog has been drawn.

const layouts = [
  { layout: 'same-site', modal: env.modalUrl },
  { layout: 'cross-site', modal: env.modalUrlCrossSite },
] as const

async function ready(page: Page, modal: string) {
  await openHost(page, { modal: `${modal}/` })
  await page.evaluate((network) => window.WalletModal.init({ networks: [network] }), anvilNetwork())
  return modalDocument(page, modal)
}

/** The dialog's title and whether the dialog is on screen, read in the modal's document. */
const dialogHeading = (frame: Frame) =>
  frame.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]')
    const title = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')
    return { title: title?.textContent, visible: dialog?.checkVisibility({ visibilityProperty: true }) }
  })

for (const { layout, modal } of layouts) {
  test.describe(`open path (${layout})`, () => {
    test('default: the closed modal holds Connect rendered and hidden; opening shows those same elements', async ({
      page,
    }) => {
      const frame = await ready(page, modal)
      const row = await frame.waitForSelector('section[aria-label="Wallets"] button', { state: 'attached' })
      expect(await row.evaluate((element) => element.checkVisibility({ visibilityProperty: true }))).toBe(
        false,
      )
      expect(await dialogHeading(frame)).toEqual({ title: 'Connect wallet', visible: false })
      await page.getByRole('button', { name: 'Connect' }).click()
      await expect(modalFrame(page).getByRole('dialog')).toHaveAccessibleName('Connect wallet')
      // The row on screen is the element rendered while closed: opening did not render it again.
      expect(await row.evaluate((element) => element.isConnected)).toBe(true)
      expect(await row.evaluate((element) => element.checkVisibility({ visibilityProperty: true }))).toBe(
        true,
      )
    })

    test('behavior: a page that never calls init gets the view rendered in idle time after ready, and opening shows it', async ({
      page,
    }) => {
      // The script tag's preload mounts the frame with the deployment's config; no `init` sends a config to wait for.
      await openHost(page, { modal: `${modal}/` })
      await page.waitForFunction(() => !!document.querySelector('iframe[title="Wallet"]'))
      const frame = modalDocument(page, modal)
      const row = await frame.waitForSelector('section[aria-label="Wallets"] button', { state: 'attached' })
      expect(await dialogHeading(frame)).toEqual({ title: 'Connect wallet', visible: false })
      await page.getByRole('button', { name: 'Connect' }).click()
      await expect(modalFrame(page).getByRole('dialog')).toHaveAccessibleName('Connect wallet')
      expect(await row.evaluate((element) => element.isConnected)).toBe(true)
    })

    test('behavior: the host never shows the frame before the dialog is drawn in it', async ({ page }) => {
      const frame = await ready(page, modal)
      // Same-site, the frames share one renderer and its rendering updates, so the frame must appear in the update
      // that draws the dialog or a later one: compared by frame time (a rAF's timestamp). Cross-site, the frame
      // has a renderer of its own: the modal's update that draws the dialog must be over (a task queued from its
      // rAF has run) before the host makes the frame opaque. Both documents read timeOrigin + now().
      await frame.evaluate(() => {
        ;(window as unknown as { drawn: Promise<{ frame: number; done: number }> }).drawn = new Promise(
          (resolve) => {
            const tick = (time: number) => {
              const dialog = document.querySelector('[role="dialog"]')
              if (!dialog?.checkVisibility({ visibilityProperty: true })) return requestAnimationFrame(tick)
              setTimeout(() =>
                resolve({
                  frame: performance.timeOrigin + time,
                  done: performance.timeOrigin + performance.now(),
                }),
              )
            }
            requestAnimationFrame(tick)
          },
        )
      })
      await page.evaluate(() => {
        const iframe = document.querySelector<HTMLIFrameElement>('iframe[title="Wallet"]')!
        ;(window as unknown as { shown: Promise<{ frame: number; at: number }> }).shown = new Promise(
          (resolve) => {
            new MutationObserver(() => {
              if (getComputedStyle(iframe).opacity !== '1') return
              const at = performance.timeOrigin + performance.now()
              requestAnimationFrame((time) => resolve({ frame: performance.timeOrigin + time, at }))
            }).observe(iframe, { attributes: true, attributeFilter: ['style'] })
          },
        )
      })
      const opened = await page.evaluate(() => window.WalletModal.openWalletModal())
      expect(opened).toMatchObject({ open: true, view: 'Connect' })
      const shown = await page.evaluate(
        () => (window as unknown as { shown: Promise<{ frame: number; at: number }> }).shown,
      )
      const drawn = await frame.evaluate(
        () => (window as unknown as { drawn: Promise<{ frame: number; done: number }> }).drawn,
      )
      // 0.1 ms: both clocks are coarsened to that.
      if (layout === 'same-site') expect(shown.frame).toBeGreaterThanOrEqual(drawn.frame - 0.1)
      else expect(shown.at).toBeGreaterThanOrEqual(drawn.done - 0.1)
    })

    test('behavior: the view kept ready follows the state: back to Connect after a close, Account once connected', async ({
      page,
    }) => {
      await installTestWallet(page)
      const frame = await ready(page, modal)
      await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'Networks' }))
      await expect(modalFrame(page).getByRole('dialog')).toHaveAccessibleName('Choose network')
      await page.evaluate(() => window.WalletModal.closeWalletModal())
      await expect.poll(() => dialogHeading(frame)).toEqual({ title: 'Connect wallet', visible: false })

      await start(page, 'eth_requestAccounts')
      await modalFrame(page)
        .getByRole('button', { name: /Test Wallet/ })
        .click()
      await approveNext(page, 'eth_requestAccounts')
      expect(await answer(page)).toMatchObject({ result: [expect.any(String)] })
      await page.waitForFunction(() => !window.WalletModal.getState().open)
      await expect.poll(() => dialogHeading(frame)).toEqual({ title: 'Account', visible: false })
      await page.evaluate(() => window.WalletModal.openWalletModal())
      await expect(modalFrame(page).getByRole('dialog')).toHaveAccessibleName('Account')
    })
  })
}
