import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { addPasskeyAuthenticator, approveWhenArmed } from '../embeddedWalletStack.js'
import { LOOPBACK_HOSTS, prepareDeployment } from '../stack/deployment.js'
import { loopbackHosts } from '../stack/loopbackHosts.js'
import { serveStatic } from '../stack/serve.js'
import { onStop } from './cleanup.js'
import { modalFrameOf, type Network, newHostContext } from './hostPage.js'
import { RUNS } from './runs.js'
import { type Row, timingRow } from './table.js'

/**
 * In the modal's frame: the time of the last click (capture phase, before any handler), on the clock every page of
 * the browser shares (`timeOrigin + now`), so the host page can subtract it from its own.
 */
const RECORD_CLICKS = `addEventListener('click', () => { globalThis.__lastClickAt = performance.timeOrigin + performance.now() }, { capture: true })`

type Timed = { outcome: unknown; at: number }

/** Starts `method` in the host page; `settled` answers its outcome and when (shared clock) it settled. */
async function startTimed(page: Page, method: string, params?: unknown) {
  await page.evaluate(
    ({ method, params }) => {
      const provider = window.WalletModal.provider
      ;(window as unknown as { timed: Promise<Timed> }).timed = provider
        .request(params === undefined ? { method } : { method, params: params as never })
        .then(
          (result) => result,
          (error: { code: number; message: string }) => ({ code: error.code, message: error.message }),
        )
        .then((outcome) => ({ outcome, at: performance.timeOrigin + performance.now() }))
    },
    { method, params },
  )
  return () => page.evaluate(() => (window as unknown as { timed: Promise<Timed> }).timed)
}

/** The modal frame's last click, on the shared clock. */
const lastClick = (page: Page, modalUrl: string) =>
  modalFrameOf(page, modalUrl).evaluate(
    () => (globalThis as unknown as { __lastClickAt: number }).__lastClickAt,
  )

/**
 * The passkey wallet (issue 22), in the layout its relying party needs: the modal on `localhost` (a host name),
 * the dapp on 127.0.0.1 (cross-site), Chromium's virtual authenticator with PRF on the top page
 * (e2e/embeddedWalletStack.ts). Two measures, each from the user's click in the frame (recorded there) to the
 * moment the dapp's promise settles (recorded in the host page):
 * - create → connected: "Continue with a passkey" on a fresh page (a new passkey, PRF, a new key in the vault
 *   Worker, wrapped and stored) → `eth_requestAccounts` resolves; a fresh browser context each run;
 * - click → signature: Approve on a `personal_sign` → the signature; the wallet is locked (it locks whenever the
 *   modal closes), so each includes the passkey assertion that unlocks it, and the click's 500 ms visibility
 *   re-check (ApproveTransaction's clickjacking defence).
 */
export async function measureEmbeddedWallet(
  browser: Browser,
  options: { hostUrl: string; modalDist: string; scratch: string; network: Network },
): Promise<Row[]> {
  const root = await prepareDeployment(options.modalDist, join(options.scratch, 'modal-embedded'), {
    allowedOrigins: LOOPBACK_HOSTS,
    networks: [options.network],
    embeddedWallet: {},
  })
  const server = await serveStatic({ root, host: await loopbackHosts(), headers: 'file' })
  onStop(server.close)
  const modalUrl = `http://localhost:${server.port}`

  const connectOnce = async () => {
    const context = await newHostContext(browser)
    await context.addInitScript({ content: `if (window !== window.top) { ${RECORD_CLICKS} }` })
    const page = await context.newPage()
    await addPasskeyAuthenticator(page)
    await page.goto(`${options.hostUrl}/host.html?modal=${encodeURIComponent(`${modalUrl}/`)}`)
    await page.waitForFunction(() => 'WalletModal' in window)
    const settled = await startTimed(page, 'eth_requestAccounts')
    await page
      .frameLocator('iframe[title="Wallet"]')
      .getByRole('button', { name: /passkey/ })
      .click()
    const { outcome, at } = await settled()
    if (!Array.isArray(outcome))
      throw new Error(`the passkey wallet did not connect: ${JSON.stringify(outcome)}`)
    return { page, context, address: outcome[0] as string, took: at - (await lastClick(page, modalUrl)) }
  }

  const creates: number[] = []
  for (let run = 0; run < RUNS.embeddedCreateWarmup + RUNS.embeddedCreate; run++) {
    const { context, took } = await connectOnce()
    if (run >= RUNS.embeddedCreateWarmup) creates.push(took)
    await context.close()
  }

  const { page, context, address } = await connectOnce()
  const signs: number[] = []
  for (let run = 0; run < RUNS.embeddedSignWarmup + RUNS.embeddedSign; run++) {
    const settled = await startTimed(page, 'personal_sign', ['0x62656e6368', address])
    await approveWhenArmed(page)
    const { outcome, at } = await settled()
    if (typeof outcome !== 'string') throw new Error(`no signature: ${JSON.stringify(outcome)}`)
    if (run >= RUNS.embeddedSignWarmup) signs.push(at - (await lastClick(page, modalUrl)))
  }
  await context.close()

  return [
    timingRow(
      'Passkey wallet: create → connected (click "Continue with a passkey" → `eth_requestAccounts` resolves)',
      creates,
      {
        note: 'fresh context each run: new passkey (virtual authenticator, PRF), key made and wrapped in the vault Worker',
      },
    ),
    timingRow('Passkey wallet: click Approve → `personal_sign` signature in the dapp', signs, {
      p99: true,
      note: 'includes the 500 ms visibility re-check after the click and the passkey assertion that unlocks the vault',
    }),
  ]
}
