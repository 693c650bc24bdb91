import { expect, type Page, test } from '@playwright/test'
import { anvilNetwork, modalFrame, openHost } from './fixtures.js'

// Screenshots of the main views in both themes at a phone and a desktop width, written to test-results/screens/
// for people to look at. The assertions check the layout rule of each width and the theme in force.
const widths = [
  { width: 360, height: 740, layout: 'sheet' },
  { width: 1280, height: 800, layout: 'card' },
] as const

async function dialogBox(page: Page) {
  const box = await modalFrame(page).getByRole('dialog').boundingBox()
  if (!box) throw new Error('the dialog has no box')
  return box
}

for (const themeMode of ['light', 'dark'] as const) {
  for (const { width, height, layout } of widths) {
    for (const view of ['Connect', 'Account'] as const) {
      test(`screens: ${view}, ${themeMode}, ${width} px (${layout})`, async ({ page }) => {
        await page.setViewportSize({ width, height })
        await openHost(page)
        await page.evaluate(
          ({ network, themeMode }) => window.WalletModal.init({ networks: [network], themeMode }),
          { network: anvilNetwork(), themeMode },
        )
        await page.evaluate((view) => window.WalletModal.openWalletModal({ view }), view)
        const frame = modalFrame(page)
        await expect(frame.locator(`[data-theme="${themeMode}"]`)).toHaveCount(1)
        const dialog = frame.getByRole('dialog')
        await expect(dialog).toBeVisible()
        // Let the opening animation finish: the box is stable once two reads in a row agree.
        let last = ''
        await expect
          .poll(async () => {
            const box = JSON.stringify(await dialogBox(page))
            const same = box === last
            last = box
            return same
          })
          .toBe(true)
        const box = await dialogBox(page)
        if (layout === 'card') {
          expect(box.width).toBe(360)
          expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThanOrEqual(1)
        } else {
          expect(box.width).toBe(width)
          expect(Math.abs(box.y + box.height - height)).toBeLessThanOrEqual(1)
        }
        await page.screenshot({ path: `test-results/screens/${view}-${themeMode}-${width}.png` })
      })
    }
  }
}
