import { anvilNetwork, modalDocument, modalFrame, openHost, request } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'
import { ANVIL_ACCOUNT_0, approveNext, connectWagmiDapp, installTestWallet } from './wallet/fixtures.js'

/** e2e/pages/head.html: `loader.js` in `<head>` and `init` in the next inline script, before `<body>` exists. */
async function openHeadPage(page: Page, options: { wagmi?: boolean } = {}) {
  const query = new URLSearchParams({ folder: env.modalUrl, rpc: env.rpcUrl })
  if (options.wagmi) {
    query.set('wagmi', '1')
    // wagmi-host.js reads its chains from these.
    query.set('rpc2', env.rpcUrl2)
  }
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${env.hostUrl}/head.html?${query}`)
  return errors
}

test.describe('day one: loader in <head>', () => {
  test('behavior: init from <head>, before <body> exists, mounts the frame and answers', async ({ page }) => {
    const errors = await openHeadPage(page)
    expect(await page.evaluate(() => (window as unknown as { bodyAtInit: unknown }).bodyAtInit)).toBeNull()
    expect(await page.evaluate(() => (window as unknown as { initialised: unknown }).initialised)).toEqual({
      chainId: 31337,
    })
    expect(errors).toEqual([])
    await expect(page.locator('body > iframe[title="Wallet"]')).toHaveCount(1)
    expect(await request(page, 'eth_chainId')).toBe('0x7a69')
    await page.getByRole('button', { name: 'Connect' }).click()
    await page.evaluate(() => window.WalletModal.openWalletModal())
    await expect(modalFrame(page).getByRole('dialog')).toBeVisible()
  })

  test('behavior: a wagmi dapp whose loader is in <head> finds the provider over EIP-6963', async ({
    page,
  }) => {
    await installTestWallet(page)
    const errors = await openHeadPage(page, { wagmi: true })
    expect(await connectWagmiDapp(page)).toMatchObject({ accounts: [ANVIL_ACCOUNT_0], chainId: 31337 })
    expect(errors).toEqual([])
  })
})

test.describe('day one: a reloaded modal', () => {
  test('behavior: keeps the dapp’s config and its connection, without the dapp calling init again', async ({
    page,
  }) => {
    await installTestWallet(page)
    await openHost(page)
    await page.evaluate((network) => window.WalletModal.init({ networks: [network] }), anvilNetwork())
    const connecting = page.evaluate(() =>
      window.WalletModal.provider.request({ method: 'eth_requestAccounts' }),
    )
    await modalFrame(page)
      .getByRole('button', { name: /Test Wallet/ })
      .click()
    await approveNext(page, 'eth_requestAccounts')
    expect(await connecting).toEqual([ANVIL_ACCOUNT_0])

    // A navigation inside the frame (its own crash or update would do the same). Once the new document has
    // loaded it has said hello, so the calls below wait for the new handshake.
    await page.locator('iframe[title="Wallet"]').evaluate((frame) => {
      ;(window as unknown as { reloaded: Promise<unknown> }).reloaded = new Promise((resolve) =>
        frame.addEventListener('load', resolve, { once: true }),
      )
    })
    await modalDocument(page).evaluate(() => location.reload())
    await page.evaluate(() => (window as unknown as { reloaded: Promise<unknown> }).reloaded)
    expect(await request(page, 'eth_chainId')).toBe('0x7a69')
    expect(await request(page, 'eth_accounts')).toEqual([ANVIL_ACCOUNT_0])
    expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
      status: 'connected',
      address: ANVIL_ACCOUNT_0,
      chainId: 31337,
    })
  })
})

test.describe('day one: reconfiguring', () => {
  test('behavior: --w3m-z-index from a later init applies to the preloaded frame', async ({ page }) => {
    await openHost(page)
    const frame = page.locator('iframe[title="Wallet"]')
    await expect(frame).toHaveCount(1)
    await page.waitForFunction(() => window.WalletModal.getState().chainId === 1)
    await page.evaluate(() => window.WalletModal.init({ themeVariables: { '--w3m-z-index': 5000 } }))
    expect(await frame.evaluate((element) => getComputedStyle(element).zIndex)).toBe('5000')
    await page.evaluate(() => window.WalletModal.init({ themeVariables: {} }))
    expect(await frame.evaluate((element) => getComputedStyle(element).zIndex)).toBe('999')
  })

  test('behavior: a later init with a container moves the modal there (mounted again), embedded', async ({
    page,
  }) => {
    await openHost(page)
    await page.evaluate(() => window.WalletModal.init())
    await page.evaluate(() => window.WalletModal.init({ container: '#embed' }))
    await expect(page.locator('#embed > iframe[title="Wallet"]')).toHaveCount(1)
    await expect(page.locator('iframe[title="Wallet"]')).toHaveCount(1)
    await expect(modalFrame(page).getByRole('heading', { name: 'Connect wallet' })).toBeVisible()
    // The same container again is not a move: the frame stays.
    const before = await page.locator('iframe[title="Wallet"]').elementHandle()
    await page.evaluate(() => window.WalletModal.init({ container: '#embed' }))
    expect(await page.evaluate((frame) => frame?.isConnected, before)).toBe(true)
  })

  test('error: a container that is not in the parsed page rejects with its selector, never hangs', async ({
    page,
  }) => {
    await openHost(page)
    const outcome = await page.evaluate(() =>
      window.WalletModal.init({ container: '#missing' }).then(
        () => 'resolved',
        (error) => ({ code: error.code, message: error.message }),
      ),
    )
    expect(outcome).toEqual({ code: 4900, message: 'WalletModal.init: no container #missing' })
  })
})

test.describe('day one: honest about what is not built', () => {
  test('behavior: Connect offers no email or social button that can only fail', async ({ page }) => {
    await openHost(page)
    await page.evaluate(() => window.WalletModal.openWalletModal())
    const modal = modalFrame(page)
    await expect(modal.getByRole('region', { name: 'Wallets' })).toBeVisible()
    await expect(modal.getByRole('textbox', { name: /email/i })).toHaveCount(0)
    await expect(modal.getByRole('button', { name: /google|continue with/i })).toHaveCount(0)
    await expect(modal.getByText('Unable to load email login dependency')).toHaveCount(0)
  })

  test('error: a SPEC view that is not built yet says so, not "unknown view"', async ({ page }) => {
    await openHost(page)
    const outcome = await page.evaluate(() =>
      window.WalletModal.openWalletModal({ view: 'ConnectingFarcaster' }).then(
        () => 'opened',
        (error) => ({ code: error.code, message: error.message }),
      ),
    )
    expect(outcome).toEqual({
      code: 4200,
      message: 'openWalletModal: the ConnectingFarcaster view is not available yet',
    })
  })

  test('behavior: options that are accepted but do nothing yet warn once each in the console', async ({
    page,
  }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('has no effect'))
        warnings.push(message.text())
    })
    await openHost(page)
    // features.pay and siweConfig are not built; email login needs an auth server, which this deployment lacks.
    const config = { features: { pay: true, email: true }, siweConfig: {} }
    await page.evaluate((config) => window.WalletModal.init(config as never), config)
    await page.evaluate((config) => window.WalletModal.init(config as never), config)
    await expect.poll(() => warnings.length).toBe(3)
    expect(warnings.sort()).toEqual(
      [
        `[wallet-modal] 'features.email' has no effect: email and social login need an auth server (the deployment's embeddedWallet.authUrl in config.json)`,
        ...['features.pay', 'siweConfig'].map(
          (path) =>
            `[wallet-modal] '${path}' has no effect yet: this version of the modal does not build that feature`,
        ),
      ].sort(),
    )
  })
})
