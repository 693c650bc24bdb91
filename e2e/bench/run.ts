/**
 * `npm run bench`: the loader's size, and timings of the real stack in headless Chromium, printed as a markdown
 * table. Starts its own anvil and static servers (modal and host on two ports of 127.0.0.1: cross-origin,
 * same-site), runs everything inside the page with `performance.now()`, and stops all it started.
 *
 * Run after `npm run build` (the `bench` script does). Takes 30–60 s.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, type BrowserContext, chromium, type Frame, type Page } from '@playwright/test'
import playwrightConfig from '../../playwright.config.js'
import { anvilNetwork } from '../fixtures.js'
import { type Anvil, startAnvil } from '../stack/anvil.js'
import { LOOPBACK_HOSTS, prepareDeployment } from '../stack/deployment.js'
import { serveStatic } from '../stack/serve.js'
import { buildWalletBundles } from '../wallet/build.js'
import { startRelay } from '../walletconnect/relay.js'
import { startWallet } from '../walletconnect/wallet.js'
import { measureAccountOpen } from './accountOpen.js'
import {
  type ClickSample,
  clickToRow,
  closeAndIdle,
  newProbedContext,
  openReadyPage,
  type Startup,
  throttle,
} from './clickToRow.js'
import { measureSolanaSignMessage } from './solanaSignMessage.js'

const repo = fileURLToPath(new URL('../../', import.meta.url))
const CHROMIUM = '/usr/bin/chromium'
/** A guard against a hang: the whole bench takes about 4 minutes on this machine (Account and Solana rows included). */
const WATCHDOG_MS = 600_000

const RUNS = {
  coldWarmup: 2,
  cold: 15,
  openWarmup: 5,
  open: 30,
  chainIdWarmup: 100,
  chainId: 500,
  blockWarmup: 50,
  block: 300,
  floorWarmup: 200,
  floor: 1000,
  qr: 8,
  wcRequestWarmup: 3,
  wcRequest: 33,
  solanaSignWarmup: 5,
  solanaSign: 50,
  clickWarmup: 2,
  click: 10,
  clickReopens: 4,
}

/** A warm open's host-side marks (ms from the call) and the modal frame's own marks (absolute, ms). */
type OpenSample = {
  resolved: number
  shown: number
  hostRaf: number
  drawn: number
  frame: { commit: number; raf: number; animDone: number; animations: number }
}

type BenchFrameRecord = OpenSample['frame']

declare global {
  interface Window {
    benchTake?: () => Promise<BenchFrameRecord | null>
    benchAlign?: (offset: number, interval: number) => Promise<void>
    benchCold?: Promise<ColdSample>
    benchEcho?: Record<string, MessagePort>
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Statistics and output

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Nearest-rank percentile. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

/** A loop's mean per call, exact (total time ÷ calls), in µs below 1 ms. */
function perCall(total: number, runs: number): string {
  const value = total / runs
  return value < 1 ? `${(value * 1000).toFixed(0)} µs` : ms(value)
}

function ms(value: number): string {
  // Below one tick of the page's coarsened clock (0.1 ms).
  if (value < 0.05) return '< 0.1 ms'
  if (value >= 100) return `${value.toFixed(0)} ms`
  if (value >= 10) return `${value.toFixed(1)} ms`
  return `${value.toFixed(2)} ms`
}

type Row = { measure: string; runs: string; median: string; p99: string; note: string }
const rows: Row[] = []

function addTiming(
  measure: string,
  samples: readonly number[],
  options: { p99?: boolean; note?: string } = {},
) {
  const values = samples.filter(Number.isFinite)
  if (values.length === 0) throw new Error(`${measure}: no samples`)
  rows.push({
    measure,
    runs: values.length === samples.length ? String(values.length) : `${values.length} of ${samples.length}`,
    median: ms(median(values)),
    p99: options.p99 ? ms(percentile(values, 99)) : '',
    note: options.note ?? '',
  })
}

function printTable() {
  const header: Row = { measure: 'measure', runs: 'runs', median: 'median', p99: 'p99', note: 'note' }
  const columns = Object.keys(header) as (keyof Row)[]
  const line = (row: Row) => `| ${columns.map((column) => row[column]).join(' | ')} |`
  console.log(line(header))
  console.log(
    `|${columns.map((column) => (column === 'measure' || column === 'note' ? '---' : '--:')).join('|')}|`,
  )
  for (const row of rows) console.log(line(row))
}

// ---------------------------------------------------------------------------------------------------------------
// The stack

const stops: (() => Promise<unknown>)[] = []
let stopped = false
async function stopAll(): Promise<void> {
  if (stopped) return
  stopped = true
  for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error('stop:', error))
}

/** Command lines of the running processes that mention anvil (pgrep run without a shell, so it lists only them). */
function anvilProcesses(): Map<number, string> {
  try {
    const out = execFileSync('pgrep', ['-fa', 'anvil'], { encoding: 'utf8' })
    return new Map(
      out
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const space = line.indexOf(' ')
          return [Number(line.slice(0, space)), line.slice(space + 1)] as const
        }),
    )
  } catch {
    return new Map() // pgrep exits 1 when nothing matches
  }
}

