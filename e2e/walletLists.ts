import type { Locator, Page } from '@playwright/test'
import { anvilNetwork, modalFrame, openHost } from './fixtures.js'
import { env } from './stack/env.js'

// What the wallet-list specs share: opening the modal on a view with a config, and reading its lists.

/** Loads the host, inits with `config` (anvil and Ethereum unless `networks` is given) and opens `view`. */
export async function open(
  page: Page,
  config: Record<string, unknown> = {},
  view?: 'AllWallets' | 'Connect',
  modal = env.modalUrl,
) {
  await openHost(page, { modal })
  await page.evaluate(({ config, networks }) => window.WalletModal.init({ networks, ...config }), {
    config,
    networks: [anvilNetwork(), 'eip155:1'],
  })
  await page.evaluate((view) => window.WalletModal.openWalletModal(view ? { view } : {}), view)
  return modalFrame(page)
}

/**
 * The accessible names of the buttons in `list`, read from its ARIA snapshot: tiles and rows are named by what they
 * show, the wallet's name and its tag ("Rainbow Recent", "MetaMask Installed").
 */
export const buttonNames = async (list: Locator): Promise<string[]> =>
  [...(await list.ariaSnapshot()).matchAll(/- button "((?:[^"\\]|\\.)*)"/g)].map(
    ([, name]) => JSON.parse(`"${name}"`) as string,
  )

/** AllWallets' polite announcement of the results (the toast is a status region too). */
export const resultsStatus = (page: Page) =>
  modalFrame(page)
    .getByRole('status')
    .filter({ hasText: /wallet/i })

export const grid = (page: Page) => modalFrame(page).getByRole('list', { name: /^(Wallets|Search results)$/ })

/** A project id of this test's own, so that the local directory's request log is the test's alone. */
export const projectIdOf = (title: string) => `e2e-${title.replace(/\W+/g, '-').slice(0, 60)}`

export async function directoryRequests(projectId: string) {
  const response = await fetch(`${env.walletDirectoryUrl}/__requests?projectId=${projectId}`)
  return (await response.json()) as { path: string; query: Record<string, string> }[]
}
