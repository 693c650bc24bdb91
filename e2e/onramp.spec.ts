import { openAccount } from './accountFixture.js'
import { CROSS_SITE_BLOCKED, SAME_SITE } from './layouts.js'
import { env } from './stack/env.js'
import { ONRAMP_DOWN_PROJECT_ID, ONRAMP_HOSTILE_PROJECT_ID } from './stack/onrampApi.js'
import { expect, type FrameLocator, type Page, test } from './test.js'

// Buy (onramp, issue 24) against the local Blockchain API's onramp (e2e/stack/onrampApi.ts): its options and limits,
// its quote, and its provider URL, a page of the local stack opened in a new tab by the click in the frame.

const apiHost = () => new URL(env.blockchainApiUrl).host

async function openBuy(page: Page, projectId: string, modal = env.modalUrl) {
  const frame = await openAccount(page, { modal, projectId })
  await frame.getByRole('button', { name: 'Buy', exact: true }).click()
  await expect(frame.getByRole('heading', { name: 'Buy', level: 1 })).toBeVisible()
  return frame
}

/** Clicks "Buy with …" and returns the provider's page it opened, loaded. */
async function buyAndFollow(page: Page, frame: FrameLocator) {
  const opened = page.context().waitForEvent('page')
  await frame.getByRole('button', { name: `Buy with ${apiHost()}` }).click()
  const provider = await opened
  await provider.waitForLoadState()
  return provider
}

for (const layout of [SAME_SITE, CROSS_SITE_BLOCKED]) {
  test(`default: Buy quotes 50 USD of ETH and opens the provider's page with the address and amount, ${layout.name}`, async ({
    page,
  }) => {
    const frame = await openBuy(page, `e2e-onramp-${layout.name.replaceAll(' ', '-')}`, layout.modalUrl())
    // The provider's own options: its limits, not SPEC's fallback ones.
    await expect(frame.getByRole('combobox', { name: 'Token' })).toHaveValue('ETH')
    await expect(frame.getByText('Card: 20.00 to 1,000.00 USD')).toBeVisible()
    await expect(frame.getByRole('note')).toHaveCount(0)

    await frame.getByRole('textbox', { name: 'Amount' }).fill('50')
    // The local provider: 1.5% fee and 0.50 network fee out of 50.00, the rest at 2 USD an ETH.
    const quote = frame.getByRole('region', { name: 'Quote' })
    await expect(quote).toContainText('You get≈ 24.375000 ETH')
    await expect(quote).toContainText('Provider fee0.75 USD')
    await expect(quote).toContainText('Network fee0.50 USD')
    await expect(quote).toContainText('You pay50.00 USD')
    await expect(quote).not.toContainText('Estimate')
    await expect(frame.getByText(`Opens ${apiHost()} in a new tab; your ETH goes to 0x`)).toBeVisible()

    const provider = await buyAndFollow(page, frame)
    expect(new URL(provider.url()).host).toBe(apiHost())
    await expect(provider.locator('[data-field="address"]')).toHaveText(env.accountChain.holder)
    await expect(provider.locator('[data-field="amount"]')).toHaveText('50')
    await expect(provider.locator('[data-field="asset"]')).toHaveText('ETH')
    // The provider's page cannot reach back into the modal (noopener).
    expect(await provider.evaluate(() => window.opener)).toBeNull()

    await expect(frame.getByRole('heading', { name: 'Finish in the new tab' })).toBeVisible()
    await frame.getByRole('button', { name: 'Done' }).click()
    await expect(frame.getByRole('button', { name: 'Copy address' })).toBeVisible()
  })
}

test("error: each payment method's limits give a clear error, and Buy stays shut", async ({ page }) => {
  const frame = await openBuy(page, 'e2e-onramp-limits')
  const amount = frame.getByRole('textbox', { name: 'Amount' })
  await amount.fill('1000.01')
  await expect(frame.getByRole('alert')).toHaveText('The maximum with Card is 1,000.00 USD')
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await frame.getByRole('combobox', { name: 'Payment method' }).selectOption({ label: 'Apple Pay' })
  await expect(frame.getByText('Apple Pay: 20.00 to 500.00 USD')).toBeVisible()
  await expect(frame.getByRole('alert')).toHaveText('The maximum with Apple Pay is 500.00 USD')
  await amount.fill('19.99')
  await expect(frame.getByRole('alert')).toHaveText('The minimum with Apple Pay is 20.00 USD')
  await amount.fill('12,5')
  await expect(frame.getByRole('alert')).toHaveText('Enter an amount in USD, like 50 or 50.25')
  await frame.getByRole('combobox', { name: 'Currency' }).selectOption('EUR')
  await amount.fill('950')
  await expect(frame.getByRole('alert')).toHaveText('The maximum with Card is 900.00 EUR')
  await frame.getByRole('button', { name: 'Buy', exact: true }).click()
  await expect(frame.getByRole('alert')).toHaveText('The maximum with Card is 900.00 EUR')
  await expect(frame.getByRole('region', { name: 'Quote' })).toHaveCount(0)
})

