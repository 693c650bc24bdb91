import type { Browser, FrameLocator, Page } from '@playwright/test'
import { startRelay } from '../walletconnect/relay.js'
import { startWallet } from '../walletconnect/wallet.js'
import { onStop } from './cleanup.js'
import { type Network, newHostContext, openHostPage } from './hostPage.js'
import { RUNS } from './runs.js'
import { type Row, timingRow } from './table.js'

/** Choosing WalletConnect → the QR code drawn, on the Playwright clock; the first run loads the client. */
async function timeQrCodes(page: Page, frame: FrameLocator): Promise<number[]> {
  const qrTimes: number[] = []
  for (let run = 0; run < RUNS.qr; run++) {
    const started = performance.now()
    await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'ConnectingWalletConnect' }))
    await frame.getByRole('img', { name: /WalletConnect QR code/ }).waitFor()
    qrTimes.push(performance.now() - started)
    if (run < RUNS.qr - 1) await page.evaluate(() => window.WalletModal.closeWalletModal())
  }
  return qrTimes
}

/** Sequential `personal_sign` requests from the connected page, each timed in the page. */
function timePersonalSigns(page: Page): Promise<number[]> {
  return page.evaluate(async (runs) => {
    const [account] = (await window.WalletModal.provider.request({ method: 'eth_accounts' })) as string[]
    const times: number[] = []
    for (let run = 0; run < runs; run++) {
      const started = performance.now()
      await window.WalletModal.provider.request({
        method: 'personal_sign',
        params: ['0x68656c6c6f', account],
      })
      times.push(performance.now() - started)
    }
    return times
  }, RUNS.wcRequest)
}

/**
 * WalletConnect: choosing it → the QR code drawn (the first run also loads the WalletConnect chunk and client),
 * and a request round trip through a local relay to a wallet that approves at once.
 */
export async function measureWalletConnect(
  browser: Browser,
  options: { hostUrl: string; modalUrl: string; network: Network; rpcUrl: string },
): Promise<Row[]> {
  const relay = await startRelay()
  onStop(relay.stop)
  const wcWallet = await startWallet({
    relayUrl: relay.url,
    privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
    chains: [{ id: 31337, rpcUrl: options.rpcUrl }],
    autoApprove: true,
  })
  onStop(wcWallet.stop)
  const wcContext = await newHostContext(browser)
  await wcContext.grantPermissions(['clipboard-read', 'clipboard-write'])
  const wcPage = await openHostPage(wcContext, options.hostUrl, options.modalUrl)
  await wcPage.evaluate(
    ({ network, relayUrl }) => window.WalletModal.init({ networks: [network], projectId: 'bench', relayUrl }),
    { network: options.network, relayUrl: relay.url },
  )
  const wcFrame = wcPage.frameLocator('iframe[title="Wallet"]')
  const qrTimes = await timeQrCodes(wcPage, wcFrame)
  const rows = [
    timingRow('WalletConnect: choose it → QR drawn, first (loads the client)', qrTimes.slice(0, 1), {
      note: 'Playwright clock: includes a few ms of driver round trips',
    }),
    timingRow('WalletConnect: choose it → QR drawn, warm', qrTimes.slice(1), {
      p99: true,
      note: 'a new pairing each time',
    }),
  ]
  await wcFrame.getByRole('button', { name: 'Copy link' }).click()
  await wcWallet.pair(await wcPage.evaluate(() => navigator.clipboard.readText()))
  await wcPage.waitForFunction(() => window.WalletModal.getState().status === 'connected')
  const signTimes = await timePersonalSigns(wcPage)
  rows.push(
    timingRow(
      'WalletConnect: `personal_sign` round trip via the relay',
      signTimes.slice(RUNS.wcRequestWarmup),
      {
        p99: true,
        note: 'bridge → session → local relay → wallet signs → back; the wallet approves at once',
      },
    ),
  )
  await wcContext.close()
  return rows
}
