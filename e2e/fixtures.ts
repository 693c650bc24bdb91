import type { FrameLocator, Page } from '@playwright/test'
import type * as Loader from '../loader/index.js'
import { env } from './stack/env.js'

declare global {
  interface Window {
    WalletModal: typeof Loader
    lastOpen?: Promise<unknown>
  }
}

/** The first local anvil chain, as a viem `Chain`-shaped network. */
export function anvilNetwork(rpcUrl = env.rpcUrl, id = 31337) {
  return {
    id,
    name: id === 31337 ? 'Anvil' : `Anvil ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  }
}

/** Loads the test host page, which loads `loader.js` from `modal`. */
export async function openHost(page: Page, options: { host?: string; modal?: string; query?: string } = {}) {
  const { host = env.hostUrl, modal = env.modalUrl, query = '' } = options
  await page.goto(`${host}/host.html?modal=${encodeURIComponent(modal)}${query}`)
  await page.waitForFunction(() => 'WalletModal' in window)
}

export const modalFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Wallet"]')

/** The modal's document as a Playwright Frame, for reading its realm. */
export function modalDocument(page: Page, modalUrl = env.modalUrl) {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(new URL(modalUrl).origin))
  if (!frame) throw new Error(`no frame from ${modalUrl}`)
  return frame
}

/**
 * Waits until the modal's frame is still: every finite animation (a spinner never ends) has finished or been
 * cancelled. A view replaced mid-transition cancels its animations, whose `finished` then rejects with an
 * AbortError, and may start new ones: so it looks again until none is running.
 */
export const settleAnimations = (page: Page, modalUrl = env.modalUrl) =>
  modalDocument(page, modalUrl).evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        )
    for (let pending = running(); pending.length > 0; pending = running()) {
      await Promise.allSettled(pending.map((animation) => animation.finished))
    }
  })

/** Sends an EIP-1193 request through the loader's provider in the page and waits for its result. */
export const request = (page: Page, method: string, params?: unknown) =>
  page.evaluate(
    ({ method, params }) =>
      window.WalletModal.provider.request(
        params === undefined ? { method } : { method, params: params as never },
      ),
    { method, params },
  )

/** Starts a request in the page without waiting for it (a wallet must answer first); `answer` waits for it. */
export async function start(page: Page, method: string, params?: unknown) {
  await page.evaluate(
    ({ method, params }) => {
      ;(window as unknown as { pending: Promise<unknown> }).pending = window.WalletModal.provider
        .request(params === undefined ? { method } : { method, params: params as never })
        .then(
          (result) => ({ result }),
          (error) => ({ code: error.code, message: error.message }),
        )
    },
    { method, params },
  )
}

/** The outcome of the request `start` began: `{ result }`, or the error's `{ code, message }`. */
export const answer = (page: Page) =>
  page.evaluate(() => (window as unknown as { pending: Promise<unknown> }).pending)

/**
 * The page that is not allowed (127.0.0.2) frames the real dapp page (127.0.0.1), which embeds the modal served
 * without a frame-ancestors header, so that only the modal's own ancestor check decides. Returns what the dapp's
 * `init` gave: 'connected', or the error's `{ code, message }`.
 */
export async function initInDappFramedByRefusedOrigin(page: Page) {
  await page.goto(`${env.hostUrlRefused}/blank.html`)
  const dapp = `${env.hostUrl}/host.html?modal=${encodeURIComponent(env.modalUrlNoHeaders)}`
  await page.evaluate(
    (src) =>
      new Promise((resolve) => {
        const frame = document.createElement('iframe')
        frame.onload = resolve
        frame.src = src
        document.body.append(frame)
      }),
    dapp,
  )
  const inner = page.frames().find((frame) => frame.url() === dapp)
  if (!inner) throw new Error(`the framed dapp ${dapp} did not load`)
  await inner.waitForFunction(() => 'WalletModal' in window)
  return inner.evaluate(() =>
    window.WalletModal.init().then(
      () => 'connected' as const,
      (error) => ({ code: error.code as number, message: error.message as string }),
    ),
  )
}
