import { anvilNetwork, modalDocument, openHost } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'

// Issue 26: closed, the overlay frame is clipped to its top-right pixel (loader/frame.ts) rather than transparent,
// so that a cross-site frame keeps rendering and the screen it opens on, drawn while closed, is current when shown.
// What that must not cost: a pixel of the page, work while closed, or a frame that reads as visible.

const layouts = [
  { layout: 'same-site', modal: env.modalUrl },
  { layout: 'cross-site', modal: env.modalUrlCrossSite },
] as const

/** The host page with the modal configured, once the closed modal has painted the screen it opens on. */
async function primed(page: Page, modal: string) {
  await openHost(page, { modal: `${modal}/` })
  await page.evaluate((network) => window.WalletModal.init({ networks: [network] }), anvilNetwork())
  const frame = modalDocument(page, modal)
  await frame.waitForSelector('html[data-primed]', { state: 'attached' })
  return frame
}

for (const { layout, modal } of layouts) {
  test.describe(`closed frame (${layout})`, () => {
    // A short phone screen too: there the card is a bottom sheet at its greatest height, its shadow near the top.
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 360, height: 400 },
    ]) {
      test(`behavior: the closed, primed modal changes no pixel of the page (${viewport.width}×${viewport.height})`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        await primed(page, modal)
        const withFrame = await page.screenshot()
        await page
          .locator('iframe[title="Wallet"]')
          .evaluate((frame: HTMLElement) => frame.style.setProperty('visibility', 'hidden'))
        const withoutFrame = await page.screenshot()
        expect(withFrame.equals(withoutFrame)).toBe(true)
      })
    }

    test('behavior: closed, the modal runs no animation; opened, they run again', async ({ page }) => {
      const frame = await primed(page, modal)
      // A spinner of the closed screen (as while the wallet groups load) would spin in a frame that keeps rendering.
      await frame.evaluate(() => {
        const spinner = document.createElement('div')
        spinner.className = 'animate-spin'
        spinner.id = 'probe-spinner'
        document.querySelector('[role="dialog"]')!.append(spinner)
      })
      const running = () =>
        frame.evaluate(() =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === 'running')
            .map((animation) => ((animation.effect as KeyframeEffect).target as Element).className),
        )
      expect(await running()).toEqual([])
      await page.evaluate(() => window.WalletModal.openWalletModal())
      await expect
        .poll(() => frame.evaluate(() => document.documentElement.hasAttribute('data-open')))
        .toBe(true)
      expect(await running()).toContain('animate-spin')
    })

    test('behavior: IntersectionObserver v2 in the modal reads the closed dialog as not visible', async ({
      page,
    }) => {
      const frame = await primed(page, modal)
      // The first answer an observer gives: what the frame reads as soon as it is asked.
      const visibility = () =>
        frame.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const observer = new IntersectionObserver(
                ([entry]) => {
                  observer.disconnect()
                  resolve((entry as IntersectionObserverEntry & { isVisible: boolean }).isVisible)
                },
                { trackVisibility: true, delay: 100 } as IntersectionObserverInit,
              )
              observer.observe(document.querySelector('[role="dialog"]')!)
            }),
        )
      expect(await visibility()).toBe(false)
      // Opened, the frame learns the host's new clip asynchronously (a cross-site frame renders in its own process,
      // and hears of its occlusion from the browser a frame or more later). One observer, kept until it reads the
      // dialog as visible, or 5 s pass: it answers whether the opened modal comes to be seen as visible.
      const becomesVisible = frame.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const observer = new IntersectionObserver(
              (entries) => {
                if (
                  !entries.some(
                    (entry) => (entry as IntersectionObserverEntry & { isVisible: boolean }).isVisible,
                  )
                )
                  return
                observer.disconnect()
                resolve(true)
              },
              { trackVisibility: true, delay: 100 } as IntersectionObserverInit,
            )
            observer.observe(document.querySelector('[role="dialog"]')!)
            setTimeout(() => {
              observer.disconnect()
              resolve(false)
            }, 5000)
          }),
      )
      await page.evaluate(() => window.WalletModal.openWalletModal())
      await expect
        .poll(() => frame.evaluate(() => document.documentElement.hasAttribute('data-open')))
        .toBe(true)
      expect(await becomesVisible).toBe(true)
    })
  })
}
