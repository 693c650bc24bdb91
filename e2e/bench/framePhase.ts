import type { Page } from '@playwright/test'
import { RUNS } from './runs.js'
import { type Row, timingRow } from './table.js'

declare global {
  interface Window {
    benchAlign?: (offset: number, interval: number) => Promise<void>
  }
}

/**
 * In the bench page: `benchAlign(offset, interval)` leaves the page idle for two frames, then returns `offset` ms
 * after a tick of the frame clock (busy-waiting the last stretch, so the phase is exact). A user's click lands at
 * any phase of the display's refresh; spreading the runs' offsets over one frame interval measures that, where a
 * harness that always starts at the same phase would report a fixed 2 ms or a fixed 17 ms.
 */
export function installPhaseHelper(page: Page) {
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
export function frameInterval(page: Page) {
  return page.evaluate(async () => {
    const ticks: number[] = []
    for (let i = 0; i < 31; i++) ticks.push(await new Promise<number>((done) => requestAnimationFrame(done)))
    const deltas = ticks.slice(1).map((tick, i) => tick - ticks[i]!)
    return deltas.sort((a, b) => a - b)[deltas.length >> 1]!
  })
}

/** Evenly spread phases over one frame interval, one per run. */
export const phase = (run: number, runs: number, interval: number) => (((run % runs) + 0.5) / runs) * interval

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

/** What any change in the page costs to reach the screen here: headless Chromium's frame scheduling. */
export async function measureIdleBaseline(page: Page, interval: number): Promise<Row> {
  const idleFrame: number[] = []
  for (let run = 0; run < RUNS.openWarmup + RUNS.open; run++) {
    const sample = await idleToFrame(page, phase(run, RUNS.open, interval), interval)
    if (run >= RUNS.openWarmup) idleFrame.push(sample)
  }
  return timingRow('  (baseline: a host DOM change → its update done)', idleFrame, {
    p99: true,
    note: '² same phases and probe, no modal: what any change costs to reach the screen here',
  })
}
