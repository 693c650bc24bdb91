import packageJson from '../package.json' with { type: 'json' }
import { env } from './stack/env.js'
import { FAILING_PROJECT_ID } from './stack/walletDirectory.js'
import { expect, test } from './test.js'
import { buttonNames, directoryRequests, grid, open, projectIdOf, resultsStatus } from './walletLists.js'

const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const RAINBOW = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

test.describe('wallet catalogue', () => {
  test('default: without a project id AllWallets shows the built-in catalogue and nothing is fetched', async ({
    page,
  }) => {
    const outside: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.includes('getWallet') || url.hostname === 'api.web3modal.org')
        outside.push(request.url())
    })
    const frame = await open(page, {}, 'AllWallets')
    await expect(frame.getByRole('dialog')).toHaveAccessibleName('All wallets')
    await expect(grid(page).getByRole('button', { name: 'MetaMask', exact: true })).toBeVisible()
    await expect(resultsStatus(page)).toHaveText(/^\d+ wallets$/)
    // Monograms, not images: the catalogue ships no brand images.
    await expect(grid(page).locator('img')).toHaveCount(0)
    await expect(grid(page).locator('[data-monogram]').first()).toHaveText('MM')
    expect(outside).toEqual([])
  })

  test('behavior: searching finds a wallet, and says when none matches', async ({ page }) => {
    const frame = await open(page, {}, 'AllWallets')
    const search = frame.getByRole('searchbox', { name: 'Search wallets' })
    await search.fill('rain')
    await expect.poll(() => buttonNames(grid(page))).toEqual(['Rainbow'])
    await expect(resultsStatus(page)).toHaveText('1 wallet found')

    await search.fill('no such wallet')
    await expect(frame.getByRole('heading', { name: 'No wallet found' })).toBeVisible()
    await expect(resultsStatus(page)).toHaveText('No wallet found for no such wallet')

    await frame.getByRole('button', { name: 'Clear search' }).click()
    await expect(search).toHaveValue('')
    await expect(search).toBeFocused()
    await expect(grid(page).getByRole('button', { name: 'MetaMask', exact: true })).toBeVisible()
  })

  test('behavior: the windowed grid can be walked with Tab, scrolling as it goes', async ({ page }) => {
    const frame = await open(page, {}, 'AllWallets')
    await frame.getByRole('searchbox', { name: 'Search wallets' }).focus()
    await page.keyboard.press('Tab')
    await expect(grid(page).getByRole('button').first()).toBeFocused()
    for (let step = 0; step < 30; step++) await page.keyboard.press('Tab')
    const focused = frame.locator(':focus')
    await expect(focused.locator('xpath=ancestor::li')).toHaveAttribute('aria-posinset', '31')
    await expect(focused).toBeInViewport()
    expect(await grid(page).evaluate((list) => list.parentElement!.scrollTop)).toBeGreaterThan(0)
    for (let step = 0; step < 29; step++) await page.keyboard.press('Shift+Tab')
    await expect(frame.locator(':focus').locator('xpath=ancestor::li')).toHaveAttribute('aria-posinset', '2')
    await expect(frame.locator(':focus')).toBeInViewport()
  })

  test("behavior: the list is filtered to the app's chains", async ({ page }) => {
    await open(page, { networks: [SOLANA] }, 'AllWallets')
    await expect(grid(page).getByRole('button', { name: 'Phantom' })).toBeVisible()
    await expect(grid(page).getByRole('button', { name: 'Solflare' })).toBeVisible()
    await expect(grid(page).getByRole('button', { name: 'MetaMask', exact: true })).toHaveCount(0)
  })

  test('behavior: a catalogue wallet that is not installed leads to its WalletConnect view, and becomes recent', async ({
    page,
  }) => {
    const frame = await open(page, {}, 'Connect')
    await frame.getByRole('button', { name: 'All wallets' }).click()
    await grid(page).getByRole('button', { name: 'Rainbow' }).click()

    const dialog = frame.getByRole('dialog')
    await expect(dialog).toHaveAccessibleName('WalletConnect')
    await expect(frame.getByRole('heading', { name: 'Rainbow' })).toBeVisible()
    await expect(dialog).toContainText('Connecting with WalletConnect needs a project id')
    const link = frame.getByRole('link', { name: 'Open the app' })
    await expect(link).toHaveAttribute('href', 'rainbow://')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')

    await frame.getByRole('button', { name: 'Back' }).click()
    await expect(dialog).toHaveAccessibleName('All wallets')
    await frame.getByRole('button', { name: 'Back' }).click()
    await expect(dialog).toHaveAccessibleName('Connect wallet')
    const recent = frame.getByRole('list', { name: 'Recent wallets' })
    // The tag is written in the row, so it is in the row's name too (WCAG 2.5.3).
    await expect.poll(() => buttonNames(recent)).toEqual(['Rainbow Recent'])
    // Recommended wallets do not repeat a recent one.
    await expect(
      frame.getByRole('list', { name: 'Recommended wallets' }).getByRole('button'),
    ).not.toContainText(['Rainbow'])
    expect(await page.evaluate(() => window.WalletModal.getState().view)).toBe('Connect')
  })

  test('behavior: an excluded wallet never shows', async ({ page }) => {
    const frame = await open(page, { excludeWalletIds: [METAMASK, 'me.rainbow'] }, 'Connect')
    const recommended = frame.getByRole('list', { name: 'Recommended wallets' })
    // MetaMask is excluded by id, in the query; Rainbow by rdns, after the answer, so it takes a slot (as an
    // announced wallet does: SPEC §5 removes those after the answer too).
    await expect.poll(() => buttonNames(recommended)).toEqual(['Trust Wallet', 'Coinbase Wallet', 'Phantom'])

    await frame.getByRole('button', { name: 'All wallets' }).click()
    await expect(grid(page).getByRole('button').first()).toBeVisible()
    await expect(grid(page).getByRole('button', { name: 'MetaMask', exact: true })).toHaveCount(0)
    await expect(grid(page).getByRole('button', { name: 'Rainbow' })).toHaveCount(0)
    await frame.getByRole('searchbox', { name: 'Search wallets' }).fill('meta')
    await expect(frame.getByRole('heading', { name: 'No wallet found' })).toBeVisible()
  })

  test('behavior: featured and custom wallets, group order, and allWallets', async ({ page }) => {
    let frame = await open(
      page,
      {
        featuredWalletIds: [RAINBOW, METAMASK],
        customWallets: [{ id: 'acme', name: 'Acme Wallet', webapp_link: 'https://acme.example/' }],
        connectorGroupOrder: ['custom'],
      },
      'Connect',
    )
    const section = frame.getByRole('region', { name: 'Wallets' })
    await expect
      .poll(() => buttonNames(frame.getByRole('list', { name: 'Featured wallets' })))
      .toEqual(['Rainbow', 'MetaMask'])
    await expect(section.getByRole('list').first()).toHaveAccessibleName("The app's wallets")
    await frame.getByRole('button', { name: 'Acme Wallet' }).click()
    await expect(frame.getByRole('link', { name: 'Open the web app' })).toHaveAttribute(
      'href',
      'https://acme.example/',
    )

    frame = await open(page, { allWallets: 'HIDE' }, 'Connect')
    await expect(frame.getByRole('list', { name: 'Recommended wallets' })).toBeVisible()
    await expect(frame.getByRole('button', { name: 'All wallets' })).toHaveCount(0)
  })

  test('behavior: with a project id the directory answers, with its images, 40 at a time', async ({
    page,
  }, testInfo) => {
    const projectId = projectIdOf(testInfo.title)
    const frame = await open(page, { projectId, walletDirectoryUrl: env.walletDirectoryUrl }, 'Connect')
    const allWallets = frame.getByRole('button', { name: 'All wallets' })
    await expect(allWallets).toHaveAccessibleName('All wallets 127 wallets')
    await allWallets.click()

    const first = grid(page).getByRole('button', { name: 'Test Wallet 001' })
    await expect(first).toBeVisible()
    // Images come through fetch() as blob: URLs: `img-src` does not allow the directory's http origin.
    await expect(first.locator('img')).toHaveAttribute('src', /^blob:/)
    // Windowed: the items know the whole list's size, but far fewer of them are in the DOM than one page.
    await expect(grid(page).getByRole('listitem').first()).toHaveAttribute('aria-setsize', '127')
    expect(await grid(page).getByRole('listitem').count()).toBeLessThan(39)

    // Scrolling to the end loads the next page (page 1 ends with Test Wallet 033, page 2 with 073).
    await grid(page).evaluate((list) => list.parentElement!.scrollTo({ top: list.scrollHeight }))
    await expect(grid(page).getByRole('button', { name: 'Test Wallet 034' })).toBeVisible()
    await grid(page).evaluate((list) => list.parentElement!.scrollTo({ top: list.scrollHeight }))
    await expect(grid(page).getByRole('button', { name: 'Test Wallet 074' })).toBeVisible()

    await frame.getByRole('searchbox', { name: 'Search wallets' }).fill('Rain')
    await expect.poll(() => buttonNames(grid(page))).toEqual(['Rainbow'])

    const requests = (await directoryRequests(projectId)).filter((request) => request.path === '/getWallets')
    const shapes = requests.map(
      ({ query }) => `${query.page}/${query.entries}${query.search ? ` ${query.search}` : ''}`,
    )
    expect(shapes).toEqual(expect.arrayContaining(['1/4', '1/40', '2/40', '3/40', '1/100 Rain']))
    for (const { query } of requests) {
      // SPEC §7's SDK type and version: this product's name and version.
      expect(query).toMatchObject({
        projectId,
        st: 'wallet-modal',
        sv: `wallet-modal-${packageJson.version}`,
      })
      if (query.entries === '4' && query.include) continue
      // Anvil is a chain no wallet lists, so it widens to the EVM chains wallets do list.
      expect(query.chains?.split(',')).toEqual(
        expect.arrayContaining(['eip155:31337', 'eip155:1', 'eip155:8453', 'eip155:42161']),
      )
      expect(query.chains).not.toContain('solana:')
    }
  })

  test('behavior: when the directory fails, the built-in catalogue is shown and it says so', async ({
    page,
  }) => {
    const frame = await open(
      page,
      { projectId: FAILING_PROJECT_ID, walletDirectoryUrl: env.walletDirectoryUrl },
      'AllWallets',
    )
    await expect(
      frame.getByText('The wallet directory is unreachable; showing the built-in list.'),
    ).toBeVisible()
    await expect(grid(page).getByRole('button', { name: 'MetaMask', exact: true })).toBeVisible()
    await expect(grid(page).getByRole('button', { name: 'Test Wallet 001' })).toHaveCount(0)
    await frame.getByRole('button', { name: 'Try again' }).click()
    await expect(
      frame.getByText('The wallet directory is unreachable; showing the built-in list.'),
    ).toBeVisible()
    await expect(grid(page).getByRole('button', { name: 'MetaMask', exact: true })).toBeVisible()
  })
})
