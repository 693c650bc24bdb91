import { anvilNetwork, modalDocument, modalFrame, openHost } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'

/** The closed overlay frame's clip (loader/frame.ts): all of it but its top-right pixel, which the modal leaves clear. */
const CLOSED_CLIP = 'inset(0px 0px calc(100% - 1px) calc(100% - 1px))'

const frameStyle = (page: Page) =>
  page.locator('iframe[title="Wallet"]').evaluate((frame: HTMLIFrameElement) => {
    const style = getComputedStyle(frame)
    // Whether the frame takes the pointer: hit-tested at the viewport's centre (an inert element is not).
    const hit = document.elementFromPoint(innerWidth / 2, innerHeight / 2) === frame
    return {
      clipPath: style.clipPath,
      opacity: style.opacity,
      hit,
      display: style.display,
      position: style.position,
      inert: frame.inert,
    }
  })

async function ready(page: Page) {
  await openHost(page)
  await page.evaluate((network) => window.WalletModal.init({ networks: [network] }), anvilNetwork())
}

test.describe('presentation', () => {
  test('default: the frame is preloaded, clipped to one clear pixel and inert while closed, never display:none', async ({
    page,
  }) => {
    await ready(page)
    expect(await frameStyle(page)).toEqual({
      clipPath: CLOSED_CLIP,
      opacity: '1',
      hit: false,
      display: 'block',
      position: 'fixed',
      inert: true,
    })
    // The host page stays usable under the closed frame.
    await page.getByLabel('Other input').click()
    await expect(page.getByLabel('Other input')).toBeFocused()
  })

  test('behavior: open from the host shows Connect; Close closes and focus returns to the opener', async ({
    page,
  }) => {
    await ready(page)
    await page.getByRole('button', { name: 'Connect' }).click()
    const dialog = modalFrame(page).getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAccessibleName('Connect wallet')
    expect(await page.evaluate(() => window.lastOpen)).toMatchObject({ open: true, view: 'Connect' })
    expect(await frameStyle(page)).toMatchObject({ clipPath: 'none', opacity: '1', hit: true, inert: false })
    await modalFrame(page).getByRole('button', { name: 'Close' }).click()
    await page.waitForFunction(() => !window.WalletModal.getState().open)
    expect(await frameStyle(page)).toMatchObject({ clipPath: CLOSED_CLIP, hit: false, inert: true })
    await expect(page.getByRole('button', { name: 'Connect' })).toBeFocused()
  })

  test('behavior: the opening animation never takes the content below full opacity', async ({ page }) => {
    await ready(page)
    const frame = modalDocument(page)
    // In the modal: when the first wallet row is shown (committed, or already rendered and revealed by the
    // open), list the running animations of its ancestors that change opacity. Read in the task that shows it
    // (getAnimations() resolves style first), so none has ended.
    await frame.evaluate(() => {
      ;(window as unknown as { fading: Promise<string[]> }).fading = new Promise((resolve) => {
        new MutationObserver((_, observer) => {
          const row = document.querySelector('section[aria-label="Wallets"] button')
          if (!row?.checkVisibility({ visibilityProperty: true })) return
          observer.disconnect()
          resolve(
            document.getAnimations().flatMap((animation) => {
              const effect = animation.effect as KeyframeEffect | null
              const target = effect?.target
              if (!target?.contains(row)) return []
              const fades = effect!
                .getKeyframes()
                .some((frame) => frame.opacity !== undefined && Number(frame.opacity) < 1)
              return fades ? [`${animation.constructor.name} on ${target.className}`] : []
            }),
          )
        }).observe(document.documentElement, { childList: true, subtree: true, attributes: true })
      })
    })
    await page.evaluate(() => window.WalletModal.openWalletModal())
    expect(await frame.evaluate(() => (window as unknown as { fading: Promise<string[]> }).fading)).toEqual(
      [],
    )
  })

  test('behavior: Escape inside the modal closes it and focus returns to the opener', async ({ page }) => {
    await ready(page)
    await page.getByRole('button', { name: 'Connect' }).click()
    await expect(modalFrame(page).getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await page.waitForFunction(() => !window.WalletModal.getState().open)
    await expect(page.getByRole('button', { name: 'Connect' })).toBeFocused()
  })

  test('behavior: Escape on the host document closes it too', async ({ page }) => {
    await ready(page)
    await page.evaluate(() => window.WalletModal.openWalletModal())
    await page.evaluate(() => dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })))
    await page.waitForFunction(() => !window.WalletModal.getState().open)
    expect(await frameStyle(page)).toMatchObject({ clipPath: CLOSED_CLIP, inert: true })
  })

  test('behavior: Tab stays inside the dialog (focus trap)', async ({ page }) => {
    await ready(page)
    await page.getByRole('button', { name: 'Connect' }).click()
    const frame = modalFrame(page)
    await expect(frame.getByRole('dialog')).toBeVisible()
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab')
      expect(await frame.locator(':focus').evaluate((element) => !!element.closest('[role="dialog"]'))).toBe(
        true,
      )
    }
  })

  test('behavior: back returns to the previous view; with one entry left there is no back, only close', async ({
    page,
  }) => {
    await ready(page)
    await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'Account' }))
    const frame = modalFrame(page)
    await frame.getByRole('button', { name: 'Connect a wallet' }).click()
    await expect(frame.getByRole('dialog')).toHaveAccessibleName('Connect wallet')
    expect(await page.evaluate(() => window.WalletModal.getState().view)).toBe('Connect')
    await frame.getByRole('button', { name: 'Back' }).click()
    await page.waitForFunction(() => window.WalletModal.getState().view === 'Account')
    await expect(frame.getByRole('button', { name: 'Back' })).toHaveCount(0)
    await frame.getByRole('button', { name: 'Close' }).click()
    await page.waitForFunction(() => !window.WalletModal.getState().open)
  })

  test('error: opening a view that does not exist rejects with a clear message', async ({ page }) => {
    await ready(page)
    const outcome = await page.evaluate(() =>
      window.WalletModal.openWalletModal({ view: 'Nowhere' as 'Connect' }).then(
        () => 'opened',
        (error) => ({ code: error.code, message: error.message }),
      ),
    )
    expect(outcome).toEqual({ code: -32602, message: "openWalletModal: unknown view 'Nowhere'" })
    expect(await page.evaluate(() => window.WalletModal.getState().open)).toBe(false)
  })

  test('behavior: embedded mode renders inline, always visible, with the height the modal drives', async ({
    page,
  }) => {
    await openHost(page)
    await page.evaluate(
      (network) => window.WalletModal.init({ container: '#embed', networks: [network] }),
      anvilNetwork(),
    )
    const frame = page.locator('#embed iframe[title="Wallet"]')
    await expect(modalFrame(page).getByRole('heading', { name: 'Connect wallet' })).toBeVisible()
    await expect
      .poll(() => frame.evaluate((element) => element.getBoundingClientRect().height))
      .toBeGreaterThan(200)
    const style = await frame.evaluate((element) => {
      const computed = getComputedStyle(element)
      return {
        position: computed.position,
        opacity: computed.opacity,
        inert: (element as HTMLIFrameElement).inert,
      }
    })
    expect(style).toEqual({ position: 'static', opacity: '1', inert: false })
    expect(await page.evaluate(() => window.WalletModal.getState().open)).toBe(true)
  })
})

