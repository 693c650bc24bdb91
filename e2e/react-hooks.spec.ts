import type { Page } from '@playwright/test'
import { answer, anvilNetwork, modalFrame, start } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'
import { ANVIL_ACCOUNT_0, approveNext, installTestWallet } from './wallet/fixtures.js'

// Issue 25.8: a React dapp on react.mjs's hooks (e2e/wallet/reactDapp.tsx, bundled from the build's react.mjs and
// loader.mjs). Its markup is rendered as a server would, then hydrated after the modal has reported its state.

const field = (page: Page, name: string) => page.getByTestId(name)

/** The React dapp, its markup rendered as a server renders it (before the modal reports), then configured. */
async function openReactDapp(page: Page) {
  await installTestWallet(page)
  await page.goto(`${env.hostUrl}/react-dapp.html`)
  await page.waitForFunction(() => 'reactDapp' in window)
  await page.evaluate(() => window.reactDapp.serverRender())
  await expect(field(page, 'status')).toHaveText('disconnected')
  await page.evaluate(
    ({ modalUrl, network }) => window.WalletModal.init({ modalUrl, networks: [network], themeMode: 'light' }),
    { modalUrl: `${env.modalUrl}/`, network: anvilNetwork() },
  )
}

test('default: the hooks read the account, the wallet, the theme and the modal, and disconnect', async ({
  page,
}) => {
  await openReactDapp(page)
  // Connected through the modal before React hydrates: the server's markup (the state before the modal reports)
  // and the client's state disagree, which the hooks' server snapshot must make harmless.
  await start(page, 'eth_requestAccounts')
  await modalFrame(page)
    .getByRole('button', { name: /Test Wallet/ })
    .click()
  await approveNext(page, 'eth_requestAccounts')
  expect(await answer(page)).toEqual({ result: [ANVIL_ACCOUNT_0] })
  await page.waitForFunction(() => !window.WalletModal.getState().open)

  await page.evaluate(() => window.reactDapp.hydrate())
  await expect(field(page, 'status')).toHaveText('connected')
  await expect(field(page, 'address')).toHaveText(ANVIL_ACCOUNT_0)
  await expect(field(page, 'chain')).toHaveText('31337')
  await expect(field(page, 'wallet')).toHaveText('Test Wallet (ANNOUNCED)')
  await expect(field(page, 'theme')).toHaveText('light')
  await expect(field(page, 'modal')).toHaveText('closed')
  expect(await page.evaluate(() => window.reactDapp.hydrationErrors)).toEqual([])

  await page.getByRole('button', { name: 'Open the wallet modal' }).click()
  await expect(field(page, 'modal')).toHaveText('open on Account')
  await page.evaluate(() => window.WalletModal.closeWalletModal())
  await expect(field(page, 'modal')).toHaveText('closed')

  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(field(page, 'status')).toHaveText('disconnected')
  await expect(field(page, 'address')).toHaveText('none')
  await expect(field(page, 'wallet')).toHaveText('none')
})

test('behavior: a theme the dapp sets again reaches the hooks', async ({ page }) => {
  await openReactDapp(page)
  await page.evaluate(() => window.reactDapp.hydrate())
  await expect(field(page, 'theme')).toHaveText('light')
  await page.evaluate(
    ({ modalUrl, network }) => window.WalletModal.init({ modalUrl, networks: [network], themeMode: 'dark' }),
    { modalUrl: `${env.modalUrl}/`, network: anvilNetwork() },
  )
  await expect(field(page, 'theme')).toHaveText('dark')
  expect(await page.evaluate(() => window.reactDapp.hydrationErrors)).toEqual([])
})
