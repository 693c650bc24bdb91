import type { Page } from '@playwright/test'
import { anvilNetwork, modalFrame, openHost } from './fixtures.js'
import { HOLDER_KEY } from './stack/accountChain.js'
import { env } from './stack/env.js'
import { installTestWallet } from './wallet/fixtures.js'

export type AccountPageOptions = {
  modal?: string
  /** The account the test wallet holds. Default anvil account #9, the seeded holder. */
  privateKey?: `0x${string}`
  /** Whether the network is a testnet (values show as 0.00). Default false. */
  testnet?: boolean
  /** The RPC the modal reads the account from. Default the seeded account chain's. */
  rpcUrl?: string
  themeMode?: 'light' | 'dark'
  /** With a project id the modal asks the local Blockchain API first (and the local relay and directory). */
  projectId?: string
  /** The config's `features`, when set. */
  features?: Record<string, boolean>
  /** Whether to wait for Account's header (default true); false for a test of Account failing to show. */
  waitForAccount?: boolean
}

/**
 * The host page with a test wallet holding anvil account #9 on the seeded account chain (31339), the modal
 * configured with the chain's ERC-20 in `tokens` (and, with a project id, the local Blockchain API), connected, and
 * Account open.
 */
export async function openAccount(page: Page, options: AccountPageOptions = {}) {
  const frame = await connectAccount(page, options)
  // Connecting closes the modal; opened again, it shows Account (SPEC §2).
  await page.evaluate(() => window.WalletModal.openWalletModal())
  if (options.waitForAccount !== false) await frame.getByRole('button', { name: 'Copy address' }).waitFor()
  return frame
}

/** {@link openAccount} up to the connection: the wallet connected, the modal closed (it shows Account when opened). */
export async function connectAccount(page: Page, options: AccountPageOptions = {}) {
  const { modal = env.modalUrl } = options
  const chain = env.accountChain
  await installTestWallet(page, {
    chains: [{ id: chain.chainId, rpcUrl: chain.rpcUrl }],
    privateKey: options.privateKey ?? HOLDER_KEY,
    autoApprove: true,
  })
  await openHost(page, { modal })
  await initAccountModal(page, options)
  await page.evaluate(() => window.WalletModal.openWalletModal())
  const frame = modalFrame(page)
  await frame.getByRole('button', { name: /Test Wallet/ }).click()
  await page.waitForFunction(() => window.WalletModal.getState().status === 'connected')
  return frame
}

/** `init` as {@link openAccount} calls it: the account chain, its ERC-20, and with a project id the local services. */
export async function initAccountModal(page: Page, options: AccountPageOptions = {}) {
  const { testnet = false, themeMode = 'dark' } = options
  const chain = env.accountChain
  await page.evaluate((config) => window.WalletModal.init(config), {
    networks: [{ ...anvilNetwork(options.rpcUrl ?? chain.rpcUrl, chain.chainId), testnet }],
    tokens: { [`eip155:${chain.chainId}`]: { address: chain.token } },
    themeMode,
    ...(options.features === undefined ? {} : { features: options.features }),
    ...(options.projectId === undefined
      ? {}
      : {
          projectId: options.projectId,
          apiBaseUrl: env.blockchainApiUrl,
          relayUrl: env.relayUrl,
          walletDirectoryUrl: env.walletDirectoryUrl,
        }),
  })
}
