import { modalFrame, openHost } from './fixtures.js'
import { CROSS_SITE_PARTITIONED } from './layouts.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'
import {
  connectWithWalletConnect,
  initWithWalletConnect,
  LAYOUTS,
  startWcWallet,
} from './walletconnect/dapp.js'
import type { TestWcWallet } from './walletconnect/wallet.js'

// SPEC §7: the wallet directory and the Blockchain API get WalletConnect's client id on every call, once it is
// known. It is known once WalletConnect has started on the origin; where the modal's storage keeps WalletConnect's
// keys (same-site, and cross-site partitioned), it is kept beside them, so a later visit sends it before
// WalletConnect starts.

type Logged = { path: string; query: Record<string, string> }

async function logged(page: Page, server: string, projectId: string): Promise<Logged[]> {
  return (await (await page.request.get(`${server}/__requests?projectId=${projectId}`)).json()) as Logged[]
}

let wallet: TestWcWallet
test.beforeEach(async () => {
  wallet = await startWcWallet()
})
test.afterEach(async () => {
  await wallet.stop()
})

for (const layout of [...LAYOUTS, CROSS_SITE_PARTITIONED]) {
  test(`behavior: once WalletConnect has started, the Blockchain API and the directory get its client id, ${layout.name}`, async ({
    page,
  }) => {
    // The mocks keep their request logs for the whole run: a project id of this run's own reads only its calls.
    const projectId = `e2e-client-id-${layout.name.replaceAll(' ', '-')}-${test.info().repeatEachIndex}`
    const options = {
      projectId,
      apiBaseUrl: env.blockchainApiUrl,
      walletDirectoryUrl: env.walletDirectoryUrl,
    }
    await openHost(page, { modal: layout.modalUrl() })
    await initWithWalletConnect(page, options)
    // Before WalletConnect starts, the directory's calls have no client id to send.
    await expect
      .poll(async () => (await logged(page, env.walletDirectoryUrl, projectId)).length)
      .toBeGreaterThan(0)
    const before = await logged(page, env.walletDirectoryUrl, projectId)
    expect(before.map(({ query }) => query.clientId)).toEqual(before.map(() => undefined))

    await connectWithWalletConnect(page, wallet)
    await page.waitForFunction(() => !window.WalletModal.getState().open)
    await page.evaluate(() => window.WalletModal.openWalletModal())
    await modalFrame(page).getByRole('button', { name: 'Copy address' }).waitFor()
    await expect
      .poll(async () => (await logged(page, env.blockchainApiUrl, projectId)).length)
      .toBeGreaterThan(0)
    const apiCalls = await logged(page, env.blockchainApiUrl, projectId)
    const [clientId] = new Set(apiCalls.map(({ query }) => query.clientId))
    // An ed25519 did:key: WalletConnect's own client key, the one it authenticates to the relay with.
    expect(clientId).toMatch(/^did:key:z6Mk[1-9A-HJ-NP-Za-km-z]+$/)
    expect(apiCalls.map(({ query }) => query.clientId)).toEqual(apiCalls.map(() => clientId))

    // Disconnected and reloaded, WalletConnect does not start; the directory's first calls show whether the id was
    // kept beside WalletConnect's keys.
    await page.evaluate(() => window.WalletModal.disconnect())
    const seenBefore = (await logged(page, env.walletDirectoryUrl, projectId)).length
    await page.reload()
    await page.waitForFunction(() => 'WalletModal' in window)
    await initWithWalletConnect(page, options)
    await expect
      .poll(async () => (await logged(page, env.walletDirectoryUrl, projectId)).length)
      .toBeGreaterThan(seenBefore)
    const after = (await logged(page, env.walletDirectoryUrl, projectId)).slice(seenBefore)
    const expected = layout.persists ? clientId : undefined
    expect(after.map(({ query }) => query.clientId)).toEqual(after.map(() => expected))
  })
}
