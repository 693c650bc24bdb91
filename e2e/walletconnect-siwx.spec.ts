import { parseSiweMessage } from 'viem/siwe'
import { answer, modalFrame, openHost, start } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, type Page, type Route, test } from './test.js'
import { copiedUri, initWithWalletConnect, LAYOUTS, startWcWallet, WC_ACCOUNT } from './walletconnect/dapp.js'
import type { TestWcWallet } from './walletconnect/wallet.js'

// Sign in with X in one step over WalletConnect (issue 14: ConnectingSiwe), against the reference backend.

const siwx = () => ({
  nonceUrl: `${env.siwxUrl}/siwx/nonce`,
  verifyUrl: `${env.siwxUrl}/siwx/verify`,
  sessionUrl: `${env.siwxUrl}/siwx/session`,
  statement: 'Sign in to the e2e dapp',
})

let wallet: TestWcWallet | undefined
test.afterEach(async () => {
  await wallet?.stop()
  wallet = undefined
})

/** eth_requestAccounts → Connect → WalletConnect → the wallet pairs from the copied link: that link. */
async function pairFromModal(page: Page, layout: (typeof LAYOUTS)[number], paired: TestWcWallet) {
  await openHost(page, { modal: layout.modalUrl() })
  await initWithWalletConnect(page, { siwx: siwx() })
  await start(page, 'eth_requestAccounts')
  await modalFrame(page)
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  const uri = await copiedUri(page)
  await paired.pair(uri)
  return uri
}

const siwxState = (page: Page) => page.evaluate(() => window.WalletModal.getState().siwx)

for (const layout of LAYOUTS) {
  test.describe(`sign in over WalletConnect (${layout.name})`, () => {
    test('default: a wallet with authenticate signs in while pairing: one approval, ConnectingSiwe, no SIWXSignMessage', async ({
      page,
    }) => {
      wallet = await startWcWallet({ authenticate: true })
      // The backend's verify waits for the test, so that ConnectingSiwe is seen while it runs.
      let verifying: (route: Route) => void = () => {}
      const verifyCalled = new Promise<Route>((resolve) => {
        verifying = resolve
      })
      await page.context().route(`${env.siwxUrl}/siwx/verify`, (route) => verifying(route))

      await pairFromModal(page, layout, wallet)
      const { payload } = await wallet.nextAuthRequest()
      const host = new URL(env.hostUrl)
      expect(payload).toMatchObject({
        domain: host.origin,
        aud: host.origin,
        chains: ['eip155:31337', 'eip155:31338'],
      })
      const message = await wallet.approveAuthRequest()
      expect(parseSiweMessage(message)).toMatchObject({
        scheme: 'http',
        domain: host.host,
        uri: host.origin,
        address: WC_ACCOUNT.address,
        chainId: 31337,
      })

      const route = await verifyCalled
      const frame = modalFrame(page)
      await expect(frame.getByRole('dialog', { name: 'Sign in' })).toBeVisible()
      // Said once, by the toast (a second live region would announce it twice).
      await expect(frame.getByRole('status').filter({ hasText: 'Authenticating...' })).toBeVisible()
      expect(await siwxState(page)).toBeUndefined()
      await route.continue()

      expect(await answer(page)).toEqual({ result: [WC_ACCOUNT.address] })
      await page.waitForFunction(() => window.WalletModal.getState().siwx !== undefined)
      expect(await siwxState(page)).toMatchObject({
        address: WC_ACCOUNT.address,
        caipNetworkId: 'eip155:31337',
      })
      await page.waitForFunction(() => !window.WalletModal.getState().open)
      // One approval: the sign-in made the session; no proposal, and no second signature, was asked.
      expect(wallet.sessions()).toHaveLength(1)
      expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
        status: 'connected',
        address: WC_ACCOUNT.address,
        open: false,
      })
    })

    test('behavior: a wallet without authenticate approves the fallback proposal, then signs in with SIWXSignMessage', async ({
      page,
    }) => {
      wallet = await startWcWallet()
      // The pairing proposes a one-step sign-in; this wallet ignores it, and the fallback proposal arrives.
      expect(new URL(await pairFromModal(page, layout, wallet)).searchParams.get('methods')).toBe(
        'wc_sessionAuthenticate',
      )
      const proposal = await wallet.nextProposal()
      expect(proposal.chains).toEqual(['eip155:31337', 'eip155:31338'])
      await wallet.approve()
      expect(await answer(page)).toEqual({ result: [WC_ACCOUNT.address] })

      const frame = modalFrame(page)
      await expect(frame.getByRole('heading', { name: env.hostUrl })).toBeVisible()
      await frame.getByRole('button', { name: 'Sign', exact: true }).click()
      await wallet.nextRequest('personal_sign')
      await wallet.approveRequest()
      await page.waitForFunction(() => window.WalletModal.getState().siwx !== undefined)
      expect(await siwxState(page)).toMatchObject({
        address: WC_ACCOUNT.address,
        caipNetworkId: 'eip155:31337',
      })
    })
  })
}
