import type { Browser, BrowserContext } from '@playwright/test'
import { type Network, newHostContext, openHostPage } from './hostPage.js'
import { RUNS } from './runs.js'
import { type Row, timingRow } from './table.js'

type ColdSample = { total: number; hello: number; ready: number; preloaded: boolean }

declare global {
  interface Window {
    benchCold?: Promise<ColdSample>
  }
}

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

/** Cold start: a fresh context (empty storage, empty caches) and page per run. */
export async function measureColdStart(
  browser: Browser,
  options: { hostUrl: string; modalUrl: string; network: Network },
): Promise<Row[]> {
  const cold: ColdSample[] = []
  for (let run = 0; run < RUNS.coldWarmup + RUNS.cold; run++) {
    const context = await newHostContext(browser)
    try {
      await armColdStart(context, options.network)
      const page = await openHostPage(context, options.hostUrl, options.modalUrl)
      const sample = await page.evaluate(() => window.benchCold!)
      if (sample.preloaded)
        throw new Error('cold start: the frame was already mounted when init() was called')
      if (run >= RUNS.coldWarmup) cold.push(sample)
    } finally {
      await context.close()
    }
  }
  return [
    timingRow(
      'Cold start: `init()` → resolved',
      cold.map((sample) => sample.total),
      {
        note: 'fresh context and page per run; iframe inserted → modal boots → `ready` → `configure` applied, the view it opens on rendered, answered',
      },
    ),
    timingRow(
      '  … of which: `init()` → modal’s `hello` received',
      cold.map((sample) => sample.hello),
      { note: 'the frame’s document and scripts fetched and run: `hello` is the first thing the modal does' },
    ),
    timingRow(
      '  … of which: `init()` → `ready` (first state event)',
      cold.map((sample) => sample.ready),
      { note: 'ports transferred; config.json and stored state read' },
    ),
  ]
}
