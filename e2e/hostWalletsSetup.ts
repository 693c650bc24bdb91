import type { Page } from '@playwright/test'
import { answer, anvilNetwork, modalFrame, openHost, request, start } from './fixtures.js'
import { env } from './stack/env.js'
import { approveNext, installTestWallet } from './wallet/fixtures.js'

// Shared setup of the host-wallets.*.spec.ts files: the host page with the test wallet and the modal on two anvils.

export const networks = () => [anvilNetwork(), anvilNetwork(env.rpcUrl2, 31338)]

type Seen = { name: string; data: unknown }[]

/** The host page with the test wallet injected, the loader (from `modal`) configured, the dapp's events recorded. */
export async function setup(
  page: Page,
  wallet: Parameters<typeof installTestWallet>[1] = {},
  modal = env.modalUrl,
) {
  await installTestWallet(page, wallet)
  await openHost(page, { modal })
  await page.evaluate(async (networks) => {
    await window.WalletModal.init({ networks })
    const seen: Seen = []
    ;(window as unknown as { seen: Seen }).seen = seen
    for (const name of ['connect', 'disconnect', 'accountsChanged', 'chainChanged'] as const)
      window.WalletModal.provider.on(name, (data: never) => seen.push({ name, data }))
  }, networks())
}

export const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: Seen }).seen)

/** Connects through the modal: eth_requestAccounts opens Connect, the user picks the Test Wallet and approves. */
export async function connect(page: Page) {
  await start(page, 'eth_requestAccounts')
  await modalFrame(page)
    .getByRole('button', { name: /Test Wallet/ })
    .click()
  await approveNext(page, 'eth_requestAccounts')
  return answer(page)
}

/** The dapp asks for the second anvil chain (31338) and waits until the modal is on it. */
export async function switchToSecondChain(page: Page) {
  await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
  await page.waitForFunction(() => window.WalletModal.getState().chainId === 31338)
}
