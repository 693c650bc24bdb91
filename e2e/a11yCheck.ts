import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { modalFrame, settleAnimations } from './fixtures.js'
import { env } from './stack/env.js'

/**
 * An axe scan is CPU-bound work the test asks for, not a wait that could hang: each one adds its own time to the test's
 * budget. Measured on the 2-core machine: a test of four scans takes 15 s alone and up to 35 s beside a second
 * worker, over the default 30 s, while its waits keep their own timeouts.
 */
const SCAN_ALLOWANCE_MS = 15_000
function allowForScan() {
  const { timeout } = test.info()
  // (0 is no timeout at all.)
  if (timeout > 0) test.info().setTimeout(timeout + SCAN_ALLOWANCE_MS)
}

/**
 * Waits for the finite animations (a spinner never ends), then runs axe on the modal's frame: its default rules plus
 * `label-content-name-mismatch` (WCAG 2.5.3, label in name), which axe tags experimental and so leaves off unless
 * asked.
 */
export async function expectAccessible(page: Page, view: string, modal = env.modalUrl) {
  allowForScan()
  await expect(modalFrame(page).getByRole('dialog')).toBeVisible()
  await settleAnimations(page, modal)
  // Violations only: axe then skips collecting what passed, which is most of its work.
  const { violations } = await new AxeBuilder({ page })
    .include('iframe[title="Wallet"]')
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  const serious = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map(({ target }) => target) }))
  expect({ view, serious }).toEqual({ view, serious: [] })
}

/** axe on a whole top-level page of the modal (the passkey wallet's window, popup.html), as above. */
export async function expectPageAccessible(page: Page, view: string) {
  allowForScan()
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  const serious = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map(({ target }) => target) }))
  expect({ view, serious }).toEqual({ view, serious: [] })
}
