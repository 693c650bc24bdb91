import { expectAccessible } from './a11yCheck.js'
import { openAccount } from './accountFixture.js'
import { ONRAMP_DOWN_PROJECT_ID } from './stack/onrampApi.js'
import { expect, test } from './test.js'

// axe on Buy's view (issue 24): its form with a limit error and a quote, the built-in list with an estimate, and the
// state after the provider's page opened.
test('a11y: Buy with an error, with a quote, and opened', async ({ page }) => {
  const frame = await openAccount(page, { projectId: 'e2e-onramp-a11y' })
  await frame.getByRole('button', { name: 'Buy', exact: true }).click()
  const amount = frame.getByRole('textbox', { name: 'Amount' })
  await amount.fill('5000')
  await expect(frame.getByRole('alert')).toHaveText('The maximum with Card is 1,000.00 USD')
  await expectAccessible(page, 'OnRampProviders with an error')
  await amount.fill('50')
  await expect(frame.getByRole('region', { name: 'Quote' })).toContainText('You get')
  const opened = page.context().waitForEvent('page')
  await expect(frame.getByRole('button', { name: /^Buy with / })).toBeEnabled()
  await expectAccessible(page, 'OnRampProviders with a quote')
  await frame.getByRole('button', { name: /^Buy with / }).click()
  await opened
  await expect(frame.getByRole('heading', { name: 'Finish in the new tab' })).toBeVisible()
  await expectAccessible(page, 'OnRampProviders opened')
})

test('a11y: Buy with the built-in list and an estimate', async ({ page }) => {
  const frame = await openAccount(page, { projectId: ONRAMP_DOWN_PROJECT_ID })
  await frame.getByRole('button', { name: 'Buy', exact: true }).click()
  await frame.getByRole('textbox', { name: 'Amount' }).fill('50')
  await expect(frame.getByRole('region', { name: 'Quote' })).toContainText('Estimate')
  await expectAccessible(page, 'OnRampProviders with an estimate')
})
