import { initInDappFramedByRefusedOrigin, modalFrame, openHost } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'

// Attacks on the deployment's allow-list (issue: fail-closed config, every ancestor checked). Each test plays a page
// that is not allowed, or a deployment whose config.json is broken, and asserts the modal refuses.

const hostOrigin = () => new URL(env.hostUrl).origin

/** What the page's first call gives: 'opened', or the error's `{ code, message }`. */
const firstCall = (page: Page) =>
  page.evaluate(() =>
    window.WalletModal.openWalletModal().then(
      () => 'opened',
      (error) => ({ code: error.code, message: error.message }),
    ),
  )

/** Serves the modal's `config.json` (no-headers server: only the modal's own check decides) as `answer` says. */
async function breakConfig(page: Page, answer: { status: number; contentType: string; body: string }) {
  await page.route(`${env.modalUrlNoHeaders}/config.json`, (route) => route.fulfill(answer))
}

test.describe('allow-list fails closed', () => {
  const broken = [
    { name: 'a 404', status: 404, contentType: 'text/plain', body: 'Not found', reason: 'answered HTTP 404' },
    {
      name: 'a 503',
      status: 503,
      contentType: 'text/plain',
      body: 'Unavailable',
      reason: 'answered HTTP 503',
    },
    {
      name: 'an HTML fallback page',
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>App</title>',
      reason: 'could not be read',
    },
    {
      name: 'one trailing comma',
      status: 200,
      contentType: 'application/json',
      body: '{ "allowedOrigins": ["http://127.0.0.1:*"], }',
      reason: 'could not be read',
    },
  ]
  for (const { name, reason, ...answer } of broken) {
    test(`error: a config.json that is ${name} refuses every host, even a loopback one`, async ({ page }) => {
      await breakConfig(page, answer)
      await openHost(page, { modal: env.modalUrlNoHeaders })
      const outcome = await firstCall(page)
      expect(outcome).toMatchObject({ code: 4100 })
      expect((outcome as { message: string }).message).toContain(
        `Invalid App Configuration: this deployment's config.json ${reason}`,
      )
      await expect(modalFrame(page).getByRole('dialog')).toHaveCount(0)
    })
  }

  test('error: SPEC’s default origins (localhost, 127.0.0.1, *.vercel.app, …) are off unless config.json turns them on', async ({
    page,
  }) => {
    await breakConfig(page, {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ allowedOrigins: ['https://app.example.com'] }),
    })
    await openHost(page, { modal: env.modalUrlNoHeaders })
    expect(await firstCall(page)).toEqual({
      code: 4100,
      message: `Invalid App Configuration: origin ${hostOrigin()} is not in this deployment's allowedOrigins`,
    })
  })

  test('behavior: with defaultOrigins on, a loopback host is allowed', async ({ page }) => {
    await breakConfig(page, {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ allowedOrigins: [], defaultOrigins: true }),
    })
    await openHost(page, { modal: env.modalUrlNoHeaders })
    expect(await firstCall(page)).toBe('opened')
  })
})

test.describe('every ancestor is checked', () => {
  test('error: a page that is not allowed cannot drive the modal by framing an allowed dapp', async ({
    page,
  }) => {
    const outcome = await initInDappFramedByRefusedOrigin(page)
    expect(outcome).toEqual({
      code: 4100,
      message: `Invalid App Configuration: origin ${new URL(env.hostUrlRefused).origin} (an ancestor of the embedding page) is not in this deployment's allowedOrigins`,
    })
  })
})