/** The share of CPU time the whole machine left idle over `ms` (Linux `/proc/stat`), or undefined elsewhere. */
async function idleShare(ms: number): Promise<number | undefined> {
  const read = () => {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
    return { idle: fields[3]! + (fields[4] ?? 0), total: fields.reduce((sum, value) => sum + value, 0) }
  }
  try {
    const before = read()
    await new Promise((done) => setTimeout(done, ms))
    const after = read()
    return (after.idle - before.idle) / (after.total - before.total)
  } catch {
    return undefined
  }
}

/** The echo page for the floor measure, on the modal's origin (its CSP allows only same-origin scripts). */
const ECHO_HTML =
  '<!doctype html><meta charset="utf-8"><title>echo</title><script src="/bench-echo.js"></script>\n'
const ECHO_JS = `addEventListener('message', (event) => {
  if (event.source !== parent || event.data !== 'bench-port' || !event.ports[0]) return
  const port = event.ports[0]
  port.onmessage = (message) => port.postMessage(message.data)
})
parent.postMessage('bench-echo-ready', '*')
`

// ---------------------------------------------------------------------------------------------------------------
// Browser helpers

/**
 * tsx compiles with esbuild's `keepNames`, which wraps named functions in `__name(…)`: functions that Playwright
 * serialises into the page would throw without this no-op. Injected into every frame of the context.
 */
const NAME_SHIM = 'globalThis.__name ??= (fn) => fn'

async function newHostContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext()
  await context.addInitScript({ content: NAME_SHIM })
  return context
}

async function openHostPage(context: BrowserContext, hostUrl: string, modalUrl: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${hostUrl}/host.html?modal=${encodeURIComponent(`${modalUrl}/`)}`)
  await page.waitForFunction(() => 'WalletModal' in window)
  return page
}

function modalFrameOf(page: Page, modalUrl: string): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${modalUrl}/`))
  if (!frame) throw new Error(`no frame from ${modalUrl}`)
  return frame
}

type Network = ReturnType<typeof anvilNetwork>

type ColdSample = { total: number; hello: number; ready: number; preloaded: boolean }

/**
 * One cold start in a fresh page: `init()` called → resolved, with the handshake's steps on the way. `init()` is
 * called as a dapp would, as soon as `loader.js` has run (from its `load` event, before the page's own `load`):
 * later, the loader's page-load preload would already have mounted the frame, and `init` would only configure.
 */
function armColdStart(context: BrowserContext, network: Network) {
  return context.addInitScript((network) => {
    if (window !== window.top) return
    window.benchCold = new Promise((resolve, reject) => {
      const marks: { hello?: number; ready?: number } = {}
      addEventListener('message', (event) => {
        if ((event.data as { wm?: string } | null)?.wm === 'hello') marks.hello ??= performance.now()
      })
      const onLoad = (event: Event) => {
        const script = event.target
        if (!(script instanceof HTMLScriptElement) || !script.src.endsWith('/loader.js')) return
        document.removeEventListener('load', onLoad, true)
        const preloaded = !!document.querySelector('iframe[title="Wallet"]')
        // The loader calls subscribers first on the `ready` event (then on every state event).
        window.WalletModal.subscribe(() => {
          marks.ready ??= performance.now()
        })
        const t0 = performance.now()
        window.WalletModal.init({ networks: [network] }).then(() => {
          const done = performance.now()
          resolve({
            total: done - t0,
            hello: (marks.hello ?? Number.NaN) - t0,
            ready: (marks.ready ?? Number.NaN) - t0,
            preloaded,
          })
        }, reject)
      }
      // `load` does not bubble, but a capturing listener on the document sees every script's.
      document.addEventListener('load', onLoad, true)
    })
  }, network)
}

/**
 * In the modal's frame: a MutationObserver notes when the dialog is shown (the `data-open` attribute the modal
 * sets on `<html>` when it opens: the dialog is rendered while closed, so opening commits nothing), then the
 * frame's next animation frame (the rendering update that first draws it), and the end of the dialog's opening
 * CSS animations. Times are absolute (`timeOrigin + now()`), so they compare with the host page's clock.
 */
