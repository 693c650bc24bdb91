import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium } from '@playwright/test'
import playwrightConfig from '../../playwright.config.js'
import { anvilNetwork } from '../fixtures.js'
import { type Anvil, startAnvil } from '../stack/anvil.js'
import { LOOPBACK_HOSTS, prepareDeployment } from '../stack/deployment.js'
import { type StaticServer, serveStatic } from '../stack/serve.js'
import { buildWalletBundles } from '../wallet/build.js'
import { onStop } from './cleanup.js'
import type { Network } from './hostPage.js'
import { writeEchoPage } from './messageFloor.js'
import { launchPartitioned } from './partitionedBrowser.js'

const repo = fileURLToPath(new URL('../../', import.meta.url))
export const CHROMIUM = '/usr/bin/chromium'

/** What the measures run against; everything in it is stopped by `stopAll()`. */
export type BenchStack = {
  scratch: string
  modalRoot: string
  echoRoutes: Record<string, string>
  anvil: Anvil
  modal: StaticServer
  host: StaticServer
  bundles: Record<string, string>
  network: Network
  browser: Browser
  /** Chromium with third-party storage partitioned (partitionedBrowser.ts); `browser` is Playwright's default. */
  partitioned: Browser
}

/**
 * A snapshot of the build (so that a rebuild in this worktree while the bench runs cannot change what it serves),
 * anvil, the modal and host servers on two ports of 127.0.0.1 (cross-origin, same-site), and headless Chromium.
 */
export async function startBenchStack(): Promise<BenchStack> {
  // BENCH_MODAL_DIST: another build's dist/modal-app, to compare two builds back to back on one machine.
  const dist = process.env.BENCH_MODAL_DIST || join(repo, 'dist/modal-app')
  if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, 'loader.js'))) {
    throw new Error(`${dist} is missing or incomplete: run \`npm run build\` first (npm run bench does)`)
  }
  const scratch = await mkdtemp(join(tmpdir(), 'wallet-modal-bench-'))
  onStop(() => rm(scratch, { recursive: true, force: true }))
  const anvil = await startAnvil({ chainId: 31337 })
  onStop(anvil.stop)
  const network = anvilNetwork(anvil.rpcUrl, anvil.chainId)
  // The deployment lists its local chain, so that its CSP admits loopback RPCs (modal-app/deploy/loopbackHosts.ts).
  const modalRoot = await prepareDeployment(dist, join(scratch, 'modal-app'), {
    allowedOrigins: LOOPBACK_HOSTS,
    networks: [network],
  })
  const echoRoutes = await writeEchoPage(scratch)

  const modal = await serveStatic({ root: modalRoot, host: '127.0.0.1', headers: 'file', routes: echoRoutes })
  onStop(modal.close)
  const bundles = await buildWalletBundles(join(scratch, 'wallet'), [
    '/solana-test-wallet.js',
    '/solana-dapp.js',
  ])
  const host = await serveStatic({ root: join(repo, 'e2e/pages'), host: '127.0.0.1', routes: bundles })
  onStop(host.close)

  const launchOptions = playwrightConfig.use?.launchOptions ?? {}
  const browser = await chromium.launch({ ...launchOptions, executablePath: CHROMIUM, headless: true })
  onStop(() => browser.close())
  const partitioned = await launchPartitioned({ ...launchOptions, executablePath: CHROMIUM, headless: true })
  onStop(() => partitioned.close())
  return { scratch, modalRoot, echoRoutes, anvil, modal, host, bundles, network, browser, partitioned }
}
