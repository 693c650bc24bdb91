/**
 * `npm run bench`: the loader's size, and timings of the real stack in headless Chromium, printed as a markdown
 * table. Starts its own anvil and static servers (modal and host on two ports of 127.0.0.1: cross-origin,
 * same-site), runs everything inside the page with `performance.now()`, and stops all it started.
 *
 * Run after `npm run build` (the `bench` script does). Takes 30–60 s.
 */
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { measureAccountOpen } from './accountOpen.js'
import { measureAuthLogins } from './authLogins.js'
import { startBenchStack } from './benchStack.js'
import { stopAll } from './cleanup.js'
import { measureClosedCpu } from './closedCpu.js'
import { measureColdStart } from './coldStart.js'
import { measureEmbeddedWallet } from './embeddedWallet.js'
import { anvilPreflight, outOfProcessFrames } from './environment.js'
import { measureFirstClick } from './firstClick.js'
import { measureIdleBaseline } from './framePhase.js'
import { serveInPagePage } from './inPagePage.js'
import { layoutsOf, measureLayouts } from './layouts.js'
import { loaderSize } from './loaderSize.js'
import { anvilProcesses, idleShare } from './machine.js'
import { measureClicks } from './measureClicks.js'
import { measureMessageFloor } from './messageFloor.js'
import { measureProviderCalls } from './providerCalls.js'
import { printReport } from './report.js'
import { measureSolanaRows } from './solanaSignMessage.js'
import type { Row } from './table.js'
import { measureWalletConnect } from './walletConnectRoundTrip.js'
import { measureWarmOpen, openWarmPage } from './warmOpen.js'

/** A guard against a hang: the whole bench takes about 8 minutes on this machine (every layout included). */
const WATCHDOG_MS = 1_200_000

async function main() {
  const began = performance.now()
  const anvilBefore = anvilProcesses()
  const loadBefore = loadavg()
  // How busy the machine is without us: a shared machine inflates every figure below.
  const idleBefore = await idleShare(1000)

  const stack = await startBenchStack()
  const { anvil, browser, network } = stack
  const pages = { hostUrl: stack.host.url, modalUrl: stack.modal.url, network }
  const loader = loaderSize(join(stack.modalRoot, 'loader.js'))
  const rows: Row[] = []

  rows.push(...(await measureColdStart(browser, pages)))
  // What users feel (issue 11's method): a real click to the first wallet row, CPU ×1 and ×4.
  const clicks = await measureClicks(browser, stack.host.url, stack.modal.url, network)
  rows.push(...clicks.rows)
  // Issue 26: every layout, against an in-page React modal in the same run; then usable soon after load, and the
  // closed frame's own work.
  const inPageUrl = await serveInPagePage(stack.scratch)
  const layouts = layoutsOf({ browser, partitioned: stack.partitioned, modalUrl: stack.modal.url })
  const byLayout = await measureLayouts({ layouts, hostUrl: stack.host.url, inPageUrl, network })
  rows.push(...byLayout.rows)
  rows.push(...(await measureFirstClick({ layouts, hostUrl: stack.host.url, inPageUrl, network })))
  rows.push(...(await measureClosedCpu({ layouts, hostUrl: stack.host.url, network })))
  const warm = await openWarmPage(browser, pages)
  const opens = await measureWarmOpen(warm)
  rows.push(...opens.rows, await measureIdleBaseline(warm.page, warm.interval))
  rows.push(...(await measureProviderCalls(warm.page, anvil.rpcUrl)))
  const echo = { modalUrl: stack.modal.url, scratch: stack.scratch, echoRoutes: stack.echoRoutes }
  rows.push(...(await measureMessageFloor(warm.page, echo)))
  rows.push(...(await measureWalletConnect(browser, { ...pages, rpcUrl: anvil.rpcUrl })))
  rows.push(...(await measureAccountOpen({ browser, modalUrl: stack.modal.url, rpcUrl: anvil.rpcUrl })))
  rows.push(
    ...(await measureSolanaRows(browser, {
      hostUrl: stack.host.url,
      modalUrl: stack.modal.url,
      walletFile: stack.bundles['/solana-test-wallet.js']!,
    })),
  )
  // Issue 22: the passkey wallet, from the user's click (virtual authenticator).
  rows.push(
    ...(await measureEmbeddedWallet(browser, {
      hostUrl: stack.host.url,
      modalDist: stack.modalRoot,
      scratch: stack.scratch,
      network,
    })),
  )

  // Issue 23: the auth server under 200 concurrent email logins, one instance and two on one PostgreSQL.
  rows.push(...(await measureAuthLogins()))

  const oopifs = await outOfProcessFrames(browser)
  const preflight = await anvilPreflight(anvil.rpcUrl, stack.host.url)
  const chromiumVersion = browser.version()

  await stopAll()
  const anvilAfter = anvilProcesses()
  const anvilPort = new URL(anvil.rpcUrl).port
  const ours = [...anvilAfter].filter(([, command]) => command.includes(`--port ${anvilPort} `))
  printReport({
    seconds: (performance.now() - began) / 1000,
    idleBefore,
    loadBefore,
    chromiumVersion,
    interval: warm.interval,
    modal: stack.modal,
    host: stack.host,
    rpcUrl: anvil.rpcUrl,
    oopifs,
    modalOutOfProcess: oopifs.some((url) => url.startsWith(`${stack.modal.url}/`)),
    loader,
    startupJsGzip: clicks.startupJsGzip,
    renderedJsGzip: clicks.renderedJsGzip,
    rows,
    firstRaf: { frame: opens.frameRaf, host: opens.hostRaf },
    preflight,
    anvilBefore,
    anvilAfter,
    anvilPort,
    ours,
    frameSlowdown: byLayout.slowdown,
  })
  if (ours.length) process.exitCode = 1
}

const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${WATCHDOG_MS / 1000} s, stopping`)
  void stopAll().then(() => process.exit(1))
}, WATCHDOG_MS)
watchdog.unref()
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, stopping…`)
    void stopAll().then(() => process.exit(130))
  })
}

try {
  await main()
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await stopAll()
}