function installFrameProbe(frame: Frame) {
  return frame.evaluate(() => {
    const abs = () => performance.timeOrigin + performance.now()
    let current: BenchFrameRecord | null = null
    let settled: Promise<void> = Promise.resolve()
    new MutationObserver(() => {
      if (current || !document.documentElement.hasAttribute('data-open')) return
      const record: BenchFrameRecord = {
        commit: abs(),
        raf: Number.NaN,
        animDone: Number.NaN,
        animations: 0,
      }
      current = record
      settled = new Promise<void>((done) => {
        requestAnimationFrame(() => {
          record.raf = abs()
          const animations = document.getAnimations()
          record.animations = animations.length
          Promise.all(animations.map((animation) => animation.finished)).then(
            () => {
              record.animDone = abs()
              done()
            },
            () => done(),
          )
        })
      })
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-open'] })
    window.benchTake = async () => {
      await settled
      const record = current
      current = null
      return record
    }
  })
}

/**
 * In the bench page: `benchAlign(offset, interval)` leaves the page idle for two frames, then returns `offset` ms
 * after a tick of the frame clock (busy-waiting the last stretch, so the phase is exact). A user's click lands at
 * any phase of the display's refresh; spreading the runs' offsets over one frame interval measures that, where a
 * harness that always starts at the same phase would report a fixed 2 ms or a fixed 17 ms.
 */
function installPhaseHelper(page: Page) {
  return page.evaluate(() => {
    window.benchAlign = async (offset, interval) => {
      const tick = await new Promise<number>((done) => requestAnimationFrame(done))
      await new Promise((done) => setTimeout(done, 2 * interval))
      const target = tick + 3 * interval + offset
      while (performance.now() < target) {}
    }
  })
}

/** The median interval between animation frames in the page (the frame clock's period). */
function frameInterval(page: Page) {
  return page.evaluate(async () => {
    const ticks: number[] = []
    for (let i = 0; i < 31; i++) ticks.push(await new Promise<number>((done) => requestAnimationFrame(done)))
    const deltas = ticks.slice(1).map((tick, i) => tick - ticks[i]!)
    return deltas.sort((a, b) => a - b)[deltas.length >> 1]!
  })
}

/** Evenly spread phases over one frame interval, one per run. */
const phase = (run: number, runs: number, interval: number) => (((run % runs) + 0.5) / runs) * interval

/** One warm open from the host page, `offset` ms after a frame tick: marks in ms from the call. */
function openOnce(page: Page, offset: number, interval: number) {
  return page.evaluate(
    async ({ offset, interval }) => {
      await window.benchAlign!(offset, interval)
      // The loader calls subscribers right after it has set the frame to opacity 1, on the modal's state event,
      // which the modal posts in a task after the frame that first draws the dialog.
      const marks = { shown: 0, raf: 0, drawn: 0 }
      const drawn = new Promise<void>((done) => {
        const unsubscribe = window.WalletModal.subscribe((state) => {
          if (!state.open) return
          unsubscribe()
          marks.shown = performance.now()
          requestAnimationFrame(() => {
            marks.raf = performance.now()
            const channel = new MessageChannel()
            channel.port1.onmessage = () => {
              channel.port1.close()
              marks.drawn = performance.now()
              done()
            }
            channel.port2.postMessage(null)
          })
        })
      })
      const t0 = performance.now()
      await window.WalletModal.openWalletModal()
      const resolved = performance.now()
      await drawn
      return {
        start: performance.timeOrigin + t0,
        resolved: resolved - t0,
        shown: marks.shown - t0,
        hostRaf: marks.raf - t0,
        drawn: marks.drawn - t0,
      }
    },
    { offset, interval },
  )
}

function closeAndSettle(page: Page) {
  return page.evaluate(async () => {
    await window.WalletModal.closeWalletModal()
    for (let i = 0; i < 3; i++) await new Promise((done) => requestAnimationFrame(done))
  })
}

/** Sequential provider requests, each timed in the page. */
function providerLoop(page: Page, method: string, runs: number) {
  return page.evaluate(
    async ({ method, runs }) => {
      const times: number[] = []
      const start = performance.now()
      for (let i = 0; i < runs; i++) {
        const t = performance.now()
        await window.WalletModal.provider.request({ method })
        times.push(performance.now() - t)
      }
      return { times, total: performance.now() - start }
    },
    { method, runs },
  )
}

/** Sequential JSON-RPC POSTs straight from the host page to anvil (the same request shape as viem's). */
function fetchLoop(page: Page, rpcUrl: string, method: string, runs: number) {
  return page.evaluate(
    async ({ rpcUrl, method, runs }) => {
      const times: number[] = []
      const start = performance.now()
      for (let i = 0; i < runs; i++) {
        const t = performance.now()
        const response = await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: i, method, params: [] }),
        })
        const body = (await response.json()) as { result?: unknown }
        if (typeof body.result !== 'string') throw new Error(`${method}: ${JSON.stringify(body)}`)
        times.push(performance.now() - t)
      }
      return { times, total: performance.now() - start }
    },
    { rpcUrl, method, runs },
  )
}

/** A visible change in the host page, `offset` ms after a frame tick → its frame's rAF → a task posted from it. */
function idleToFrame(page: Page, offset: number, interval: number) {
  return page.evaluate(
    async ({ offset, interval }) => {
      await window.benchAlign!(offset, interval)
      const heading = document.querySelector('h1')!
      const t0 = performance.now()
      heading.textContent = heading.textContent === 'Test host' ? 'Test host.' : 'Test host'
      return new Promise<number>((done) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => {
            channel.port1.close()
            done(performance.now() - t0)
          }
          channel.port2.postMessage(null)
        }),
      )
    },
    { offset, interval },
  )
}

