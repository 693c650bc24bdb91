import { modalFrame, settleAnimations } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'
import {
  ADDRESS,
  answerBitcoinWallet,
  BITCOIN_TEST_WALLET,
  begin as beginBitcoin,
  MODAL_WALLET,
  openBitcoinDapp,
  regtestNetwork,
} from './wallet/bitcoinFixtures.js'
import {
  begin as beginSolana,
  openSolanaDapp,
  solanaNetworkOnLitesvm,
  TEST_WALLET,
} from './wallet/solanaFixtures.js'

// Screenshots of Connect on the solana and bip122 namespaces and of Account on a Bitcoin network, in both themes at
// a phone and a desktop width, written to test-results/screens/ for people to look at.
const widths = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const

/** Waits for the opening animation, checks the theme in force, and writes the screenshot. */
async function shoot(page: Page, modalUrl: string, themeMode: string, name: string) {
  await expect(modalFrame(page).locator(`[data-theme="${themeMode}"]`)).toHaveCount(1)
  await settleAnimations(page, modalUrl)
  await page.screenshot({ path: `test-results/screens/${name}.png` })
}

for (const themeMode of ['light', 'dark'] as const) {
  for (const { width, height } of widths) {
    test(`screens: Connect on bip122 and Account on a Bitcoin network, ${themeMode}, ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      await openBitcoinDapp(page, env.modalUrl, [regtestNetwork()], {}, { themeMode })
      await beginBitcoin(page, 'connect', MODAL_WALLET, ['payment'])
      const frame = modalFrame(page)
      const wallet = frame
        .getByRole('region', { name: 'Wallets' })
        .getByRole('button', { name: BITCOIN_TEST_WALLET })
      await expect(wallet).toBeVisible()
      await shoot(page, env.modalUrl, themeMode, `Connect-bip122-${themeMode}-${width}`)
      await wallet.click()
      await answerBitcoinWallet(page, 'bitcoin:connect')
      await page.waitForFunction(() => !window.WalletModal.getState().open)
      await page.evaluate(() => window.WalletModal.openWalletModal({ namespace: 'bip122' }))
      await expect(frame.getByTitle(ADDRESS)).toHaveText('bcrt…6y7nw0')
      await expect(frame.getByText('1.523 BTC')).toBeVisible()
      await shoot(page, env.modalUrl, themeMode, `Account-bip122-${themeMode}-${width}`)
    })

    test(`screens: Connect on solana, ${themeMode}, ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await openSolanaDapp(page, env.modalUrl, [solanaNetworkOnLitesvm()], {}, { themeMode })
      await beginSolana(page, 'connect', MODAL_WALLET)
      await expect(
        modalFrame(page).getByRole('region', { name: 'Wallets' }).getByRole('button', { name: TEST_WALLET }),
      ).toBeVisible()
      await shoot(page, env.modalUrl, themeMode, `Connect-solana-${themeMode}-${width}`)
    })
  }
}
