import { parseSiweMessage } from 'viem/siwe'
import { anvilNetwork, modalFrame, openHost, start } from './fixtures.js'
import { CROSS_SITE_BLOCKED, CROSS_SITE_PARTITIONED, type Layout } from './layouts.js'
import { signedInAndClosed } from './signInFixtures.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'
import { ANVIL_ACCOUNT_0, approveNext, installTestWallet } from './wallet/fixtures.js'

// Issue 21.4: with the modal on another site, its requests to the dapp's backend never carry the backend's cookie,
// so `getState().siwx` alone gave the dapp nothing it could trust. The page now gets the signed message and its
// signature, which its own backend verifies (the reference backend's `POST /siwx/claim`) to set a first-party
// session. And where the modal has no storage, a session the page planted in its own storage is not believed.

const siwx = () => ({
  nonceUrl: `${env.siwxUrl}/siwx/nonce`,
  verifyUrl: `${env.siwxUrl}/siwx/verify`,
  sessionUrl: `${env.siwxUrl}/siwx/session`,
  statement: 'Sign in to the e2e dapp',
})

async function openSignedOut(page: Page, layout: Layout) {
  await installTestWallet(page)
  await openHost(page, { modal: layout.modalUrl() })
  await page.evaluate((config) => window.WalletModal.init(config), {
    networks: [anvilNetwork()],
    siwx: siwx(),
  })
}

async function connect(page: Page) {
  await start(page, 'eth_requestAccounts')
  await modalFrame(page)
    .getByRole('button', { name: /Test Wallet/ })
    .click()
  await approveNext(page, 'eth_requestAccounts')
}

for (const layout of [CROSS_SITE_BLOCKED, CROSS_SITE_PARTITIONED]) {
  test(`behavior: after a sign-in the page gets the signed message and signature, and its backend verifies them into a first-party session (${layout.name})`, async ({
    page,
  }) => {
    await openSignedOut(page, layout)
    await connect(page)
    await modalFrame(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await approveNext(page, 'personal_sign')
    await signedInAndClosed(page)
    const proof = await page.evaluate(() => window.WalletModal.getState().siwx)
    expect(proof).toMatchObject({ address: ANVIL_ACCOUNT_0, caipNetworkId: 'eip155:31337' })
    expect(parseSiweMessage(proof?.message ?? '')).toMatchObject({
      domain: new URL(env.hostUrl).host,
      address: ANVIL_ACCOUNT_0,
    })
    expect(proof?.signature).toMatch(/^0x[0-9a-f]{130}$/)
    // The dapp's page, first-party with its backend: the claim sets the cookie that the modal's frame never gets.
    const { claimed, current, again } = await page.evaluate(
      async ({ base, message, signature }) => {
        const claim = () =>
          fetch(`${base}/siwx/claim`, {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ message, signature }),
          })
        const claimed = (await claim()).status
        const session = await fetch(`${base}/siwx/session`, { credentials: 'include' })
        return { claimed, current: await session.json(), again: (await claim()).status }
      },
      { base: env.siwxUrl, message: proof?.message, signature: proof?.signature },
    )
    expect(claimed).toBe(200)
    expect(current).toMatchObject({ session: { address: ANVIL_ACCOUNT_0, caipNetworkId: 'eip155:31337' } })
    expect(again).toBe(401)
  })
}

test(`error: storage blocked, a session planted in the page's own storage is not reported; the user is asked to sign in (${CROSS_SITE_BLOCKED.name})`, async ({
  page,
}) => {
  await page.addInitScript(
    ({ key, session }) => {
      if (window === top) localStorage.setItem(key, JSON.stringify(session))
    },
    {
      key: `wm:${env.hostUrl}/@wm/siwx_session:eip155`,
      session: {
        address: ANVIL_ACCOUNT_0,
        caipNetworkId: 'eip155:31337',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    },
  )
  await openSignedOut(page, CROSS_SITE_BLOCKED)
  await connect(page)
  await expect(modalFrame(page).getByRole('dialog', { name: 'Sign in' })).toBeVisible()
  expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
    status: 'connected',
    siwx: undefined,
  })
})
