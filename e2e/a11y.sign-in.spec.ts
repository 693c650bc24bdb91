import { expectAccessible } from './a11yCheck.js'
import { anvilNetwork, modalFrame, openHost } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, type Route, test } from './test.js'
import { approveNext, installTestWallet, rejectNext } from './wallet/fixtures.js'
import { copiedUri, initWithWalletConnect, startWcWallet } from './walletconnect/dapp.js'

// axe over the sign-in views (SIWXSignMessage, Account's Sign in, ConnectingSiwe) in both themes: no serious or
// critical violation.

for (const themeMode of ['light', 'dark'] as const) {
  test(`a11y: SIWXSignMessage asking, signing and declined, ${themeMode}`, async ({ page }) => {
    await installTestWallet(page)
    await openHost(page)
    await page.evaluate(
      ({ network, themeMode, siwxUrl }) =>
        window.WalletModal.init({
          networks: [network],
          themeMode,
          siwx: { nonceUrl: `${siwxUrl}/siwx/nonce`, verifyUrl: `${siwxUrl}/siwx/verify`, required: true },
        }),
      { network: anvilNetwork(), themeMode, siwxUrl: env.siwxUrl },
    )
    await page.evaluate(() => window.WalletModal.openWalletModal())
    const frame = modalFrame(page)
    await frame.getByRole('button', { name: /Test Wallet/ }).click()
    await approveNext(page, 'eth_requestAccounts')
    await expect(frame.getByRole('button', { name: 'Sign', exact: true })).toBeVisible()
    await expectAccessible(page, 'SIWXSignMessage')

    await frame.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(frame.getByRole('status').filter({ hasText: 'Continue in Test Wallet' })).toBeVisible()
    await expectAccessible(page, 'SIWXSignMessage, signing')

    await rejectNext(page, 'personal_sign')
    await expect(frame.getByRole('status').filter({ hasText: 'Signature declined' })).toBeVisible()
    await expectAccessible(page, 'SIWXSignMessage, declined')
  })

  test(`a11y: Account's Sign in after a cancelled optional sign-in, ${themeMode}`, async ({ page }) => {
    await installTestWallet(page)
    await openHost(page)
    await page.evaluate(
      ({ network, themeMode, siwxUrl }) =>
        window.WalletModal.init({
          networks: [network],
          themeMode,
          siwx: { nonceUrl: `${siwxUrl}/siwx/nonce`, verifyUrl: `${siwxUrl}/siwx/verify` },
        }),
      { network: anvilNetwork(), themeMode, siwxUrl: env.siwxUrl },
    )
    await page.evaluate(() => window.WalletModal.openWalletModal())
    const frame = modalFrame(page)
    await frame.getByRole('button', { name: /Test Wallet/ }).click()
    await approveNext(page, 'eth_requestAccounts')
    await frame.getByRole('button', { name: 'Cancel', exact: true }).click()
    await page.waitForFunction(() => !window.WalletModal.getState().open)
    await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'Account' }))
    await expect(frame.getByRole('region', { name: 'Sign in' }).getByRole('button')).toBeVisible()
    await expectAccessible(page, 'Account, Sign in')
  })
}

for (const themeMode of ['light', 'dark'] as const) {
  test(`a11y: ConnectingSiwe, idle and verifying a sign-in made while pairing, ${themeMode}`, async ({
    page,
  }) => {
    const wallet = await startWcWallet({ authenticate: true })
    try {
      // The backend's verify waits for the test: ConnectingSiwe is checked while it runs.
      let verifying: (route: Route) => void = () => {}
      const verifyCalled = new Promise<Route>((resolve) => {
        verifying = resolve
      })
      await page.context().route(`${env.siwxUrl}/siwx/verify`, (route) => verifying(route))
      await openHost(page)
      await initWithWalletConnect(page, {
        themeMode,
        siwx: { nonceUrl: `${env.siwxUrl}/siwx/nonce`, verifyUrl: `${env.siwxUrl}/siwx/verify` },
      })
      const frame = modalFrame(page)
      await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'ConnectingSiwe' }))
      await expect(frame.getByRole('heading', { name: 'No sign-in in progress' })).toBeVisible()
      await expectAccessible(page, 'ConnectingSiwe, idle')

      await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'ConnectingWalletConnect' }))
      await wallet.pair(await copiedUri(page))
      await wallet.nextAuthRequest()
      await wallet.approveAuthRequest()
      const route = await verifyCalled
      await expect(frame.getByRole('heading', { name: env.hostUrl })).toBeVisible()
      await expectAccessible(page, 'ConnectingSiwe, verifying')
      await route.continue()
    } finally {
      await wallet.stop()
    }
  })
}
