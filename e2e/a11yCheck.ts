import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { modalDocument, modalFrame } from './fixtures.js'
import { env } from './stack/env.js'

/** Waits for the finite animations (a spinner never ends), then runs axe on the modal's frame. */
export async function expectAccessible(page: Page, view: string, modal = env.modalUrl) {
  await expect(modalFrame(page).getByRole('dialog')).toBeVisible()
  // A view replaced mid-transition cancels its animations, whose `finished` then rejects: settled is enough.
  await modalDocument(page, modal).evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  )
  // Violations only: axe then skips collecting what passed, which is most of its work.
  const { violations } = await new AxeBuilder({ page })
    .include('iframe[title="Wallet"]')
    .options({ resultTypes: ['violations'] })
    .analyze()
  const serious = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map(({ target }) => target) }))
  expect({ view, serious }).toEqual({ view, serious: [] })
}
