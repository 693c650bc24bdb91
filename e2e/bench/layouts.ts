import type { Browser, BrowserContext, Page } from '@playwright/test'
import { onStop } from './cleanup.js'
import {
  type ClickSample,
  clickToInPageRow,
  clickToRow,
  newProbedContext,
  openReadyPage,
  throttle,
} from './clickToRow.js'
import { throttleFrames } from './frameTargets.js'
import type { Network } from './hostPage.js'
import { RUNS } from './runs.js'
import { median, ms, type Row, timingRow } from './table.js'

/** Where the modal is served from, and in which browser: the three layouts a dapp can have (issue 26). */
export type Layout = {
  name: string
  browser: Browser
  /** The modal's origin, without a trailing slash. */
  modalUrl: string
  /** Whether the modal's frame may use its own `localStorage`, read in the frame (a check of the layout). */
  storage?: string
}

/** The layouts: same-site, and cross-site (`localhost` is another site than 127.0.0.1) with storage partitioned or blocked. */
export function layoutsOf(stack: { browser: Browser; partitioned: Browser; modalUrl: string }): Layout[] {
  const crossSite = stack.modalUrl.replace('//127.0.0.1:', '//localhost:')
  return [
    { name: 'same-site', browser: stack.browser, modalUrl: stack.modalUrl },
    { name: 'cross-site, storage partitioned', browser: stack.partitioned, modalUrl: crossSite },
    { name: 'cross-site, storage blocked', browser: stack.browser, modalUrl: crossSite },
  ]
}

/** A fresh page, ready and configured, whose closed modal has painted the screen it opens on (primed). */
export async function primedPage(context: BrowserContext, hostUrl: string, layout: Layout, network: Network) {
  const { page, frame } = await openReadyPage(context, hostUrl, layout.modalUrl, network)
  await frame.waitForSelector('html[data-primed]', { state: 'attached' })
  // The modal posted its primed state before it answers this, on the same port: the loader has it now.
  await page.evaluate(() => window.WalletModal.provider.request({ method: 'eth_chainId' }))
  layout.storage ??= await frame.evaluate(() => {
    try {
      localStorage.setItem('bench', '1')
      return 'works'
    } catch {
      return 'throws'
    }
  })
  return { page, frame }
}

/** Throttles the page's renderer and, cross-site, the modal frame's own one (the page's rate does not reach it). */
async function throttleAll(page: Page, layout: Layout, rate: number) {
  const session = await throttle(page, rate)
  const frames = await throttleFrames(layout.browser, `${layout.modalUrl}/`, rate)
  return async () => {
    await frames()
    await session.detach()
  }
}

/** A fixed busy loop in the modal's frame: its time shows whether the frame's renderer is throttled. */
const BUSY_LOOP = () => {
  const start = performance.now()
  let sum = 0
  for (let i = 0; i < 3e6; i++) sum += Math.sqrt(i)
  return sum > 0 ? performance.now() - start : 0
}

/** First opens on fresh pages, click → first row visible and fully opaque, for `layout` (or the in-page page). */
async function firstOpens(
  context: BrowserContext,
  open: (context: BrowserContext) => Promise<{ page: Page; sample: (rate: number) => Promise<ClickSample> }>,
  rate: number,
): Promise<ClickSample[]> {
  const samples: ClickSample[] = []
  for (let run = 0; run < RUNS.clickWarmup + RUNS.click; run++) {
    const { page, sample } = await open(context)
    const result = await sample(rate)
    if (run >= RUNS.clickWarmup) samples.push(result)
    await page.close()
  }
  return samples
}

/**
 * Issue 26: click → first wallet row, first open on a fresh page, in every layout at CPU ×1 and ×4, with the
 * in-page React modal (inPageModal.ts) measured in the same run as the reference; each row notes its ratio to it.
 */
