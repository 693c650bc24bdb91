import { initInDappFramedByRefusedOrigin, modalFrame, openHost } from './fixtures.js'
import { env } from './stack/env.js'
import { FAILING_PROJECT_ID, PROJECT_ORIGINS } from './stack/walletDirectory.js'
import { expect, type Page, test } from './test.js'
import { directoryRequests } from './walletLists.js'

// SPEC §5, §7: with a project id in the deployment's config.json, the project's allowed origins
// (`/projects/v1/origins` of the local wallet directory) join config.json's list. The modal is served without its
// `_headers` (no frame-ancestors), so that only its own check decides, as on a host that cannot send headers.

const hostOrigin = () => new URL(env.hostUrl).origin

/** config.json: allows only app.example.com, with `projectId` and the local directory. */
async function deployWithProject(
  page: Page,
  projectId: string,
  allowedOrigins = ['https://app.example.com'],
) {
  await page.route(`${env.modalUrlNoHeaders}/config.json`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ allowedOrigins, projectId, walletDirectoryUrl: env.walletDirectoryUrl }),
    }),
  )
}

/** What the page's first call gives: 'opened', or the error's `{ code, message }`. */
const firstCall = (page: Page) =>
  page.evaluate(() =>
    window.WalletModal.openWalletModal().then(
      () => 'opened',
      (error) => ({ code: error.code, message: error.message }),
    ),
  )

const refused = () => ({
  code: 4100,
  message: `Invalid App Configuration: origin ${hostOrigin()} is not in this deployment's allowedOrigins. This domain is not verified: make sure it is allowed in the provider's cloud dashboard (cloud.reown.com).`,
})

test.describe("the project's allowed origins", () => {
  test("default: a page only the project's list allows (by a wildcard port) is served", async ({ page }) => {
    expect(PROJECT_ORIGINS['e2e-origins-loopback'].allowedOrigins).toContain('http://127.0.0.1:*')
    await deployWithProject(page, 'e2e-origins-loopback')
    await openHost(page, { modal: env.modalUrlNoHeaders })
    expect(await firstCall(page)).toBe('opened')
    await expect(modalFrame(page).getByRole('dialog')).toBeVisible()
  })

  test("error: a page neither config.json nor the project's list allows is refused", async ({ page }) => {
    await deployWithProject(page, 'e2e-origins-elsewhere')
    await openHost(page, { modal: env.modalUrlNoHeaders })
    expect(await firstCall(page)).toEqual(refused())
    await expect(modalFrame(page).getByRole('dialog')).toHaveCount(0)
  })

  for (const { name, projectId } of [
    { name: 'a failed fetch (HTTP 500)', projectId: FAILING_PROJECT_ID },
    { name: 'a malformed list', projectId: 'e2e-origins-malformed' },
  ])
    test(`error: ${name} adds nothing: the allow-list still fails closed`, async ({ page }) => {
      await deployWithProject(page, projectId)
      await openHost(page, { modal: env.modalUrlNoHeaders })
      expect(await firstCall(page)).toEqual(refused())
    })

  test('behavior: a page config.json allows is served without asking the project', async ({ page }) => {
    const projectId = `e2e-origins-unused-${test.info().repeatEachIndex}-${Date.now()}`
    await deployWithProject(page, projectId, ['http://127.0.0.1:*'])
    await openHost(page, { modal: env.modalUrlNoHeaders })
    expect(await firstCall(page)).toBe('opened')
    const asked = (await directoryRequests(projectId)).map(({ path }) => path)
    expect(asked).not.toContain('/projects/v1/origins')
  })

  test("behavior: an ancestor only the project's list allows may frame an allowed dapp", async ({ page }) => {
    // The outer page is on 127.0.0.2, which config.json does not list and the project does.
    expect(PROJECT_ORIGINS['e2e-origins-elsewhere'].allowedOrigins).toContain('http://127.0.0.2:*')
    await deployWithProject(page, 'e2e-origins-elsewhere', ['http://127.0.0.1:*'])
    const outcome = await initInDappFramedByRefusedOrigin(page)
    expect(outcome).toBe('connected')
  })
})
