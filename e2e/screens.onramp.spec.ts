import { openAccount } from './accountFixture.js'
import { settleAnimations } from './fixtures.js'
import { ONRAMP_DOWN_PROJECT_ID } from './stack/onrampApi.js'
import { expect, test } from './test.js'

// Screenshots of Buy's view (issue 24) in both themes at a phone and a desktop width, written to test-results/screens/
// for people to look at.
const widths = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const

for (const themeMode of ['light', 'dark'] as const) {
  for (const { width, height } of widths) {
    test(`screens: Account with Buy, Buy (error, quote, estimate, opened), ${themeMode}, ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      const shot = async (name: string) => {
        await settleAnimations(page)
        await page.screenshot({ path: `test-results/screens/${name}-${themeMode}-${width}.png` })
      }
      const frame = await openAccount(page, {
        projectId: `e2e-onramp-screens-${themeMode}-${width}`,
        themeMode,
      })
      await shot('Account-buy')
      await frame.getByRole('button', { name: 'Buy', exact: true }).click()
      const amount = frame.getByRole('textbox', { name: 'Amount' })
      await amount.fill('5000')
      await expect(frame.getByRole('alert')).toBeVisible()
      await shot('OnRampProviders-limit')
      await amount.fill('50')
      await expect(frame.getByRole('button', { name: /^Buy with / })).toBeEnabled()
      await shot('OnRampProviders')
      const opened = page.context().waitForEvent('page')
      await frame.getByRole('button', { name: /^Buy with / }).click()
      await (await opened).close()
      await expect(frame.getByRole('heading', { name: 'Finish in the new tab' })).toBeVisible()
      await shot('OnRampProviders-opened')
    })
  }
}

test('screens: Buy with the built-in list and an estimate, dark, 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const frame = await openAccount(page, { projectId: ONRAMP_DOWN_PROJECT_ID })
  await frame.getByRole('button', { name: 'Buy', exact: true }).click()
  await frame.getByRole('textbox', { name: 'Amount' }).fill('50')
  await expect(frame.getByRole('region', { name: 'Quote' })).toContainText('Estimate')
  await settleAnimations(page)
  await page.screenshot({ path: 'test-results/screens/OnRampProviders-estimate-dark-360.png' })
})
