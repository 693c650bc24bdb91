import type { CDPSession } from '@playwright/test'
import { onStop } from './cleanup.js'
import { newProbedContext } from './clickToRow.js'
import { attachFrameTargets } from './frameTargets.js'
import type { Network } from './hostPage.js'
import { type Layout, primedPage } from './layouts.js'
import { type Row, timingRow } from './table.js'

/** How long each closed modal is watched, after it has settled; and how many fresh pages a layout. */
const WATCH_MS = 4000
const SETTLE_MS = 1500
const PAGES = 3

type Metrics = Record<string, number>
const read = async (send: (method: string) => Promise<Record<string, unknown>>): Promise<Metrics> => {
  const { metrics } = (await send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }
  return Object.fromEntries(metrics.map(({ name, value }) => [name, value]))
}

/**
 * Issue 26: a closed frame that keeps rendering must do no work of its own. CDP `Performance.getMetrics` on the
 * modal frame's renderer (its own process, reached through its `iframe` target: cross-site, and same-site too since
 * the modal is origin-keyed; the page's, host page included, where the frame has no target of its own) over WATCH_MS of a closed, primed modal: main-thread task time per second, and how many style
 * recalculations and layouts ran.
 */
export async function measureClosedCpu(options: { layouts: Layout[]; hostUrl: string; network: Network }) {
  const rows: Row[] = []
  for (const layout of options.layouts) {
    const context = await newProbedContext(layout.browser)
    onStop(() => context.close())
    const perSecond: number[] = []
    const counts: string[] = []
    let ownRenderer = false
    for (let run = 0; run < PAGES; run++) {
      const { page } = await primedPage(context, options.hostUrl, layout, options.network)
      const [target] = await attachFrameTargets(layout.browser, `${layout.modalUrl}/`)
      let session: CDPSession | undefined
      ownRenderer = target !== undefined
      if (!target) session = await page.context().newCDPSession(page)
      const send = (method: string) =>
        target ? target.send(method) : session!.send(method as 'Performance.getMetrics')
      await send('Performance.enable')
      await new Promise((done) => setTimeout(done, SETTLE_MS))
      const before = await read(send)
      await new Promise((done) => setTimeout(done, WATCH_MS))
      const after = await read(send)
      const delta = (name: string) => (after[name] ?? 0) - (before[name] ?? 0)
      perSecond.push((delta('TaskDuration') * 1000) / (WATCH_MS / 1000))
      counts.push(`${delta('RecalcStyleCount')}/${delta('LayoutCount')}`)
      await (target ? target.release() : session!.detach())
      await page.close()
    }
    rows.push(
      timingRow(`Closed, primed modal, idle: main-thread task time per second, ${layout.name}`, perSecond, {
        note: `${ownRenderer ? 'the frame’s own renderer' : 'the page’s renderer, host page included'}; style recalcs/layouts in ${WATCH_MS / 1000} s: ${counts.join(', ')}`,
      }),
    )
  }
  return rows
}
