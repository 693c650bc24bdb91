import { openAccount } from './accountFixture.js'
import { anvilNetwork, modalFrame, openHost, settleAnimations } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'
import { approveNext, installTestWallet, showUnsupportedChain } from './wallet/fixtures.js'
import { directoryRequests, projectIdOf } from './walletLists.js'

// Screenshots of the main views in both themes at a phone and a desktop width, written to test-results/screens/
// for people to look at. The assertions check the layout rule of each width and the theme in force.
const widths = [
  { width: 360, height: 740, layout: 'sheet' },
  { width: 1280, height: 800, layout: 'card' },
] as const

async function dialogBox(page: Page) {
  const box = await modalFrame(page).getByRole('dialog').boundingBox()
  if (!box) throw new Error('the dialog has no box')
  return box
}

for (const themeMode of ['light', 'dark'] as const) {
  for (const { width, height, layout } of widths) {
    for (const view of ['Connect', 'Account'] as const) {
      test(`screens: ${view}, ${themeMode}, ${width} px (${layout})`, async ({ page }) => {
        await page.setViewportSize({ width, height })
        await openHost(page)
        await page.evaluate(
          ({ network, themeMode }) => window.WalletModal.init({ networks: [network], themeMode }),
          { network: anvilNetwork(), themeMode },
        )
        await page.evaluate((view) => window.WalletModal.openWalletModal({ view }), view)
        const frame = modalFrame(page)
        await expect(frame.locator(`[data-theme="${themeMode}"]`)).toHaveCount(1)
        const dialog = frame.getByRole('dialog')
        await expect(dialog).toBeVisible()
        // Let the opening animation and the height transition finish.
        await settleAnimations(page)
        const box = await dialogBox(page)
        if (layout === 'card') {
          expect(box.width).toBe(360)
          expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThanOrEqual(1)
        } else {
          expect(box.width).toBe(width)
          expect(Math.abs(box.y + box.height - height)).toBeLessThanOrEqual(1)
        }
        await page.screenshot({ path: `test-results/screens/${view}-${themeMode}-${width}.png` })
      })
    }
  }
}

