import { expectAccessible } from './a11yCheck.js'
import { freshRecipient, fundedSender, openSenderAccount } from './sendFixture.js'
import { expect, test } from './test.js'

// axe on Send's and Receive's views (issue 24): no serious or critical violation, names included (WCAG 2.5.3).
test('a11y: Account with its actions, Send with an error, its review, and Receive', async ({ page }) => {
  const sender = await fundedSender()
  const frame = await openSenderAccount(page, sender)
  await expectAccessible(page, 'Account with Send and Receive')

  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await frame.getByRole('textbox', { name: 'Recipient' }).fill('0x1234')
  await frame.getByRole('textbox', { name: 'Amount' }).fill('1')
  await frame.getByRole('combobox', { name: 'Token' }).selectOption(sender.token)
  await expect(frame.getByRole('alert')).toHaveText('Invalid address')
  await expectAccessible(page, 'WalletSend with an error')

  await frame.getByRole('textbox', { name: 'Recipient' }).fill(freshRecipient())
  await frame.getByRole('button', { name: 'Review' }).click()
  await expect(frame.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
  await expectAccessible(page, 'WalletSendPreview')

  await frame.getByRole('button', { name: 'Edit' }).click()
  await frame.getByRole('button', { name: 'Back' }).click()
  await frame.getByRole('button', { name: 'Receive', exact: true }).click()
  await expect(frame.getByRole('note')).toBeVisible()
  await expectAccessible(page, 'WalletReceive')
})