/** Mounts an echo frame from `echoUrl` and hands it a fresh MessagePort, kept as `benchEcho[name]`. */
function connectEcho(page: Page, name: string, echoUrl: string) {
  return page.evaluate(
    async ({ name, echoUrl }) => {
      const origin = new URL(echoUrl).origin
      const frame = document.createElement('iframe')
      frame.src = echoUrl
      frame.title = 'echo'
      frame.style.cssText = 'position:fixed;width:1px;height:1px;bottom:0;right:0;border:0;opacity:0'
      const ready = new Promise<void>((done) => {
        const onMessage = (event: MessageEvent) => {
          if (
            event.source !== frame.contentWindow ||
            event.origin !== origin ||
            event.data !== 'bench-echo-ready'
          )
            return
          removeEventListener('message', onMessage)
          done()
        }
        addEventListener('message', onMessage)
      })
      document.body.append(frame)
      await ready
      const channel = new MessageChannel()
      frame.contentWindow!.postMessage('bench-port', origin, [channel.port2])
      window.benchEcho = { ...window.benchEcho, [name]: channel.port1 }
    },
    { name, echoUrl },
  )
}

function echoLoop(page: Page, name: string, runs: number) {
  return page.evaluate(
    async ({ name, runs }) => {
      const port = window.benchEcho![name]!
      let answer: (() => void) | undefined
      port.onmessage = () => answer?.()
      const times: number[] = []
      const start = performance.now()
      for (let i = 0; i < runs; i++) {
        const t = performance.now()
        await new Promise<void>((done) => {
          answer = done
          port.postMessage(i)
        })
        times.push(performance.now() - t)
      }
      return { times, total: performance.now() - start }
    },
    { name, runs },
  )
}

/** The URLs of the frames that run in a renderer process of their own (out-of-process iframes). */
async function outOfProcessFrames(browser: Browser): Promise<string[]> {
  const cdp = await browser.newBrowserCDPSession()
  try {
    const { targetInfos } = await cdp.send('Target.getTargets')
    return targetInfos.filter((target) => target.type === 'iframe').map((target) => target.url)
  } finally {
    await cdp.detach()
  }
}

/**
 * Click → first wallet row visible and fully opaque (e2e/bench/clickToRow.ts), on a fresh page (the first open a
 * visitor makes; the HTTP cache is warm, as for a returning visitor) and on warm re-opens of that page, at CPU ×1
 * and ×4; plus `ready` from navigation start and from the frame's insertion. Answers the startup figures.
 */
async function measureClicks(browser: Browser, hostUrl: string, modalUrl: string, network: Network) {
  const context = await newProbedContext(browser)
  stops.push(() => context.close())
  const startups: Startup[] = []
  for (const rate of [1, 4]) {
    const first: ClickSample[] = []
    const reopens: ClickSample[] = []
    for (let run = 0; run < RUNS.clickWarmup + RUNS.click; run++) {
      const { page, frame, startup } = await openReadyPage(context, hostUrl, modalUrl, network)
      const session = await throttle(page, rate)
      const counted = run >= RUNS.clickWarmup
      const sample = await clickToRow(page, frame)
      if (counted) first.push(sample)
      if (counted && rate === 1) startups.push(startup)
      for (let again = 0; again < RUNS.clickReopens; again++) {
        await closeAndIdle(page)
        const reopen = await clickToRow(page, frame)
        if (counted) reopens.push(reopen)
      }
      await session.detach()
      await page.close()
    }
    const note =
      rate === 1 ? 'real click on the host button → first rAF that sees the row ³' : 'CDP CPU throttling ×4'
    addTiming(
      `**Click → first wallet row visible**, first open on a fresh page, CPU ×${rate}`,
      first.map((s) => s.visible),
      { note },
    )
    addTiming(
      `  … → that row fully opaque, CPU ×${rate}`,
      first.map((s) => s.opaque),
      { note: 'the open animation done' },
    )
    addTiming(
      `Click → first wallet row visible, warm re-open, CPU ×${rate}`,
      reopens.map((s) => s.visible),
      { p99: true },
    )
    addTiming(
      `  … → that row fully opaque, CPU ×${rate}`,
      reopens.map((s) => s.opaque),
      { p99: true },
    )
  }
  addTiming(
    'Modal `ready`, from the host page’s navigation start',
    startups.map((s) => s.readyFromNavigation),
    {
      note: 'fresh page, warm HTTP cache; the loader preloads the frame after the page’s `load`',
    },
  )
  addTiming(
    'Modal `ready`, from the frame’s insertion',
    startups.map((s) => s.readyFromInsertion),
  )
  return { startupJsGzip: median(startups.map((s) => s.startupJsGzip)) }
}

// ---------------------------------------------------------------------------------------------------------------
// Main