// The connection views, in both themes at a phone and a desktop width.
for (const themeMode of ['light', 'dark'] as const) {
  for (const { width, height } of widths) {
    test(`screens: ConnectingWalletConnect, ConnectingExternal, Networks and a connected Account, ${themeMode}, ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      await installTestWallet(page)
      await openHost(page)
      await page.evaluate(
        ({ networks, themeMode, relayUrl }) =>
          window.WalletModal.init({ networks, themeMode, projectId: 'screens', relayUrl }),
        {
          // Testnets: the Account header shows the real balance, worth $0.00 (SPEC §9). Account's tabs below are
          // shot on a network that is not one.
          networks: [anvilNetwork(), anvilNetwork(env.rpcUrl2, 31338)],
          themeMode,
          relayUrl: env.relayUrl,
        },
      )
      const frame = modalFrame(page)
      const shot = async (view: string) => {
        await settleAnimations(page)
        await page.screenshot({ path: `test-results/screens/${view}-${themeMode}-${width}.png` })
      }

      await page.evaluate(() => window.WalletModal.openWalletModal())
      await frame.getByRole('button', { name: /WalletConnect/ }).click()
      await expect(frame.getByRole('img', { name: /WalletConnect QR code/ })).toBeVisible()
      await shot('ConnectingWalletConnect')

      await frame.getByRole('button', { name: 'Back' }).click()
      await frame.getByRole('button', { name: /Test Wallet/ }).click()
      await expect(frame.getByRole('heading', { name: 'Continue in Test Wallet' })).toBeVisible()
      await shot('ConnectingExternal')
      await approveNext(page, 'eth_requestAccounts')
      await page.waitForFunction(() => window.WalletModal.getState().status === 'connected')

      await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'Networks' }))
      await expect(frame.getByRole('button', { name: 'Anvil 31338' })).toBeVisible()
      await shot('Networks')

      await page.evaluate(() => window.WalletModal.closeWalletModal())
      await page.evaluate(() => window.WalletModal.openWalletModal())
      await expect(frame.getByRole('button', { name: 'Copy address' })).toBeVisible()
      // anvil funds the account with 10,000 ETH: a real, non-zero balance, truncated to 3 decimals, worth $0.00.
      const summary = frame.getByRole('region', { name: 'Wallet summary' })
      await expect(summary.getByText(/^[1-9][\d,]*(\.\d{1,3})? ETH$/)).toBeVisible()
      await expect(summary.getByText('$0.00', { exact: true })).toBeVisible()
      await shot('Account-connected')
    })
  }
}

// Networks with a project id: a well-known network shows the directory's image (SPEC §7 `public/getAssetImage`,
// the id from data/networkImageIds.ts), a chain the explorer does not know its letter.
test("screens: Networks with a project id shows the directory's network images", async ({
  page,
}, testInfo) => {
  const projectId = projectIdOf(testInfo.title)
  await page.setViewportSize({ width: 360, height: 740 })
  await openHost(page)
  await page.evaluate(
    ({ networks, projectId, walletDirectoryUrl }) =>
      window.WalletModal.init({ networks, projectId, walletDirectoryUrl, themeMode: 'dark' }),
    { networks: [anvilNetwork(), 'eip155:1'], projectId, walletDirectoryUrl: env.walletDirectoryUrl },
  )
  await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'Networks' }))
  const frame = modalFrame(page)

  const ethereum = frame.getByRole('button', { name: 'Ethereum' })
  const image = ethereum.locator('img')
  // A blob: URL, as wallet images: `img-src` does not allow the directory's http origin.
  await expect(image).toHaveAttribute('src', /^blob:/)
  await expect(image).toHaveAttribute('alt', '')
  await expect(image).toHaveJSProperty('complete', true)
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(ethereum).toHaveAccessibleName('Ethereum')
  expect((await directoryRequests(projectId)).map((request) => request.path)).toContain(
    '/public/getAssetImage/ba0ba0cd-17c6-4806-ad93-f9d174f17900',
  )

  const anvil = frame.getByRole('button', { name: /^Anvil/ })
  await expect(anvil.locator('img')).toHaveCount(0)
  await expect(anvil.locator('span[aria-hidden="true"]')).toHaveText('A')
  await settleAnimations(page)
  await page.screenshot({ path: 'test-results/screens/Networks-images-dark-360.png' })
})

// UnsupportedChain: the wallet moves to a chain the app does not list.
for (const themeMode of ['light', 'dark'] as const) {
  for (const { width, height } of widths) {
    test(`screens: UnsupportedChain, ${themeMode}, ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await showUnsupportedChain(page, themeMode)
      await expect(modalFrame(page).getByRole('dialog')).toHaveAccessibleName('Switch network')
      await settleAnimations(page)
      await page.screenshot({ path: `test-results/screens/UnsupportedChain-${themeMode}-${width}.png` })
    })
  }
}

// Account's tabs holding the seeded chain's tokens, NFTs and activity (e2e/stack/accountChain.ts).
for (const [themeMode, { width, height }] of [
  ['light', widths[0]],
  ['dark', widths[1]],
] as const) {
  test(`screens: Account's Tokens, NFTs and Activity with data, ${themeMode}, ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    const frame = await openAccount(page, { themeMode })
    const settle = () => settleAnimations(page)
    await expect(frame.getByRole('list', { name: 'Tokens' }).getByRole('listitem')).toHaveCount(2)
    await settle()
    await page.screenshot({ path: `test-results/screens/Account-tokens-${themeMode}-${width}.png` })

    await frame.getByRole('tab', { name: 'NFTs' }).click()
    const images = frame.getByRole('list', { name: 'NFTs' }).getByRole('img')
    await expect(images).toHaveCount(2)
    for (const image of await images.all()) await expect(image).toHaveJSProperty('complete', true)
    await settle()
    await page.screenshot({ path: `test-results/screens/Account-nfts-${themeMode}-${width}.png` })

    await frame.getByRole('tab', { name: 'Activity' }).click()
    await expect(
      frame
        .getByRole('tabpanel', { name: 'Activity' })
        .getByRole('listitem')
        .filter({ hasText: '3 × NFT #7' }),
    ).toBeVisible()
    await settle()
    await page.screenshot({ path: `test-results/screens/Account-activity-${themeMode}-${width}.png` })
  })
}
