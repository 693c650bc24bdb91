import { expectAccessible } from './a11yCheck.js'
import { settleAnimations } from './fixtures.js'
import { chooseToken, openTraderAccount, swapTrader } from './swapFixture.js'
import { expect, type Page, test } from './test.js'

// axe on Swap's three views (issue 24.3), with a screenshot of each written to test-results/screens/ for people to look
// at, on a desktop and then at a phone's width. Opening the trader's pool is five transactions (e2e/swapFixture.ts).
// The scans run at the desktop width: at 360 px, a click after an axe scan reached the host's iframe element and not
// the cross-site frame's content (Chromium's input routing; without the scan the same clicks work, e2e/swap.spec.ts).
test.describe.configure({ timeout: 90_000 })

for (const themeMode of ['dark', 'light'] as const) {
  test(`a11y: Swap with an error and a quote, its token list, and its review; screens at 1280 and 360 px, ${themeMode}`, async ({
    page,
  }) => {
    await swapScreens(page, themeMode)
  })
}

async function swapScreens(page: Page, themeMode: 'light' | 'dark') {
  let width = 1280
  await page.setViewportSize({ width, height: 800 })
  const trader = await swapTrader()
  const frame = await openTraderAccount(page, trader, { themeMode })
  const shot = async (name: string) => {
    await settleAnimations(page)
    await page.screenshot({ path: `test-results/screens/${name}-${themeMode}-${width}.png` })
  }
  await frame.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(frame.getByRole('heading', { name: 'Swap', level: 1 })).toBeVisible()

  await frame.getByRole('button', { name: /^Token to pay:/ }).click()
  await frame.getByRole('searchbox', { name: 'Search tokens' }).fill(trader.symbol)
  await expect(
    frame.getByRole('listitem').getByRole('button', { name: new RegExp(`^${trader.symbol} `) }),
  ).toBeVisible()
  await shot('SwapSelectToken')
  await expectAccessible(page, `SwapSelectToken (${themeMode})`)
  await frame
    .getByRole('listitem')
    .getByRole('button', { name: new RegExp(`^${trader.symbol} `) })
    .click()
  await chooseToken(frame, 'receive', 'WETH')

  const amount = frame.getByRole('textbox', { name: 'Amount you pay' })
  await amount.fill('100.5')
  await expect(frame.getByRole('alert')).toHaveText(
    `Not enough ${trader.symbol}: the amount is over your balance`,
  )
  await shot('Swap-error')
  await expectAccessible(page, `Swap with an error (${themeMode})`)

  await amount.fill('1')
  await expect(frame.getByRole('status', { name: 'Quote' })).toHaveText(/^0\.\d+$/)
  await shot('Swap')
  await expectAccessible(page, `Swap with a quote (${themeMode})`)

  await frame.getByRole('button', { name: 'Review swap' }).click()
  await expect(frame.getByRole('button', { name: `Approve ${trader.symbol}` })).toBeEnabled()
  await shot('SwapPreview')
  await expectAccessible(page, `SwapPreview (${themeMode})`)

  width = 360
  await page.setViewportSize({ width, height: 740 })
  await expect(frame.getByRole('button', { name: `Approve ${trader.symbol}` })).toBeInViewport()
  await shot('SwapPreview')
  await frame.getByRole('button', { name: 'Back' }).click()
  await expect(frame.getByRole('status', { name: 'Quote' })).toHaveText(/^0\.\d+$/)
  await shot('Swap')
}
