import type { Page } from '@playwright/test'
import { env } from './stack/env.js'

// The sign-in specs' dapp options and their look at the reference backend (e2e/stack/siwxBackend.ts).

/** `init`'s sign-in options for the reference backend, beside metadata that claims another site. */
export const siwxOptions = (siwx: Record<string, unknown> = {}) => ({
  metadata: { name: 'Liar', url: 'https://evil.example', icons: [] },
  siwx: {
    nonceUrl: `${env.siwxUrl}/siwx/nonce`,
    verifyUrl: `${env.siwxUrl}/siwx/verify`,
    sessionUrl: `${env.siwxUrl}/siwx/session`,
    statement: 'Sign in to the e2e dapp',
    ...siwx,
  },
})

/** What the reference backend verified, as the modal posted it (tests only: used signatures are worthless). */
export async function verifiedSignIns() {
  const response = await fetch(`${env.siwxUrl}/__verified`)
  return (await response.json()) as {
    message: string
    signature: string
    address: string
    caipNetworkId: string
  }[]
}

/**
 * Until the dapp sees the sign-in done: signed in, then closed. Two state events: the first has `siwx` with `open`
 * still true, so waiting for `siwx` alone races the second.
 */
export async function signedInAndClosed(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const state = window.WalletModal.getState()
    return state.siwx !== undefined && !state.open
  })
}