async function main() {
  const began = performance.now()
  const dist = join(repo, 'dist/modal-app')
  if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, 'loader.js'))) {
    throw new Error(`${dist} is missing or incomplete: run \`npm run build\` first (npm run bench does)`)
  }
  const anvilBefore = anvilProcesses()
  const loadBefore = loadavg()
  // How busy the machine is without us: a shared machine inflates every figure below.
  const idleBefore = await idleShare(1000)

  // A snapshot of the build, so that a rebuild in this worktree while the bench runs cannot change what it serves.
  const scratch = await mkdtemp(join(tmpdir(), 'wallet-modal-bench-'))
  stops.push(() => rm(scratch, { recursive: true, force: true }))
  const modalRoot = await prepareDeployment(dist, join(scratch, 'modal-app'), {
    allowedOrigins: LOOPBACK_HOSTS,
  })
  await writeFile(join(scratch, 'echo.html'), ECHO_HTML)
  await writeFile(join(scratch, 'echo.js'), ECHO_JS)

  // 1. Size.
  const loaderPath = join(modalRoot, 'loader.js')
  const raw = statSync(loaderPath).size
  const gzipped = Number(
    execFileSync('sh', ['-c', 'gzip -9c "$1" | wc -c', 'sh', loaderPath], { encoding: 'utf8' }),
  )

  // The stack.
  const anvil: Anvil = await startAnvil({ chainId: 31337 })
  stops.push(anvil.stop)
  const anvilPort = new URL(anvil.rpcUrl).port
  const modal = await serveStatic({
    root: modalRoot,
    host: '127.0.0.1',
    headers: 'file',
    routes: { '/bench-echo.html': join(scratch, 'echo.html'), '/bench-echo.js': join(scratch, 'echo.js') },
  })
  stops.push(modal.close)
  const bundles = await buildWalletBundles(join(scratch, 'wallet'), [
    '/solana-test-wallet.js',
    '/solana-dapp.js',
  ])
  const host = await serveStatic({ root: join(repo, 'e2e/pages'), host: '127.0.0.1', routes: bundles })
  stops.push(host.close)
  const network = anvilNetwork(anvil.rpcUrl, anvil.chainId)

  const launchOptions = playwrightConfig.use?.launchOptions ?? {}
  const browser = await chromium.launch({ ...launchOptions, executablePath: CHROMIUM, headless: true })
  stops.push(() => browser.close())
  const chromiumVersion = browser.version()

  // 2. Cold start: a fresh context (empty storage, empty caches) and page per run.
  const cold: ColdSample[] = []
  for (let run = 0; run < RUNS.coldWarmup + RUNS.cold; run++) {
    const context = await newHostContext(browser)
    try {
      await armColdStart(context, network)
      const page = await openHostPage(context, host.url, modal.url)
      const sample = await page.evaluate(() => window.benchCold!)
      if (sample.preloaded)
        throw new Error('cold start: the frame was already mounted when init() was called')
      if (run >= RUNS.coldWarmup) cold.push(sample)
    } finally {
      await context.close()
    }
  }
  addTiming(
    'Cold start: `init()` → resolved',
    cold.map((sample) => sample.total),
    {
      note: 'fresh context and page per run; iframe inserted → modal boots → `ready` → `configure` answered',
    },
  )
  addTiming(
    '  … of which: `init()` → modal’s `hello` received',
    cold.map((sample) => sample.hello),
    { note: 'the frame’s document and scripts fetched and run: `hello` is the first thing the modal does' },
  )
  addTiming(
    '  … of which: `init()` → `ready` (first state event)',
    cold.map((sample) => sample.ready),
    { note: 'ports transferred; config.json and stored state read; the view it opens on rendered' },
  )

  // 2b. What users feel (issue 11's method): a real click to the first wallet row, CPU ×1 and ×4.
  const startup = await measureClicks(browser, host.url, modal.url, network)

  // One warm page for the rest.
  const context = await newHostContext(browser)
  stops.push(() => context.close())
  const page = await openHostPage(context, host.url, modal.url)
  await page.evaluate((network) => window.WalletModal.init({ networks: [network] }), network)
  const frame = modalFrameOf(page, modal.url)
  await installFrameProbe(frame)
  await installPhaseHelper(page)
  const interval = await frameInterval(page)

  // 3. Warm open.
  const opens: OpenSample[] = []
  for (let run = 0; run < RUNS.openWarmup + RUNS.open; run++) {
    const host = await openOnce(page, phase(run, RUNS.open, interval), interval)
    const record = await frame.evaluate(() => window.benchTake!())
    await closeAndSettle(page)
    if (!record) throw new Error('the modal frame never showed its dialog')
    if (run < RUNS.openWarmup) continue
    const fromStart = (at: number) => at - host.start
    opens.push({
      resolved: host.resolved,
      shown: host.shown,
      hostRaf: host.hostRaf,
      drawn: host.drawn,
      frame: {
        commit: fromStart(record.commit),
        raf: fromStart(record.raf),
        animDone: fromStart(record.animDone),
        animations: record.animations,
      },
    })
  }
  const pick = (get: (sample: OpenSample) => number) => opens.map(get)
  addTiming(
    'Warm open: `openWalletModal()` → resolved',
    pick((s) => s.resolved),
    { p99: true, note: 'the promise; by then the dialog is drawn and the frame set visible ¹' },
  )
  addTiming(
    '  … → dialog shown in the modal (`data-open` set, no render)',
    pick((s) => s.frame.commit),
    { p99: true, note: 'MutationObserver in the frame, on the host’s clock' },
  )
  addTiming(
    '  … → frame set to opacity 1 (host gets `open` state)',
    pick((s) => s.shown),
    { p99: true, note: 'the loader’s subscriber call, right after it restyles the frame' },
  )
  addTiming(
    '  … → first rendering update with both (host rAF)',
    pick((s) => s.hostRaf),
    { p99: true, note: '¹ rAF queued in the host when it set opacity 1' },
  )
  addTiming(
    '  … → **drawn**: that update done',
    pick((s) => s.drawn),
    { p99: true, note: '¹ a task posted from that rAF: runs once style, layout, paint and commit are done' },
  )
  addTiming(
    '  … → opening animation finished',
    pick((s) => s.frame.animDone),
    {
      p99: true,
      note: `backdrop colour and card transform (150 ms in CSS), ${median(pick((s) => s.frame.animations))} animations`,
    },
  )
  // What any change in the page costs to reach the screen here: headless Chromium's frame scheduling.
  const idleFrame: number[] = []
  for (let run = 0; run < RUNS.openWarmup + RUNS.open; run++) {
    const sample = await idleToFrame(page, phase(run, RUNS.open, interval), interval)
    if (run >= RUNS.openWarmup) idleFrame.push(sample)
  }
  addTiming('  (baseline: a host DOM change → its update done)', idleFrame, {
    p99: true,
    note: '² same phases and probe, no modal: what any change costs to reach the screen here',
  })

  // 4. eth_chainId through the bridge.
  await providerLoop(page, 'eth_chainId', RUNS.chainIdWarmup)
  const chainId = await providerLoop(page, 'eth_chainId', RUNS.chainId)
  addTiming('`provider.request eth_chainId`', chainId.times, {
    p99: true,
    note: `bridge round trip, answered from modal state; mean ${perCall(chainId.total, RUNS.chainId)}`,
  })

  // 5. eth_blockNumber through the bridge and viem, and both calls straight to anvil.
  await providerLoop(page, 'eth_blockNumber', RUNS.blockWarmup)
  const block = await providerLoop(page, 'eth_blockNumber', RUNS.block)
  addTiming('`provider.request eth_blockNumber`', block.times, {
    p99: true,
    note: `bridge + viem http transport (batched: a setTimeout 0 hop) + anvil; mean ${perCall(block.total, RUNS.block)}`,
  })
  await fetchLoop(page, anvil.rpcUrl, 'eth_chainId', RUNS.blockWarmup)
  const fetchChainId = await fetchLoop(page, anvil.rpcUrl, 'eth_chainId', RUNS.block)
  addTiming('`fetch` → anvil `eth_chainId`', fetchChainId.times, {
    p99: true,
    note: `host page straight to anvil (CORS); mean ${perCall(fetchChainId.total, RUNS.block)}`,
  })
  await fetchLoop(page, anvil.rpcUrl, 'eth_blockNumber', RUNS.blockWarmup)
  const fetchBlock = await fetchLoop(page, anvil.rpcUrl, 'eth_blockNumber', RUNS.block)
  addTiming('`fetch` → anvil `eth_blockNumber`', fetchBlock.times, {
    p99: true,
    note: `host page straight to anvil (CORS); mean ${perCall(fetchBlock.total, RUNS.block)}`,
  })

  // 6. The floor: a bare MessagePort round trip to a frame on the modal's origin.
  await connectEcho(page, 'sameSite', `${modal.url}/bench-echo.html`)
  await echoLoop(page, 'sameSite', RUNS.floorWarmup)
  const floor = await echoLoop(page, 'sameSite', RUNS.floor)
  addTiming('Floor: MessagePort round trip, host ↔ cross-origin frame', floor.times, {
    p99: true,
    note: `echo page on the modal’s origin (same-site), in the bench page; mean ${perCall(floor.total, RUNS.floor)}`,
  })
  // For contrast, the same echo from another site (127.0.0.2), which Chromium puts in another process.
  const crossSite = await serveStatic({
    root: scratch,
    host: '127.0.0.2',
    routes: { '/bench-echo.html': join(scratch, 'echo.html'), '/bench-echo.js': join(scratch, 'echo.js') },
  })
  stops.push(crossSite.close)
  await connectEcho(page, 'crossSite', `${crossSite.url}/bench-echo.html`)
  await echoLoop(page, 'crossSite', RUNS.floorWarmup)
  const floorCrossSite = await echoLoop(page, 'crossSite', RUNS.floor)
  addTiming('  (contrast: same echo from a cross-site frame, 127.0.0.2)', floorCrossSite.times, {
    p99: true,
    note: `not the tested layout; mean ${perCall(floorCrossSite.total, RUNS.floor)}`,
  })
  // 7. WalletConnect: choosing it → the QR code drawn (the first run also loads the WalletConnect chunk and
  // client), and a request round trip through a local relay to a wallet that approves at once.
  const relay = await startRelay()
  stops.push(relay.stop)
  const wcWallet = await startWallet({
    relayUrl: relay.url,
    privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
    chains: [{ id: 31337, rpcUrl: anvil.rpcUrl }],
    autoApprove: true,
  })
  stops.push(wcWallet.stop)
  const wcContext = await newHostContext(browser)
  await wcContext.grantPermissions(['clipboard-read', 'clipboard-write'])
  const wcPage = await openHostPage(wcContext, host.url, modal.url)
  await wcPage.evaluate(
    ({ network, relayUrl }) => window.WalletModal.init({ networks: [network], projectId: 'bench', relayUrl }),
    { network, relayUrl: relay.url },
  )
  const wcFrame = wcPage.frameLocator('iframe[title="Wallet"]')
  const qrTimes: number[] = []
  for (let run = 0; run < RUNS.qr; run++) {
    const started = performance.now()
    await wcPage.evaluate(() => window.WalletModal.openWalletModal({ view: 'ConnectingWalletConnect' }))
    await wcFrame.getByRole('img', { name: /WalletConnect QR code/ }).waitFor()
    qrTimes.push(performance.now() - started)
    if (run < RUNS.qr - 1) await wcPage.evaluate(() => window.WalletModal.closeWalletModal())
  }
  addTiming('WalletConnect: choose it → QR drawn, first (loads the client)', qrTimes.slice(0, 1), {
    note: 'Playwright clock: includes a few ms of driver round trips',
  })
  addTiming('WalletConnect: choose it → QR drawn, warm', qrTimes.slice(1), {
    p99: true,
    note: 'a new pairing each time',
  })
  await wcFrame.getByRole('button', { name: 'Copy link' }).click()
  await wcWallet.pair(await wcPage.evaluate(() => navigator.clipboard.readText()))
  await wcPage.waitForFunction(() => window.WalletModal.getState().status === 'connected')
  const signTimes = await wcPage.evaluate(async (runs) => {
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
  addTiming(
    'WalletConnect: `personal_sign` round trip via the relay',
    signTimes.slice(RUNS.wcRequestWarmup),
    {
      p99: true,
      note: 'bridge → session → local relay → wallet signs → back; the wallet approves at once',
    },
  )
  await wcContext.close()
  rows.push(...(await measureAccountOpen({ browser, modalUrl: modal.url, rpcUrl: anvil.rpcUrl })))

  const solanaContext = await newHostContext(browser)
  const solana = await measureSolanaSignMessage(solanaContext, {
    hostUrl: host.url,
    modalUrl: modal.url,
    walletFile: bundles['/solana-test-wallet.js']!,
    warmup: RUNS.solanaSignWarmup,
    runs: RUNS.solanaSign,
  })
  await solanaContext.close()
  addTiming('Solana: `solana:signMessage` via the modal’s Wallet Standard wallet', solana.viaModal, {
    p99: true,
    note: 'getWallets() dapp → wallet-standard.js → modal → the page’s Wallet Standard wallet (approves at once) → back',
  })
  addTiming('  (contrast: the same, straight to the page’s wallet)', solana.direct, { p99: true })

  const oopifs = await outOfProcessFrames(browser)
  const modalOutOfProcess = oopifs.some((url) => url.startsWith(`${modal.url}/`))

  // What anvil answers to the CORS preflight that `Content-Type: application/json` POSTs need.
  const preflight = await fetch(anvil.rpcUrl, {
    method: 'OPTIONS',
    headers: {
      Origin: host.url,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  }).then((response) => ({
    status: response.status,
    maxAge: response.headers.get('access-control-max-age'),
    allowOrigin: response.headers.get('access-control-allow-origin'),
  }))

  await stopAll()
  const anvilAfter = anvilProcesses()
  const ours = [...anvilAfter].filter(([, command]) => command.includes(`--port ${anvilPort} `))
  const seconds = (performance.now() - began) / 1000
  const pids = (processes: Map<number, string>) =>
    processes.size ? [...processes.keys()].join(', ') : 'none'

  const cpu = cpus()
  const paragraph = (...sentences: string[]) => sentences.filter(Boolean).join(' ')
  console.log(`\n## Bench (${new Date().toISOString()})\n`)
  console.log(
    paragraph(
      `Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}),`,
      idleBefore === undefined
        ? ''
        : `${(idleBefore * 100).toFixed(0)}% CPU idle in the second before the bench,`,
      'load average',
      `${loadBefore.map((value) => value.toFixed(2)).join(' ')} at start, ${loadavg()[0]!.toFixed(2)} at the end;`,
      `Node ${process.version};`,
      `Chromium ${chromiumVersion} headless (${CHROMIUM}, flags from playwright.config.ts), frame interval`,
      `${interval.toFixed(2)} ms. Modal http://127.0.0.1:${modal.port}, host http://127.0.0.1:${host.port}`,
      `(cross-origin, same-site), anvil ${anvil.rpcUrl}. The modal frame runs`,
      modalOutOfProcess
        ? 'in a renderer process of its own (OOPIF).'
        : 'in the host page’s renderer process (same site, so no OOPIF).',
      `Out-of-process frames at the end: ${oopifs.length ? oopifs.join(', ') : 'none'}.`,
    ),
  )
  if (idleBefore !== undefined && idleBefore < 0.8)
    console.log(
      `\n**Warning: other processes kept the CPU ${((1 - idleBefore) * 100).toFixed(0)}% busy just before the` +
        ' bench: the figures below, their tails most, are inflated by the competition.**',
    )
  console.log('')
  console.log('| size | bytes |\n|---|--:|')
  console.log(`| \`loader.js\` raw | ${raw} |`)
  console.log(`| \`loader.js\` after \`gzip -9\` | ${gzipped} (budget 3072) |`)
  console.log(
    `| JS the modal's frame loads before \`ready\`, \`gzip -9\` per file | ${startup.startupJsGzip} |\n`,
  )
  printTable()
  console.log(
    [
      '',
      paragraph(
        '¹ "Drawn". The dialog is rendered while the modal is closed; opening sets one attribute in the modal',
        '(no React commit), and the modal posts the state event on which the loader sets the frame to opacity 1',
        "in a task after the modal's next rendering update, so the frame is never shown before its content.",
        '`openWalletModal()` resolves on the answer that follows that event: by then the dialog is drawn in the',
        'frame, but the frame\'s opacity change is not on screen yet. "Drawn" is the end of the first rendering',
        'update after the host has set opacity 1: a rAF is queued at that moment, and a task posted from that rAF',
        "runs once the update (style, layout, paint, commit to the compositor) is done. The modal's own first",
        `rAF after the attribute is set: median ${ms(median(pick((s) => s.frame.raf)))}, against`,
        `${ms(median(pick((s) => s.hostRaf)))} for the host's. Not included: the compositor's presentation`,
        '(up to one refresh interval more), which a page cannot observe. The opening animation moves the card',
        "and fades only the backdrop's colour: the content is fully opaque from its first frame.",
      ),
      '',
      paragraph(
        '² Every open, and every baseline run, starts after the page has been idle for two frames, at a phase of',
        `the frame clock (period ${interval.toFixed(1)} ms) spread evenly over one period, as a user's click`,
        'would land. The baseline is what any DOM change costs to reach the screen here. The rows above minus',
        `the baseline are the modal's share. With ${RUNS.open} runs, p99 is the slowest run.`,
      ),
      '',
      paragraph(
        '³ "Click → first wallet row visible" is issue 11\'s side-by-side method: `performance.now()` in a',
        'capturing click listener on the host page, to the first animation frame in which the first wallet row is',
        "visible: the frame element shown (the host's first rAF after the loader sets opacity 1) and, inside the",
        'frame, the first wallet row laid out with a non-zero effective opacity (a rAF loop armed before the',
        'click); the later of the two, on clocks aligned by `timeOrigin`. It includes what "Warm open" leaves',
        'out: the input event, the click handler, and the frames until the row itself is on screen. "Fully',
        'opaque" waits for the open animation too. A fresh page is a new page in a context whose HTTP cache is',
        'warm, opened, configured and idle before the click, as a returning visitor finds a dapp.',
      ),
      '',
      paragraph(
        'Timings are `performance.now()` deltas inside the page. Without cross-origin isolation Chromium',
        'coarsens them to 0.1 ms, so medians under 1 ms are quantised ("< 0.1 ms" is below one tick). The',
        'means come from total loop time ÷ runs and are exact. Warm-ups not counted:',
        `${RUNS.coldWarmup} cold starts, ${RUNS.openWarmup} opens, ${RUNS.chainIdWarmup} eth_chainId,`,
        `${RUNS.blockWarmup} of each anvil call, ${RUNS.floorWarmup} echo round trips. p99 is nearest-rank.`,
        `anvil answers the CORS preflight with ${preflight.status}, Access-Control-Allow-Origin`,
        `${preflight.allowOrigin}, Access-Control-Max-Age`,
        `${preflight.maxAge ?? 'absent (so Chromium caches each preflight for 5 s)'}.`,
        `The bench took ${seconds.toFixed(0)} s.`,
      ),
      '',
      paragraph(
        `anvil processes before: ${pids(anvilBefore)}; after: ${pids(anvilAfter)}.`,
        ours.length
          ? `OURS (port ${anvilPort}) IS STILL RUNNING: ${ours.map(([pid]) => pid).join(', ')}.`
          : `Ours (port ${anvilPort}) has stopped.`,
      ),
    ].join('\n'),
  )
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
