import { toHex } from 'viem'
import { answer, modalDocument, modalFrame, openHost, request, start } from './fixtures.js'
import { CROSS_SITE_PARTITIONED, SAME_SITE } from './layouts.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'
import {
  connectWithWalletConnect,
  copiedUri,
  initWithWalletConnect,
  LAYOUTS,
  startWcWallet,
  WC_ACCOUNT,
} from './walletconnect/dapp.js'
import type { TestWcWallet } from './walletconnect/wallet.js'

// The modal's storage is keyed by the browser on the modal's origin and the top-level site only: two hosts of one
// site (127.0.0.1:H and 127.0.0.1:H2) embedding one deployment share it, same-site and cross-site partitioned
// alike. What the modal keeps must not be.

let wallet: TestWcWallet
test.beforeEach(async () => {
  wallet = await startWcWallet()
})
test.afterEach(async () => {
  await wallet.stop()
})

for (const layout of [...LAYOUTS, CROSS_SITE_PARTITIONED]) {
  test.describe(`origin-bound state (${layout.name})`, () => {
    test('error: another host of the same site gets no connection, cannot sign on the session, cannot end it', async ({
      page: victim,
      context,
    }) => {
      await openHost(victim, { modal: layout.modalUrl() })
      await initWithWalletConnect(victim)
      expect(await connectWithWalletConnect(victim, wallet)).toEqual({ result: [WC_ACCOUNT.address] })

      // The attacker's page loads the loader in the same browser, with no click.
      const attacker = await context.newPage()
      await openHost(attacker, { host: env.hostUrl2, modal: layout.modalUrl() })
      await initWithWalletConnect(attacker)
      expect(await request(attacker, 'eth_accounts')).toEqual([])
      expect(await attacker.evaluate(() => window.WalletModal.getState())).toMatchObject({
        status: 'disconnected',
        address: undefined,
      })

      // It cannot sign on the victim's session…
      const stolen = toHex('sign this for the attacker')
      await start(attacker, 'personal_sign', [stolen, WC_ACCOUNT.address])
      expect(await answer(attacker)).toMatchObject({ code: 4100 })
      // …nor end it.
      await attacker.evaluate(() => window.WalletModal.disconnect())

      // The victim's session is whole: the first request the wallet sees is the victim's, and it is answered.
      const wanted = toHex('signed by the victim')
      await start(victim, 'personal_sign', [wanted, WC_ACCOUNT.address])
      expect(await wallet.nextRequest()).toMatchObject({
        method: 'personal_sign',
        params: [wanted, WC_ACCOUNT.address],
      })
      await wallet.approveRequest()
      expect(await answer(victim)).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
      expect(wallet.sessions()).toHaveLength(1)
      expect(await victim.evaluate(() => window.WalletModal.getState().status)).toBe('connected')
    })
  })
}

for (const layout of LAYOUTS) {
  test.describe(`what the modal vouches for (${layout.name})`, () => {
    test('error: a page claiming another site’s metadata is named by its real origin, to the user and to wallets', async ({
      page,
    }) => {
      await openHost(page, { modal: layout.modalUrl() })
      await initWithWalletConnect(page, {
        metadata: {
          name: ' Uni\u202eswap Interface\u0000, the one true exchange for every token ',
          description: '\u2066Swap tokens',
          url: 'https://app.uniswap.org',
          icons: [],
        },
      })
      const name = 'Uniswap Interface, the one true exchang…'
      await start(page, 'eth_requestAccounts')
      const frame = modalFrame(page)
      await expect(frame.getByText(/^Connecting to/)).toHaveText(`Connecting to ${name} · ${env.hostUrl}`)

      await frame.getByRole('button', { name: /WalletConnect/ }).click()
      await wallet.pair(await copiedUri(page))
      const { proposer } = await wallet.nextProposal()
      expect(proposer).toEqual({ name, description: 'Swap tokens', url: env.hostUrl, icons: [] })
    })
  })
}

for (const layout of [SAME_SITE, CROSS_SITE_PARTITIONED]) {
  test(`default: every key the modal stores in its own storage names the embedding origin, ${layout.name}`, async ({
    page,
  }) => {
    await openHost(page, { modal: layout.modalUrl() })
    await initWithWalletConnect(page)
    await connectWithWalletConnect(page, wallet)
    const stored = await modalDocument(page, layout.modalUrl()).evaluate(async () => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      databases: (await indexedDB.databases()).map((database) => database.name),
    }))
    expect(stored.local.length).toBeGreaterThan(5)
    expect(stored.local.filter((key) => !key.startsWith(`${env.hostUrl}/`))).toEqual([])
    expect(stored.local).toContain(`${env.hostUrl}/@wm/active_caip_network_id`)
    expect(stored.local.some((key) => key.startsWith(`${env.hostUrl}/wm-wc:`))).toBe(true)
    expect(stored.session).toEqual([])
    expect(stored.databases).toEqual([])
    // Nothing in the host page's own storage: that is only where the frame's storage is blocked.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([])
  })
}
