import { expect, type Page } from '@playwright/test'
import { answer, anvilNetwork, modalFrame, start } from '../fixtures.js'
import { CROSS_SITE_BLOCKED, SAME_SITE } from '../layouts.js'
import { env } from '../stack/env.js'
import { startWallet, type TestWcWallet } from './wallet.js'
import type { StartWalletOptions } from './walletTypes.js'

/** The dapp side of the WalletConnect specs: a host page driving the modal, paired with the test wallet. */

// Anvil's account #3, used only by the WalletConnect specs, so the sends of other specs never race it for nonces.
export const WC_ACCOUNT = {
  key: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
} as const

export const wcNetworks = () => [anvilNetwork(), anvilNetwork(env.rpcUrl2, 31338)]

/**
 * The two layouts of Playwright's default launch: same-site (the modal's own storage works, sessions persist) and
 * cross-site blocked (the modal's `localStorage` throws, so sessions live in memory only). A spec adds
 * `CROSS_SITE_PARTITIONED` (e2e/layouts.ts) where storage matters.
 */
export const LAYOUTS = [SAME_SITE, CROSS_SITE_BLOCKED] as const

/** The test wallet with account #3 on both anvil chains, and a Solana account that sends to the SVM. */
export const startWcWallet = (extra: Partial<StartWalletOptions> = {}) =>
  startWallet({
    relayUrl: env.relayUrl,
    privateKey: WC_ACCOUNT.key,
    chains: [
      { id: env.chainId, rpcUrl: env.rpcUrl },
      { id: env.chainId2, rpcUrl: env.rpcUrl2 },
    ],
    solanaRpcUrl: env.solanaRpcUrl,
    ...extra,
  })

/**
 * `init` with WalletConnect on the local relay (and `extra` options); the provider's events go to `window.seen`.
 * The clipboard is allowed, for the view's Copy link.
 */
export async function initWithWalletConnect(page: Page, extra: Record<string, unknown> = {}) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.evaluate(
    async (config) => {
      await window.WalletModal.init(config as never)
      const seen: { name: string; data: unknown }[] = []
      ;(window as unknown as { seen: typeof seen }).seen = seen
      for (const name of ['connect', 'disconnect', 'accountsChanged', 'chainChanged'] as const)
        window.WalletModal.provider.on(name, (data: never) => seen.push({ name, data }))
    },
    { networks: wcNetworks(), projectId: 'e2e-project', relayUrl: env.relayUrl, ...extra },
  )
}

/** The pairing URI as a person gets it: from the view's Copy link button. */
export async function copiedUri(page: Page): Promise<string> {
  const frame = modalFrame(page)
  await expect(frame.getByRole('img', { name: /WalletConnect QR code/ })).toBeVisible()
  await frame.getByRole('button', { name: 'Copy link' }).click()
  await expect(frame.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
  return page.evaluate(() => navigator.clipboard.readText())
}

/** eth_requestAccounts → Connect → WalletConnect → the wallet pairs from the copied URI: the proposal it got. */
async function proposeFromModal(page: Page, wallet: TestWcWallet) {
  await start(page, 'eth_requestAccounts')
  await modalFrame(page)
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  const uri = await copiedUri(page)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair(uri)
  return wallet.nextProposal()
}

/** `proposeFromModal`, then the wallet approves: the dapp's `eth_requestAccounts` outcome. */
export async function connectWithWalletConnect(page: Page, wallet: TestWcWallet) {
  await proposeFromModal(page, wallet)
  await wallet.approve()
  return answer(page)
}
