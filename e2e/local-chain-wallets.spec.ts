import { anvilNetwork } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'
import { directoryRequests, grid, open, projectIdOf, resultsStatus } from './walletLists.js'

test.describe('wallets for a local chain', () => {
  const anvilOnly = () => ({ networks: [anvilNetwork()] })

  for (const layout of ['same-site', 'cross-site'] as const) {
    test(`behavior: an app on anvil alone is offered the catalogue's EVM wallets, ${layout}`, async ({
      page,
    }) => {
      const modal = layout === 'same-site' ? env.modalUrl : env.modalUrlCrossSite
      const frame = await open(page, anvilOnly(), 'Connect', modal)
      const recommended = frame.getByRole('list', { name: 'Recommended wallets' })
      await expect(recommended.getByRole('button')).toHaveCount(4)
      await expect(recommended.getByRole('button', { name: 'MetaMask', exact: true })).toBeVisible()

      await frame.getByRole('button', { name: 'All wallets' }).click()
      await expect(grid(page).getByRole('button', { name: 'Rainbow' })).toBeVisible()
      await expect(resultsStatus(page)).toHaveText(/^\d+ wallets$/)
      // The exact filter still holds for what wallets do list: Solana-only and Cosmos-only wallets stay out.
      const search = frame.getByRole('searchbox', { name: 'Search wallets' })
      for (const name of ['Solflare', 'Keplr']) {
        await search.fill(name)
        await expect(frame.getByRole('heading', { name: 'No wallet found' })).toBeVisible()
      }
    })
  }

  test('behavior: an app on anvil alone is offered the directory’s EVM wallets', async ({
    page,
  }, testInfo) => {
    const projectId = projectIdOf(testInfo.title)
    const frame = await open(
      page,
      { ...anvilOnly(), projectId, walletDirectoryUrl: env.walletDirectoryUrl },
      'Connect',
    )
    const recommended = frame.getByRole('list', { name: 'Recommended wallets' })
    await expect(recommended.getByRole('button')).toHaveCount(4)
    await expect(recommended.getByRole('button', { name: 'MetaMask', exact: true })).toBeVisible()
    const allWallets = frame.getByRole('button', { name: 'All wallets' })
    // Every directory wallet but the Solana-only Phantom.
    await expect(allWallets).toHaveAccessibleName('All wallets 127 wallets')
    await allWallets.click()
    await expect(grid(page).getByRole('button', { name: 'Test Wallet 001' })).toBeVisible()
    await frame.getByRole('searchbox', { name: 'Search wallets' }).fill('Phantom')
    await expect(frame.getByRole('heading', { name: 'No wallet found' })).toBeVisible()

    const requests = (await directoryRequests(projectId)).filter((request) => request.path === '/getWallets')
    const listed = requests.filter(({ query }) => !query.include)
    expect(listed.length).toBeGreaterThan(0)
    for (const { query } of listed) {
      expect(query.chains?.split(',')).toEqual(expect.arrayContaining(['eip155:31337', 'eip155:1']))
      expect(query.chains).not.toContain('solana:')
    }
  })
})
