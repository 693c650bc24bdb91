import packageJson from '../package.json' with { type: 'json' }
import { openAccount } from './accountFixture.js'
import { API_IDENTITY } from './stack/accountApiData.js'
import { API_DOWN_PROJECT_ID } from './stack/blockchainApiServer.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'

// The Account view with a project id: SPEC §7's order (the wallet's asset discovery, which the test wallet does not
// report, then the Blockchain API), served by the local API of e2e/stack/blockchainApiServer.ts; and with the API
// down, the on-chain fallback.

const layouts = [
  { layout: 'same-site', modal: () => env.modalUrl },
  { layout: 'cross-site', modal: () => env.modalUrlCrossSite },
] as const

/** The calls the local Blockchain API saw with `projectId`. */
async function apiRequests(page: Page, projectId: string) {
  const response = await page.request.get(`${env.blockchainApiUrl}/__requests?projectId=${projectId}`)
  return (await response.json()) as { path: string; query: Record<string, string> }[]
}

for (const { layout, modal } of layouts) {
  test(`default: the Blockchain API gives values, order, identity and paged activity, ${layout}`, async ({
    page,
  }) => {
    const projectId = `e2e-account-${layout}`
    const frame = await openAccount(page, { modal: modal(), projectId })

    // Values from the API's prices (TUSD 100, ETH 2), highest first; money in 2 decimals.
    const rows = frame.getByRole('list', { name: 'Tokens' }).getByRole('listitem')
    await expect(rows).toHaveText([
      /Test Dollar1,222\.222 TUSD\$122,222\.22$/,
      /Ether9,999\.\d+ ETH\$19,998\.\d\d$/,
    ])
    // The profile name replaces the address; the avatar is the profile's.
    await expect(frame.getByText(API_IDENTITY.name, { exact: true })).toBeVisible()
    await expect(frame.locator(`img[src="${API_IDENTITY.avatar}"]`)).toBeVisible()

    await frame.getByRole('tab', { name: 'Activity' }).click()
    const activity = frame.getByRole('tabpanel', { name: 'Activity' })
    // Page one: the other chain's transaction is hidden.
    await expect(activity.getByRole('listitem')).toHaveText([/^.Sentto 0x7099…dc79C8-2\.5 TUSD/])
    await activity.getByRole('button', { name: 'Load more' }).click()
    // Page two, by the API's cursor: the spam airdrop is hidden; last year's transfer has its own month.
    await expect(activity.getByRole('listitem')).toHaveText([
      /^.Sentto 0x7099…dc79C8-2\.5 TUSD/,
      /^.Receivedfrom 0x7099…dc79C8\+1,000\.123 TUSD/,
    ])
    await expect(activity.getByRole('button', { name: 'Load more' })).toHaveCount(0)

    const requests = await apiRequests(page, projectId)
    expect(requests.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        '/v1/supported-chains',
        `/v1/account/${env.accountChain.holder}/balance`,
        `/v1/account/${env.accountChain.holder}/history`,
        `/v1/identity/${env.accountChain.holder}`,
      ]),
    )
    for (const { query } of requests)
      expect(query).toMatchObject({
        projectId,
        st: 'wallet-modal',
        sv: `wallet-modal-${packageJson.version}`,
      })
    expect(requests.find(({ query }) => query.cursor === '2')).toBeDefined()
  })
}

test('error: with the Blockchain API down, the on-chain fallback answers', async ({ page }) => {
  const frame = await openAccount(page, { projectId: API_DOWN_PROJECT_ID })
  // Read from the chain: native first, no price (the API's prices failed too).
  const rows = frame.getByRole('list', { name: 'Tokens' }).getByRole('listitem')
  await expect(rows).toHaveText([/Ether9,999\.\d+ ETH—No price$/, /Test Dollar1,222\.222 TUSD—No price$/])
  await frame.getByRole('tab', { name: 'Activity' }).click()
  const activity = frame.getByRole('tabpanel', { name: 'Activity' })
  await expect(activity.getByRole('listitem').first()).toHaveText(/Sentto 0xf39F…b92266-12\.345 TUSD/)
  expect((await apiRequests(page, API_DOWN_PROJECT_ID)).length).toBeGreaterThan(0)
})
