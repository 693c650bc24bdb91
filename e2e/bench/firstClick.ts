import type { BrowserContext, Frame, Page } from '@playwright/test'
import { onStop } from './cleanup.js'
import { newProbedContext } from './clickToRow.js'
import type { Network } from './hostPage.js'
import type { Layout } from './layouts.js'
import { type Row, timingRow } from './table.js'

/** Fresh pages a layout, after one warm-up (the HTTP cache warm, as for a returning visitor). */
const RUNS = 8

type Sample = { click: number; visible: number }

/**
 * Installed in the page before its scripts: the click comes as soon as the page can take it. On the dapp's page, in
 * the task in which the loader has run (the dapp calls `init` at load, then the visitor clicks Connect); on the
 * in-page modal's page, once React has put its Connect button in the page. A script's click is not a person's, but
 * both handlers only open the modal; what is measured is what comes after.
 */
function earlyClick(network: unknown) {
  if (window !== window.top) return
  const click = () => document.getElementById('connect')!.click()
  if (location.pathname.endsWith('/in-page.html')) {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('connect')) return
      observer.disconnect()
      setTimeout(click)
    }).observe(document, { childList: true, subtree: true })
    return
  }
  document.addEventListener(
    'load',
    (event) => {
      const script = event.target
      if (!(script instanceof HTMLScriptElement) || !script.src.endsWith('/loader.js')) return
      void window.WalletModal.init({ networks: [network as never] })
      click()
    },
    true,
  )
}

/** Reads the early click's times from the page and the frame that shows the row: both from navigation start. */
async function times(page: Page, frame: Page | Frame, shownToo: boolean): Promise<Sample> {
  // The in-page page has no frame to show: its "shown" never settles.
  await page.waitForFunction(() => window.benchClickAt !== undefined)
  const host = await page.evaluate(
    (shownToo) =>
      Promise.all([performance.timeOrigin, window.benchClickAt!, shownToo ? window.benchShownAt! : 0]),
    shownToo,
  )
  const row = await frame.evaluate(() => window.benchRow!)
  const [origin, clickAt, shownAt] = host
  return { click: clickAt - origin, visible: Math.max(row.visible, shownToo ? shownAt : 0) - origin }
}

/**
 * Issue 26, usable soon after load: a visitor clicks Connect as soon as the dapp's page can take it (the loader has
 * run; the dapp calls `init` at load), long before the modal is `ready`; the click waits for it. Times from the
 * page's navigation start to the click, and to the first frame in which the first wallet row is on screen, in each
 * layout and for the in-page React modal, at CPU ×1.
 */
export async function measureFirstClick(options: {
  layouts: Layout[]
  hostUrl: string
  inPageUrl: string
  network: Network
}): Promise<Row[]> {
  const { layouts, hostUrl, inPageUrl, network } = options
  const contextFor = async (layout: Layout) => {
    const context: BrowserContext = await newProbedContext(layout.browser, true)
    await context.addInitScript(earlyClick, network)
    onStop(() => context.close())
    return context
  }
  const rows: Row[] = []
  const report = (name: string, samples: Sample[]) =>
    rows.push(
      timingRow(
        `Navigation → first click shows the wallet list, ${name}, CPU ×1`,
        samples.map((s) => s.visible),
        {
          note: 'the click as soon as the page takes it (a script’s); fresh page, warm HTTP cache',
        },
      ),
      timingRow(
        `  … of which navigation → that click, ${name}`,
        samples.map((s) => s.click),
      ),
      timingRow(
        `  … of which the click waits (click → row visible), ${name}`,
        samples.map((s) => s.visible - s.click),
      ),
    )

  const inPage: Sample[] = []
  const inPageContext = await contextFor(layouts[0]!)
  for (let run = 0; run <= RUNS; run++) {
    const page = await inPageContext.newPage()
    await page.goto(inPageUrl, { waitUntil: 'commit' })
    const sample = await times(page, page, false)
    if (run > 0) inPage.push(sample)
    await page.close()
  }
  report('in-page React modal', inPage)

  for (const layout of layouts) {
    const context = await contextFor(layout)
    const samples: Sample[] = []
    for (let run = 0; run <= RUNS; run++) {
      const page = await context.newPage()
      const framed = page.waitForEvent('framenavigated', (frame) =>
        frame.url().startsWith(`${layout.modalUrl}/`),
      )
      await page.goto(`${hostUrl}/host.html?modal=${encodeURIComponent(`${layout.modalUrl}/`)}`, {
        waitUntil: 'commit',
      })
      const sample = await times(page, await framed, true)
      if (run > 0) samples.push(sample)
      await page.close()
    }
    report(`modal ${layout.name}`, samples)
  }
  return rows
}
