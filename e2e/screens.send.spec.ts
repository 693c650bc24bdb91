import { settleAnimations } from './fixtures.js'
import { freshRecipient, fundedSender, openSenderAccount } from './sendFixture.js'
import { expect, test } from './test.js'
import { approveNext } from './wallet/fixtures.js'

// Screenshots of Send's and Receive's views (issue 24) in both themes at a phone and a desktop width, written to
// test-results/screens/ for people to look at.
const widths = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const

for (const themeMode of ['light', 'dark'] as const) {
  for (const { width, height } of widths) {
    test(`screens: Account's actions, Send (form, error, review, mined) and Receive, ${themeMode}, ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      const sender = await fundedSender()
      const frame = await openSenderAccount(page, sender, { themeMode })
      const shot = async (name: string) => {
        await settleAnimations(page)
        await page.screenshot({ path: `test-results/screens/${name}-${themeMode}-${width}.png` })
      }
      await expect(frame.getByRole('list', { name: 'Tokens' }).getByRole('listitem')).toHaveCount(2)
      await shot('Account-actions')

      await frame.getByRole('button', { name: 'Send', exact: true }).click()
      await frame.getByRole('button', { name: 'Review' }).click()
      await expect(frame.getByRole('alert')).toBeVisible()
      await shot('WalletSend-required')
      await frame.getByRole('combobox', { name: 'Token' }).selectOption(sender.token)
      await frame.getByRole('textbox', { name: 'Amount' }).fill('1.5')
      await frame.getByRole('textbox', { name: 'Recipient' }).fill(freshRecipient())
      await expect(frame.getByText(/^≈ 0\.\d+ ETH$/)).toBeVisible()
      await shot('WalletSend')
      await frame.getByRole('button', { name: 'Review' }).click()
      await expect(frame.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
      await shot('WalletSendPreview')
      await frame.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(frame.getByText('Approve the transaction in Test Wallet')).toBeVisible()
      await shot('WalletSendPreview-approving')
      await approveNext(page, 'eth_sendTransaction')
      await expect(frame.getByRole('heading', { name: 'Sent 1.5 TSEND' })).toBeVisible()
      await shot('WalletSendPreview-mined')
      await frame.getByRole('button', { name: 'Done' }).click()

      await frame.getByRole('button', { name: 'Receive', exact: true }).click()
      await expect(frame.getByRole('note')).toBeVisible()
      await shot('WalletReceive')
    })
  }
}
