import { execFileSync } from 'node:child_process'
import { anvilNetwork, openHost } from './fixtures.js'
import { expect, test } from './test.js'

const BUDGET_BYTES = 3072

test.describe('loader.js', () => {
  test('default: fits the budget of 3,072 bytes after gzip -9, comlink included', () => {
    const bytes = execFileSync('gzip', ['-9c', 'dist/modal-app/loader.js']).length
    console.log(`loader.js: ${bytes} bytes gzip -9 (budget ${BUDGET_BYTES})`)
    expect(bytes, `loader.js is ${bytes} bytes after gzip -9`).toBeLessThanOrEqual(BUDGET_BYTES)
  })

  test('default: the public API', async ({ page }) => {
    await openHost(page)
    const api = await page.evaluate(() =>
      Object.entries(window.WalletModal)
        .map(([name, value]) => `${name}: ${typeof value}`)
        .sort(),
    )
    expect(api).toEqual([
      'ProviderRpcError: function',
      'closeWalletModal: function',
      'destroy: function',
      'disconnect: function',
      'getState: function',
      'init: function',
      'openWalletModal: function',
      'provider: object',
      'subscribe: function',
    ])
  })

  test('error: init rejects a config that holds a function, and none of that config reaches the modal', async ({
    page,
  }) => {
    await openHost(page)
    const outcome = await page.evaluate(
      (network) =>
        window.WalletModal.init({
          networks: [network],
          metadata: { name: 'x', onClick: () => {} },
        } as never).then(
          () => 'resolved',
          (error) => `${error.name}: ${error.message}`,
        ),
      anvilNetwork(),
    )
    expect(outcome).toBe(
      'TypeError: WalletModal.init: config.metadata.onClick is a function; config must be plain data',
    )
    // Still the deployment's default network, not the rejected config's anvil chain.
    expect(await page.evaluate(() => window.WalletModal.provider.request({ method: 'eth_chainId' }))).toBe(
      '0x1',
    )
  })

  test('behavior: a plain <script> preloads the hidden frame once the page has loaded', async ({ page }) => {
    await openHost(page)
    await expect(page.locator('iframe[title="Wallet"]')).toHaveCount(1)
    await page.waitForFunction(() => window.WalletModal.getState().chainId === 1)
  })

  test('behavior: destroy removes the frame and rejects pending calls; the next call mounts again', async ({
    page,
  }) => {
    await openHost(page)
    const outcome = await page.evaluate(() => {
      const pending = window.WalletModal.openWalletModal().then(
        () => 'resolved',
        (error) => ({ code: error.code, message: error.message }),
      )
      window.WalletModal.destroy()
      return pending
    })
    expect(outcome).toEqual({ code: 4900, message: 'WalletModal was destroyed' })
    expect(await page.locator('iframe[title="Wallet"]').count()).toBe(0)
    expect(await page.evaluate(() => window.WalletModal.provider.request({ method: 'eth_chainId' }))).toBe(
      '0x1',
    )
    expect(await page.locator('iframe[title="Wallet"]').count()).toBe(1)
  })
})