export async function measureLayouts(options: {
  layouts: Layout[]
  hostUrl: string
  inPageUrl: string
  network: Network
}) {
  const { layouts, hostUrl, inPageUrl, network } = options
  const contexts = new Map<Browser, BrowserContext>()
  const contextOf = async (browser: Browser) => {
    if (!contexts.has(browser)) {
      const context = await newProbedContext(browser)
      onStop(() => context.close())
      contexts.set(browser, context)
    }
    return contexts.get(browser)!
  }
  const rows: Row[] = []
  /** The frame's busy loop before and after throttling ×4, once a layout (in a warm-up run). */
  const slowdown = new Map<string, string>()
  for (const rate of [1, 4]) {
    // The in-page modal opened a second time on the same page: React's code warm, the icons decoded. The stricter
    // reference, which the modal's ratios are also given against.
    const reopens: ClickSample[] = []
    const inPage = await firstOpens(
      await contextOf(layouts[0]!.browser),
      async (context) => {
        const page = await context.newPage()
        await page.goto(inPageUrl)
        // Idle before the click, as the modal's pages are (ready, configured, primed): React has committed and the
        // page has had idle time (or 200 ms: after a close, headless Chromium sometimes never calls it).
        await page.waitForSelector('#connect')
        await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 200 })))
        return {
          page,
          sample: async (rate) => {
            const session = await throttle(page, rate)
            const result = await clickToInPageRow(page)
            // Closed by a press on its backdrop, then idle again.
            await page.mouse.click(4, 4)
            await page.waitForSelector('[role="dialog"]', { state: 'detached' })
            await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 200 })))
            reopens.push(await clickToInPageRow(page))
            await session.detach()
            return result
          },
        }
      },
      rate,
    )
    const reference = median(inPage.map((s) => s.visible))
    const reopened = reopens.slice(RUNS.clickWarmup)
    const warmReference = median(reopened.map((s) => s.visible))
    const ratios = (value: number) =>
      `${(value / reference).toFixed(2)}× the in-page modal's first open, ${(value / warmReference).toFixed(2)}× its re-open`
    rows.push(
      timingRow(
        `Click → first row visible, in-page React modal (reference), CPU ×${rate}`,
        inPage.map((s) => s.visible),
        {
          note: 'first open on a fresh page',
        },
      ),
      timingRow(
        `  … → that row fully opaque, in-page, CPU ×${rate}`,
        inPage.map((s) => s.opaque),
      ),
      timingRow(
        `Click → first row visible, in-page React modal opened again (reference), CPU ×${rate}`,
        reopened.map((s) => s.visible),
        { note: 'the same page, closed, idle, clicked again' },
      ),
      timingRow(
        `  … → that row fully opaque, in-page re-open, CPU ×${rate}`,
        reopened.map((s) => s.opaque),
      ),
    )
    for (const layout of layouts) {
      const samples = await firstOpens(
        await contextOf(layout.browser),
        async (context) => {
          const { page, frame } = await primedPage(context, hostUrl, layout, network)
          return {
            page,
            sample: async (rate) => {
              const check = rate === 4 && !slowdown.has(layout.name)
              const before = check ? await frame.evaluate(BUSY_LOOP) : 0
              const release = await throttleAll(page, layout, rate)
              if (check) slowdown.set(layout.name, `${ms(before)} → ${ms(await frame.evaluate(BUSY_LOOP))}`)
              const result = await clickToRow(page, frame)
              await release()
              return result
            },
          }
        },
        rate,
      )
      const visible = median(samples.map((s) => s.visible))
      rows.push(
        timingRow(
          `Click → first row visible, modal ${layout.name}, CPU ×${rate}`,
          samples.map((s) => s.visible),
          {
            note: `${ratios(visible)}; frame storage ${layout.storage}`,
          },
        ),
        timingRow(
          `  … → that row fully opaque, ${layout.name}, CPU ×${rate}`,
          samples.map((s) => s.opaque),
          {
            note: ratios(median(samples.map((s) => s.opaque))),
          },
        ),
      )
    }
  }
  return { rows, slowdown: [...slowdown].map(([name, times]) => `${name} ${times}`) }
}
