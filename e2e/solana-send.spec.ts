import { ed25519 } from '@noble/curves/ed25519.js'
import type { Page } from '@playwright/test'
import { getBase58Decoder } from '@solana/kit'
import { modalFrame } from './fixtures.js'
import { CROSS_SITE_BLOCKED, SAME_SITE } from './layouts.js'
import { env } from './stack/env.js'
import { createSplMint, splBalance } from './stack/splToken.js'
import { expect, test } from './test.js'
import {
  answerSolanaWallet,
  connectThroughModal,
  openSolanaDapp,
  solanaNetworkOnLitesvm,
  solanaRpc,
} from './wallet/solanaFixtures.js'

// Send on Solana (issue 24) through the modal's UI with the Solana test wallet (Wallet Standard, in the page): SOL
// and an SPL Token mint made by real transactions on the loopback SVM (litesvm), the transfer built by the modal,
// signed and sent by the wallet, balances read back from the runtime. Both layouts.

const LAMPORTS_PER_SOL = 1_000_000_000
const freshAddress = () => getBase58Decoder().decode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))
const balanceOf = async (address: string) =>
  (await solanaRpc<{ value: number }>('getBalance', [address])).value

/** A dapp on the loopback SVM whose account holds 2 SOL and 10 of a fresh 6-decimal token; Send opened. */
async function openSolanaSender(page: Page, modal: string) {
  const token = await createSplMint(env.solanaRpcUrl, 6)
  await openSolanaDapp(
    page,
    modal,
    [solanaNetworkOnLitesvm()],
    {},
    {
      // An address with no mint on this network is left out, not an error for the whole list.
      tokens: { 'solana:litesvm': [{ address: freshAddress() }, { address: token.mint }] },
    },
  )
  const address = await page.evaluate(() => window.solanaTestWallet.address)
  await solanaRpc('requestAirdrop', [address, 2 * LAMPORTS_PER_SOL])
  await token.mintTo(address, 10_000_000n)
  await connectThroughModal(page)
  await page.evaluate(() => window.WalletModal.openWalletModal({ namespace: 'solana' }))
  const frame = modalFrame(page)
  // SPEC §9 "Balance: eip155, solana": the Tokens tab lists SOL and the token, read from the runtime.
  const tokens = frame.getByRole('list', { name: 'Tokens' }).getByRole('listitem')
  await expect(tokens.filter({ hasText: 'Solana' })).toContainText('2 SOL')
  await expect(tokens.filter({ hasText: `Token ${token.mint.slice(0, 4)}` })).toContainText('10 ')
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(frame.getByRole('heading', { name: 'Send', level: 1 })).toBeVisible()
  return { frame, address, mint: token.mint }
}

for (const layout of [SAME_SITE, CROSS_SITE_BLOCKED]) {
  test(`default: a SOL send lands on the runtime, the wallet signs and sends it, ${layout.name}`, async ({
    page,
  }) => {
    const { frame, address } = await openSolanaSender(page, layout.modalUrl())
    const recipient = freshAddress()
    await frame.getByRole('combobox', { name: 'Token' }).selectOption('native')
    await frame.getByRole('textbox', { name: 'Amount' }).fill('0.5')
    await frame.getByRole('textbox', { name: 'Recipient' }).fill(recipient)
    // The fee is the node's (getFeeForMessage): one signature.
    await expect(frame.getByText('≈ 0.000005 SOL')).toBeVisible()
    await expect(frame.getByText(/to open the recipient's token account/)).toHaveCount(0)
    await frame.getByRole('button', { name: 'Review' }).click()
    await expect(frame.getByText('0.5 SOL')).toBeVisible()
    await expect(frame.getByText(recipient)).toBeVisible()
    await frame.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(frame.getByText('Approve the transaction in Solana Test Wallet')).toBeVisible()
    await answerSolanaWallet(page, 'solana:signAndSendTransaction')

    await expect(frame.getByRole('heading', { name: 'Sent 0.5 SOL' })).toBeVisible()
    await expect(frame.getByText('Confirmed on Solana Local.')).toBeVisible()
    expect(await balanceOf(recipient)).toBe(LAMPORTS_PER_SOL / 2)
    expect(await balanceOf(address)).toBe((3 * LAMPORTS_PER_SOL) / 2 - 5_000)
  })

  test(`default: an SPL token send of 1.5 opens the recipient's token account and moves exactly 1.5, ${layout.name}`, async ({
    page,
  }) => {
    const { frame, address, mint } = await openSolanaSender(page, layout.modalUrl())
    const recipient = freshAddress()
    const tokenOption = frame.getByRole('combobox', { name: 'Token' })
    await tokenOption.selectOption(mint)
    await frame.getByRole('textbox', { name: 'Amount' }).fill('1.5')
    await frame.getByRole('textbox', { name: 'Recipient' }).fill(recipient)
    // The recipient has no token account: the fee includes its rent (2,039,280 lamports) beside the network's.
    await expect(frame.getByText('≈ 0.00204 SOL')).toBeVisible()
    await expect(
      frame.getByText("Includes 0.00203928 SOL to open the recipient's token account"),
    ).toBeVisible()
    await frame.getByRole('button', { name: 'Review' }).click()
    await frame.getByRole('button', { name: 'Send', exact: true }).click()
    await answerSolanaWallet(page, 'solana:signAndSendTransaction')

    await expect(frame.getByRole('heading', { name: /^Sent 1\.5 / })).toBeVisible()
    expect(await splBalance(env.solanaRpcUrl, recipient, mint)).toBe(1_500_000n)
    expect(await splBalance(env.solanaRpcUrl, address, mint)).toBe(8_500_000n)
    expect(await balanceOf(address)).toBe(2 * LAMPORTS_PER_SOL - 5_000 - 2_039_280)
  })

  test(`error: an invalid recipient, an amount over the balance and too little SOL to open an account are refused, and nothing is sent, ${layout.name}`, async ({
    page,
  }) => {
    const { frame, address } = await openSolanaSender(page, layout.modalUrl())
    const recipient = freshAddress()
    const amount = frame.getByRole('textbox', { name: 'Amount' })
    const to = frame.getByRole('textbox', { name: 'Recipient' })
    await frame.getByRole('combobox', { name: 'Token' }).selectOption('native')
    await amount.fill('0.1')
    await to.fill('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    await expect(frame.getByText('Invalid address')).toBeVisible()
    await expect(to).toHaveAttribute('aria-invalid', 'true')

    await to.fill(recipient)
    await amount.fill('3')
    await expect(frame.getByText('Not enough SOL: the amount is over your balance')).toBeVisible()
    await expect(amount).toHaveAttribute('aria-invalid', 'true')

    // A new account must hold the rent-exempt minimum (890,880 lamports for no data).
    await amount.fill('0.0001')
    await expect(
      frame.getByText('The recipient has no account yet: send at least 0.00089088 SOL to open it'),
    ).toBeVisible()
    await frame.getByRole('button', { name: 'Review' }).click()
    await expect(frame.getByRole('heading', { name: 'Send', level: 1 })).toBeVisible()

    expect(await page.evaluate(() => window.solanaTestWallet.pending())).toEqual([])
    expect(await balanceOf(recipient)).toBe(0)
    expect(await balanceOf(address)).toBe(2 * LAMPORTS_PER_SOL)
  })
}