const NETWORKS_CHUNK = /\/assets\/Networks-[\w-]+\.js$/

for (const { layout, modal } of [
  { layout: 'same-site', modal: env.modalUrl },
  { layout: 'cross-site', modal: env.modalUrlCrossSite },
]) {
  for (const container of [undefined, '#embed']) {
    test(`behavior: the page keeps its focus while the modal loads and renders ${container ? 'embedded' : 'closed'} (${layout})`, async ({
      page,
    }) => {
      // The visitor is in the page's own field before the frame has loaded (a rendered view once took focus
      // from it: an inert same-site frame does not stop that).
      await page.addInitScript(() => {
        if (window === top)
          addEventListener('DOMContentLoaded', () => document.getElementById('other')?.focus())
      })
      const othersLoaded = page.waitForResponse((response) => NETWORKS_CHUNK.test(response.url()))
      await openHost(page, { modal: `${modal}/` })
      await page.evaluate(
        ({ network, container }) => window.WalletModal.init({ container, networks: [network] }),
        { network: anvilNetwork(), container },
      )
      // Rendered, and the other views' code loaded in idle time after it.
      await modalDocument(page, modal).waitForFunction(
        () => performance.getEntriesByName('wallet-modal:rendered').length > 0,
      )
      await othersLoaded
      await expect(
        modalFrame(page).getByRole('heading', { name: 'Connect wallet', includeHidden: true }),
      ).toBeAttached()
      await expect(page.getByLabel('Other input')).toBeFocused()
      await page.keyboard.type('gm')
      await expect(page.getByLabel('Other input')).toHaveValue('gm')
    })
  }
}
