import { answer, anvilNetwork, modalFrame, openHost, start } from './fixtures.js'
import { FORBIDDEN_SUFFIX, type PostedEvent } from './stack/analyticsServer.js'
import { env } from './stack/env.js'
import { ANALYTICS_OFF_PREFIX, ANALYTICS_PROJECT_PREFIX } from './stack/walletDirectory.js'
import { expect, type Page, test } from './test.js'
import { ANVIL_ACCOUNT_0, approveNext, installTestWallet } from './wallet/fixtures.js'
import { directoryRequests } from './walletLists.js'

// SPEC §7's analytics through the real modal, against the stack's local analytics service (analyticsServer.ts) and
// wallet directory (its `/getAnalyticsConfig` is on for project ids that start with `e2e-analytics-`).

/** A project id of this test's own, so that the services' logs are the test's alone. */
const projectIdOf = (name: string, suffix = '') =>
  `${ANALYTICS_PROJECT_PREFIX}${name}-${test.info().repeatEachIndex}-${Date.now()}${suffix}`

async function posted(projectId: string): Promise<PostedEvent[]> {
  const response = await fetch(`${env.analyticsUrl}/__requests?projectId=${projectId}`)
  return (await response.json()) as PostedEvent[]
}

/** The events posted for `projectId`, once there are `count` of them. */
async function eventsOf(projectId: string, count: number) {
  await expect.poll(async () => (await posted(projectId)).length).toBeGreaterThanOrEqual(count)
  return posted(projectId)
}

/** A posted body, as the service's shape check let it through (a 400 is never one of the tests' events). */
const bodyOf = ({ body }: PostedEvent) =>
  body as { eventId: string; timestamp: number; props: { event: string } }
const eventName = (event: PostedEvent) => bodyOf(event).props.event

async function init(page: Page, projectId: string, features: Record<string, unknown> = {}) {
  await page.evaluate((config) => window.WalletModal.init(config), {
    networks: [anvilNetwork()],
    projectId,
    walletDirectoryUrl: env.walletDirectoryUrl,
    analyticsUrl: env.analyticsUrl,
    features,
  })
}

const openAndClose = async (page: Page) => {
  await page.evaluate(() => window.WalletModal.openWalletModal())
  await page.evaluate(() => window.WalletModal.closeWalletModal())
  await page.waitForFunction(() => !window.WalletModal.getState().open)
}

test.describe('analytics', () => {
  test('default: opening and closing post MODAL_OPEN and MODAL_CLOSE in SPEC §7’s shape; MODAL_CREATED never', async ({
    page,
  }) => {
    const projectId = projectIdOf('open')
    await openHost(page)
    const before = Date.now()
    await init(page, projectId)
    await openAndClose(page)
    const events = await eventsOf(projectId, 2)
    expect(events.map(eventName)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    const [open] = events
    expect(open?.status).toBe(202)
    expect(open?.query).toMatchObject({ projectId, st: 'wallet-modal', sv: 'wallet-modal-0.1.0' })
    expect(open?.body).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      url: new URL(env.hostUrl).origin,
      domain: '127.0.0.1',
      timestamp: expect.any(Number),
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    })
    const { timestamp } = bodyOf(events[0]!)
    expect(timestamp).toBeGreaterThanOrEqual(before)
    expect(timestamp).toBeLessThanOrEqual(Date.now())
    expect(new Set(events.map((event) => bodyOf(event).eventId)).size).toBe(2)
  })

  test('behavior: connecting the test wallet posts CONNECT_SUCCESS with the address', async ({ page }) => {
    const projectId = projectIdOf('connect')
    await installTestWallet(page)
    await openHost(page)
    await init(page, projectId)
    await start(page, 'eth_requestAccounts')
    await modalFrame(page)
      .getByRole('button', { name: /Test Wallet/ })
      .click()
    await approveNext(page, 'eth_requestAccounts')
    expect(await answer(page)).toEqual({ result: [ANVIL_ACCOUNT_0] })
    await expect.poll(async () => (await posted(projectId)).map(eventName)).toContain('CONNECT_SUCCESS')
    const connect = (await posted(projectId)).find((event) => eventName(event) === 'CONNECT_SUCCESS')
    expect(connect?.body).toMatchObject({
      props: {
        type: 'track',
        event: 'CONNECT_SUCCESS',
        properties: { namespace: 'eip155', name: 'Test Wallet' },
        address: ANVIL_ACCOUNT_0,
      },
    })
    expect((await posted(projectId)).map(eventName)).not.toContain('MODAL_CREATED')
  })

  test('error: with features.analytics off nothing is sent, not even the project’s switch asked', async ({
    page,
  }) => {
    const off = projectIdOf('feature-off')
    await openHost(page)
    await init(page, off, { analytics: false })
    await openAndClose(page)
    // Then another project with analytics on, in the same page: once its events are in, the first project's would
    // have been asked and sent before them.
    const on = projectIdOf('feature-on-after')
    await init(page, on)
    await openAndClose(page)
    expect((await eventsOf(on, 2)).map(eventName)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    expect(await posted(off)).toEqual([])
    expect((await directoryRequests(off)).map(({ path }) => path)).not.toContain('/getAnalyticsConfig')
  })

  test('error: a project whose /getAnalyticsConfig says off gets nothing posted', async ({ page }) => {
    const off = `${ANALYTICS_OFF_PREFIX}-${test.info().repeatEachIndex}-${Date.now()}`
    await openHost(page)
    await init(page, off)
    await openAndClose(page)
    await expect
      .poll(async () => (await directoryRequests(off)).map(({ path }) => path))
      .toContain('/getAnalyticsConfig')
    // As above: a project with analytics on, whose events come after any the first one would send.
    const on = projectIdOf('project-on-after')
    await init(page, on)
    await openAndClose(page)
    expect((await eventsOf(on, 2)).map(eventName)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    expect(await posted(off)).toEqual([])
  })

  test('error: a 403 shows Invalid App Configuration once, and nothing more is sent for that project', async ({
    page,
  }) => {
    const projectId = projectIdOf('refused', FORBIDDEN_SUFFIX)
    await openHost(page)
    await init(page, projectId)
    await page.evaluate(() => window.WalletModal.openWalletModal())
    const toast = modalFrame(page).getByRole('status').filter({ hasText: 'Invalid App Configuration' })
    await expect(toast).toBeVisible()
    expect((await posted(projectId)).map(({ status }) => status)).toEqual([403])
    await page.evaluate(() => window.WalletModal.closeWalletModal())
    await page.waitForFunction(() => !window.WalletModal.getState().open)
    await page.evaluate(() => window.WalletModal.openWalletModal())
    // As above: a project with analytics on, whose events come after any the refused one would still send.
    const on = projectIdOf('after-refused')
    await init(page, on)
    await page.evaluate(() => window.WalletModal.closeWalletModal())
    expect((await eventsOf(on, 1)).map(eventName)).toEqual(['MODAL_CLOSE'])
    expect((await posted(projectId)).map(({ status }) => status)).toEqual([403])
  })
})
