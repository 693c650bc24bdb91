import { type Hex, stringToHex, verifyMessage } from 'viem'
import { addPasskeyAuthenticator, approveWhenArmed, startEmbeddedDeployment } from './embeddedWalletStack.js'
import { answer, modalFrame, openHost, start } from './fixtures.js'
import { SAME_SITE } from './layouts.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'

// Issue 22: the passkey wallet in the same-site layout. The suite's same-site layout puts the modal on 127.0.0.1, an
// IP address, which cannot be a WebAuthn relying party; here the modal is `wallet.localhost` and the dapp
// `app.wallet.localhost` (`*.localhost` is loopback, and `wallet.localhost` is the registrable domain of both: one
// site, the frame's storage first-party), as a deployment on wallet.example.com beside app.wallet.example.com.

let deployment: Awaited<ReturnType<typeof startEmbeddedDeployment>>
test.beforeAll(async () => {
  deployment = await startEmbeddedDeployment({}, { allowedOrigins: ['http://app.wallet.localhost:*'] })
})
test.afterAll(async () => {
  await deployment.close()
})

const hostUrl = () => env.hostUrl.replace('127.0.0.1', 'app.wallet.localhost')

test.describe(`passkey wallet (${SAME_SITE.name}, on *.localhost)`, () => {
  test.describe.configure({ timeout: 90_000 })
  test('default: the passkey is made in the frame, personal_sign approved there verifies, and a reload reconnects at once from first-party storage', async ({
    page,
  }) => {
    const authenticator = await addPasskeyAuthenticator(page)
    await openHost(page, { host: hostUrl(), modal: deployment.modalUrlNamed })
    // Same-site indeed: the frame's own localStorage works (it throws in the cross-site blocked layout).
    const frameStorage = await page
      .frames()
      .find((frame) => frame.url().startsWith(deployment.modalUrlNamed))
      ?.evaluate(() => {
        localStorage.setItem('same-site-probe', '1')
        return localStorage.getItem('same-site-probe')
      })
    expect(frameStorage).toBe('1')

    await start(page, 'eth_requestAccounts')
    await modalFrame(page)
      .getByRole('button', { name: /passkey/ })
      .click()
    const outcome = await answer(page)
    expect(outcome).toMatchObject({ result: [expect.stringMatching(/^0x[0-9a-fA-F]{40}$/)] })
    const address = (outcome as { result: Hex[] }).result[0] as Hex
    const [credential] = await authenticator.credentials()
    expect(credential?.rpId).toBe('wallet.localhost')

    await start(page, 'personal_sign', [stringToHex('same-site passkey'), address])
    const dialog = modalFrame(page).getByRole('dialog', { name: 'Approve transaction' })
    await expect(dialog.getByText(hostUrl(), { exact: true })).toBeVisible()
    await approveWhenArmed(page)
    const signed = await answer(page)
    expect(signed).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
    const signature = (signed as { result: Hex }).result
    expect(await verifyMessage({ address, message: 'same-site passkey', signature })).toBe(true)

    await page.reload()
    await page.waitForFunction(() => 'WalletModal' in window)
    // The reconnect loads the wallet's chunk and reads IndexedDB: seconds on a loaded 2-core machine.
    await expect
      .poll(() => page.evaluate(() => window.WalletModal.getState()), { timeout: 20_000 })
      .toMatchObject({ status: 'connected', address })
  })
})
