import type { Browser } from '@playwright/test'
import { onStop } from './cleanup.js'
import {
  type ClickSample,
  clickToRow,
  closeAndIdle,
  newProbedContext,
  openReadyPage,
  type Startup,
  throttle,
} from './clickToRow.js'
import type { Network } from './hostPage.js'
import { RUNS } from './runs.js'
import { median, type Row, timingRow } from './table.js'

/** The four rows of one CPU rate: first open and warm re-open, each to the row visible and fully opaque. */
function clickRows(rate: number, first: ClickSample[], reopens: ClickSample[]): Row[] {
  const note =
    rate === 1 ? 'real click on the host button → first rAF that sees the row ³' : 'CDP CPU throttling ×4'
  return [
    timingRow(
      `**Click → first wallet row visible**, first open on a fresh page, CPU ×${rate}`,
      first.map((s) => s.visible),
      { note },
    ),
    timingRow(
      `  … → that row fully opaque, CPU ×${rate}`,
      first.map((s) => s.opaque),
      { note: 'no ancestor below full opacity' },
    ),
    timingRow(
      `Click → first wallet row visible, warm re-open, CPU ×${rate}`,
      reopens.map((s) => s.visible),
      { p99: true },
    ),
    timingRow(
      `  … → that row fully opaque, CPU ×${rate}`,
      reopens.map((s) => s.opaque),
      { p99: true },
    ),
  ]
}

/**
 * Click → first wallet row visible and fully opaque (e2e/bench/clickToRow.ts), on a fresh page (the first open a
 * visitor makes; the HTTP cache is warm, as for a returning visitor) and on warm re-opens of that page, at CPU ×1
 * and ×4; plus `ready` from navigation start and from the frame's insertion. Answers the startup figures.
 */
export async function measureClicks(browser: Browser, hostUrl: string, modalUrl: string, network: Network) {
  const context = await newProbedContext(browser)
  onStop(() => context.close())
  const rows: Row[] = []
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
    rows.push(...clickRows(rate, first, reopens))
  }
  rows.push(
    timingRow(
      'Modal `ready`, from the host page’s navigation start',
      startups.map((s) => s.readyFromNavigation),
      {
        note: 'fresh page, warm HTTP cache; the loader preloads the frame after the page’s `load`',
      },
    ),
    timingRow(
      'Modal `ready`, from the frame’s insertion',
      startups.map((s) => s.readyFromInsertion),
    ),
  )
  return {
    rows,
    startupJsGzip: median(startups.map((s) => s.startupJsGzip)),
    renderedJsGzip: median(startups.map((s) => s.renderedJsGzip)),
  }
}
