import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { openAccount } from './accountFixture.js'
import { settleAnimations } from './fixtures.js'
import { freshLabel } from './namesFixture.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'

// Screenshots of issue 25's views (Account with its name entry and sessions, RegisterAccountName with suggestions,
// RegisterAccountNameSuccess, Account with the name) in both themes at a phone and a desktop width, written to
// test-results/screens/ for people to look at.
const widths = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const

for (const themeMode of ['light', 'dark'] as const) {
  for (const { width, height } of widths) {
    test(`screens: names and smart sessions, ${themeMode}, ${width} px`, async ({ page }) => {
      test.setTimeout(60_000)
      await page.setViewportSize({ width, height })
      const key = generatePrivateKey()
      const address = privateKeyToAccount(key).address
      await fetch(`${env.blockchainApiUrl}/__sessions/${address}`, { method: 'POST', body: '{}' })
      const frame = await openAccount(page, {
        projectId: 'e2e-screens-names',
        privateKey: key,
        themeMode,
        features: { smartSessions: true },
      })
      const shot = async (name: string) => {
        await settleAnimations(page)
        await page.screenshot({ path: `test-results/screens/${name}-${themeMode}-${width}.png` })
      }
      await expect(frame.getByRole('list', { name: 'Smart sessions' }).getByRole('listitem')).toHaveCount(1)
      await expect(frame.getByRole('button', { name: 'Choose name' })).toBeVisible()
      await shot('Account-names-sessions')

      await frame.getByRole('button', { name: 'Choose name' }).click()
      const label = freshLabel()
      await frame.getByRole('textbox', { name: 'Name' }).fill(label)
      await expect(
        frame.getByRole('button', { name: `${label}.reown.id Available`, exact: true }),
      ).toBeVisible()
      await shot('RegisterAccountName')
      await frame.getByRole('button', { name: `Register ${label}.reown.id` }).click()
      await expect(frame.getByText(`${label}.reown.id is yours`)).toBeVisible()
      await shot('RegisterAccountNameSuccess')
      await frame.getByRole('button', { name: 'Back to account' }).click()
      await expect(frame.getByText(`${label}.reown.id`, { exact: true })).toBeVisible()
      await shot('Account-named')
    })
  }
}
