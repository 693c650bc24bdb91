import { expect, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import { env } from './stack/env.js'
import { ANVIL_ACCOUNT_0, approveNext, installTestWallet } from './wallet/fixtures.js'
import type { Eip6963ProviderInfo, RpcErrorData, TestWalletConfig } from './wallet/types.js'

// Shared setup of the test-wallet.*.spec.ts files, which test the fixtures of issue 3 on their own against anvil:
// the test EIP-6963 wallet (e2e/wallet/testWallet.ts) and the wagmi dapp page (e2e/pages/wagmi-host.html). No modal.

type Recorded = { event: string; payload: unknown }

declare global {
  interface Window {
    twAnnouncements: { info: Eip6963ProviderInfo; hasRequest: boolean; isWallet: boolean }[]
    twEvents: Recorded[]
    twPending?: Promise<unknown>
  }
}

export const RECIPIENT: Hex = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** blank.html with the wallet installed before the page's scripts, and its events recorded in `twEvents`. */
export async function openWallet(page: Page, config: TestWalletConfig = {}): Promise<void> {
  await page.addInitScript(() => {
    if (window.top !== window) return
    window.twAnnouncements = []
    window.addEventListener('eip6963:announceProvider', (event) => {
      const { info, provider } = (event as CustomEvent).detail
      window.twAnnouncements.push({
        info: { ...info },
        hasRequest: typeof provider.request === 'function',
        isWallet: provider === window.testWallet?.provider,
      })
    })
  })
  await installTestWallet(page, config)
  await page.goto(`${env.hostUrl}/blank.html`)
  await page.evaluate(() => {
    window.twEvents = []
    for (const event of ['connect', 'disconnect', 'accountsChanged', 'chainChanged']) {
      window.testWallet.provider.on(event, (payload: unknown) => {
        const plain =
          payload instanceof Error
            ? { code: (payload as { code?: unknown }).code, message: payload.message }
            : payload
        window.twEvents.push({ event, payload: plain })
      })
    }
  })
}

/** `provider.request` in the page; an error comes back as `{ error: { code, message } }`. */
export function request(
  page: Page,
  method: string,
  params?: unknown,
): Promise<{ result: unknown } | { error: RpcErrorData }> {
  return page.evaluate(
    async ([method, params]) => {
      try {
        return { result: await window.testWallet.provider.request({ method, params }) }
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        return { error: { code, message } }
      }
    },
    [method, params] as const,
  )
}

/** Starts a request that waits for approval, kept as `twPending`. */
export async function start(page: Page, method: string, params?: unknown): Promise<void> {
  await page.evaluate(
    ([method, params]) => {
      window.twPending = window.testWallet.provider.request({ method, params }).then(
        (result) => ({ result }),
        (error: { code: number; message: string }) => ({
          error: { code: error.code, message: error.message },
        }),
      )
    },
    [method, params] as const,
  )
}
export const settled = (page: Page) => page.evaluate(() => window.twPending)

export async function connect(page: Page): Promise<void> {
  await start(page, 'eth_requestAccounts')
  await approveNext(page, 'eth_requestAccounts')
  expect(await settled(page)).toEqual({ result: [ANVIL_ACCOUNT_0] })
}
