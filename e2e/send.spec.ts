import { formatEther, parseEther, parseUnits } from 'viem'
import { CROSS_SITE_BLOCKED, SAME_SITE } from './layouts.js'
import {
  chainClient,
  EXPLORER,
  freshRecipient,
  fundedSender,
  openSenderAccount,
  tokenBalance,
  walletMethods,
} from './sendFixture.js'
import { expect, test } from './test.js'
import { approveNext, rejectNext } from './wallet/fixtures.js'

// Send (issue 24) through the modal's UI with the test wallet on anvil (chain 31337): an OpenZeppelin ERC-20 deployed
// from its npm artifact, real signing in the wallet, balances read back from the chain. Both layouts.

for (const layout of [SAME_SITE, CROSS_SITE_BLOCKED]) {
  test(`default: an ERC-20 send of 1.5 from its token row raises the recipient's balanceOf by exactly 1.5, ${layout.name}`, async ({
    page,
  }) => {
    const sender = await fundedSender()
    const recipient = freshRecipient()
    const frame = await openSenderAccount(page, sender, { modal: layout.modalUrl() })

    await frame.getByRole('button', { name: 'Send Send Test Token' }).click()
    await expect(frame.getByRole('heading', { name: 'Send', level: 1 })).toBeVisible()
    await expect(frame.getByRole('combobox', { name: 'Token' })).toHaveValue(sender.token)
    await frame.getByRole('textbox', { name: 'Amount' }).fill('1.5')
    await frame.getByRole('textbox', { name: 'Recipient' }).fill(recipient.toLowerCase())
    // Testnet: the amount is worth $0.00 (SPEC §9); the fee is estimated before the review.
    await expect(frame.getByRole('status', { name: 'Value' })).toHaveText('$0.00')
    await expect(frame.getByText(/^≈ 0\.\d+ ETH$/)).toBeVisible()
    await frame.getByRole('button', { name: 'Review' }).click()

    await expect(frame.getByText('1.5 TSEND')).toBeVisible()
    await expect(frame.getByText(recipient)).toBeVisible()
    await frame.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(frame.getByText('Approve the transaction in Test Wallet')).toBeVisible()
    const { request } = await approveNext(page, 'eth_sendTransaction')
    expect(request.params).toEqual([expect.objectContaining({ to: sender.token, value: '0x0' })])

    await expect(frame.getByRole('heading', { name: 'Sent 1.5 TSEND' })).toBeVisible()
    const link = frame.getByRole('link', {
      name: `View transaction on ${EXPLORER.name} (opens in a new tab)`,
    })
    await expect(link).toHaveAttribute('href', new RegExp(`^${EXPLORER.url}/tx/0x[0-9a-f]{64}$`))
    expect(await tokenBalance(sender.token, recipient)).toBe(parseUnits('1.5', 18))
    expect(await tokenBalance(sender.token, sender.address)).toBe(parseUnits('8.5', 18))

    // Done: back on Account, whose Tokens tab reads the new balance.
    await frame.getByRole('button', { name: 'Done' }).click()
    await expect(
      frame.getByRole('list', { name: 'Tokens' }).getByRole('listitem').filter({ hasText: 'TSEND' }),
    ).toContainText('8.5 TSEND')
  })

  test(`default: a native send from Account's Send button is mined, ${layout.name}`, async ({ page }) => {
    const sender = await fundedSender()
    const recipient = freshRecipient()
    const frame = await openSenderAccount(page, sender, { modal: layout.modalUrl() })

    await frame.getByRole('button', { name: 'Send', exact: true }).click()
    await frame.getByRole('combobox', { name: 'Token' }).selectOption('native')
    await frame.getByRole('textbox', { name: 'Amount' }).fill('0.25')
    await frame.getByRole('textbox', { name: 'Recipient' }).fill(recipient)
    await frame.getByRole('button', { name: 'Review' }).click()
    await frame.getByRole('button', { name: 'Send', exact: true }).click()
    await approveNext(page, 'eth_sendTransaction')
    await expect(frame.getByRole('heading', { name: 'Sent 0.25 ETH' })).toBeVisible()
    expect(await chainClient().getBalance({ address: recipient })).toBe(parseEther('0.25'))
  })

  test(`error: declined in the wallet, the review says so and Try again sends it, ${layout.name}`, async ({
    page,
  }) => {
    const sender = await fundedSender()
    const recipient = freshRecipient()
    const frame = await openSenderAccount(page, sender, { modal: layout.modalUrl() })
    await frame.getByRole('button', { name: 'Send', exact: true }).click()
    await frame.getByRole('combobox', { name: 'Token' }).selectOption('native')
    await frame.getByRole('textbox', { name: 'Amount' }).fill('0.1')
    await frame.getByRole('textbox', { name: 'Recipient' }).fill(recipient)
    await frame.getByRole('button', { name: 'Review' }).click()
    await frame.getByRole('button', { name: 'Send', exact: true }).click()
    await rejectNext(page, 'eth_sendTransaction')
    await expect(frame.getByRole('alert')).toHaveText('You declined the transaction in your wallet')
    expect(await chainClient().getBalance({ address: recipient })).toBe(0n)
    await frame.getByRole('button', { name: 'Try again' }).click()
    await approveNext(page, 'eth_sendTransaction')
    await expect(frame.getByRole('heading', { name: 'Sent 0.1 ETH' })).toBeVisible()
    expect(await chainClient().getBalance({ address: recipient })).toBe(parseEther('0.1'))
  })

  test(`error: an invalid recipient and an amount over the balance are refused, and nothing is sent, ${layout.name}`, async ({
    page,
  }) => {
    const sender = await fundedSender()
    const frame = await openSenderAccount(page, sender, { modal: layout.modalUrl() })
    await frame.getByRole('button', { name: 'Send', exact: true }).click()

    // SPEC §5, before anything: the amount and the recipient, then a token.
    await frame.getByRole('button', { name: 'Review' }).click()
    await expect(frame.getByRole('alert')).toHaveText('An amount and receiver address are required')
    await frame.getByRole('textbox', { name: 'Amount' }).fill('1')
    await frame.getByRole('textbox', { name: 'Recipient' }).fill(freshRecipient())
    await expect(frame.getByRole('alert')).toHaveText('A token is required')

    const token = frame.getByRole('combobox', { name: 'Token' })
    await token.selectOption(sender.token)
    // A mistyped address: one letter's case changed breaks the EIP-55 checksum.
    const recipient = freshRecipient()
    const flipped =
      recipient.slice(0, -1) + (recipient.at(-1) === 'a' ? 'A' : recipient.at(-1) === 'A' ? 'a' : 'G')
    const recipientField = frame.getByRole('textbox', { name: 'Recipient' })
    await recipientField.fill(flipped)
    await expect(recipientField).toHaveAttribute('aria-invalid', 'true')
    await expect(frame.getByRole('alert')).toHaveText('Invalid address')
    await frame.getByRole('button', { name: 'Review' }).click()
    await expect(frame.getByRole('heading', { name: 'Send', level: 1 })).toBeVisible()

    // A name, on a chain without ENS: said, not looked up elsewhere.
    await recipientField.fill('alice.eth')
    await expect(frame.getByRole('alert')).toHaveText('Names are not resolved on Anvil: enter an address')

    await recipientField.fill(recipient)
    const amount = frame.getByRole('textbox', { name: 'Amount' })
    await amount.fill('10.000000000000000001')
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(frame.getByRole('alert')).toHaveText('Not enough TSEND: the amount is over your balance')
    await frame.getByRole('button', { name: 'Review' }).click()
    await expect(frame.getByRole('heading', { name: 'Send', level: 1 })).toBeVisible()

    // The native token: over the balance, and Max leaves the fee, so the whole balance does not fit.
    await token.selectOption('native')
    const balance = await chainClient().getBalance({ address: sender.address })
    await amount.fill(formatEther(balance))
    await expect(frame.getByRole('alert')).toHaveText('Not enough ETH to pay the network fee')
    await frame.getByRole('button', { name: 'Max: the whole balance, less the network fee' }).click()
    await expect(amount).not.toHaveValue(formatEther(balance))
    await expect(frame.getByRole('alert')).toHaveCount(0)

    expect(await walletMethods(page)).not.toContain('eth_sendTransaction')
    expect(await tokenBalance(sender.token, recipient)).toBe(0n)
    expect(await chainClient().getBalance({ address: recipient })).toBe(0n)
  })
}