test("behavior: with the provider's options and quote down, SPEC's built-in list and limits, and an estimate", async ({
  page,
}) => {
  const frame = await openBuy(page, ONRAMP_DOWN_PROJECT_ID)
  await expect(frame.getByRole('note')).toHaveText(
    "The provider's options could not be loaded: showing the built-in list and limits.",
  )
  // SPEC §9: USD and EUR; card 10.00 to 7500.00, bank account 10.00 to 25000.00.
  await expect(frame.getByRole('combobox', { name: 'Currency' }).getByRole('option')).toHaveText([
    'USD',
    'EUR',
  ])
  await expect(frame.getByText('Card: 10.00 to 7,500.00 USD')).toBeVisible()
  const amount = frame.getByRole('textbox', { name: 'Amount' })
  await amount.fill('9')
  await expect(frame.getByRole('alert')).toHaveText('The minimum with Card is 10.00 USD')
  await amount.fill('20000')
  await expect(frame.getByRole('alert')).toHaveText('The maximum with Card is 7,500.00 USD')
  await frame.getByRole('combobox', { name: 'Payment method' }).selectOption({ label: 'Bank account' })
  await expect(frame.getByText('Bank account: 10.00 to 25,000.00 USD')).toBeVisible()
  await expect(frame.getByRole('alert')).toHaveCount(0)

  await amount.fill('50')
  const quote = frame.getByRole('region', { name: 'Quote' })
  await expect(quote).toContainText('Estimate')
  await expect(quote).toContainText('Provider fee1–2%')
  await expect(quote).toContainText('Buys ETH worth at least49.00 USD')
  await expect(quote).toContainText('You pay50.00 USD')
  // The provider's URL still comes: Buy opens it.
  const provider = await buyAndFollow(page, frame)
  await expect(provider.locator('[data-field="amount"]')).toHaveText('50')
  await expect(provider.locator('[data-field="address"]')).toHaveText(env.accountChain.holder)
})

test('error: a provider URL that is not https is refused, with the reason, and nothing opens', async ({
  page,
}) => {
  const frame = await openBuy(page, ONRAMP_HOSTILE_PROJECT_ID)
  let opened = false
  page.context().on('page', () => {
    opened = true
  })
  await frame.getByRole('textbox', { name: 'Amount' }).fill('50')
  await expect(frame.getByRole('region', { name: 'Quote' })).toContainText('You pay50.00 USD')
  await expect(frame.getByRole('alert')).toHaveText("The provider's link is not safe to open")
  await expect(frame.getByRole('button', { name: 'Buy', exact: true })).toBeDisabled()
  expect(opened).toBe(false)
})

test('behavior: without a project id, Buy says why it is unavailable', async ({ page }) => {
  const frame = await openAccount(page)
  await frame.getByRole('button', { name: 'Buy', exact: true }).click()
  await expect(frame.getByRole('heading', { name: 'Buying is unavailable' })).toBeVisible()
})

test('behavior: with features.onramp off, Account offers no Buy, its chunk never loads, and the view answers 4200', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  const frame = await openAccount(page, { projectId: 'e2e-onramp-off', features: { onramp: false } })
  await expect(frame.getByRole('button', { name: 'Receive', exact: true })).toBeVisible()
  await expect(frame.getByRole('button', { name: 'Buy', exact: true })).toHaveCount(0)
  await expect(
    page.evaluate(() => window.WalletModal.openWalletModal({ view: 'OnRampProviders' })),
  ).rejects.toThrow('openWalletModal: the OnRampProviders view is turned off by features')
  // Send's chunk loads in idle time after `ready`; by then, never Buy's.
  await expect.poll(() => requested.some((url) => /\/sendViews-[\w-]+\.js$/.test(url))).toBe(true)
  expect(requested.filter((url) => /\/(OnRampProviders|BuyForm)-[\w-]+\.js$/.test(url))).toEqual([])
})

test.describe('in a restricted time zone', () => {
  test.use({ timezoneId: 'Asia/Shanghai' })

  test('behavior: Account offers no Buy, and the view says it is not available', async ({ page }) => {
    const frame = await openAccount(page, { projectId: 'e2e-onramp-restricted' })
    await expect(frame.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
    await expect(frame.getByRole('button', { name: 'Buy', exact: true })).toHaveCount(0)
    await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'OnRampProviders' }))
    await expect(frame.getByRole('heading', { name: 'Not available in your region' })).toBeVisible()
  })
})
