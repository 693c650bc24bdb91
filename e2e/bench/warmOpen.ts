import type { Browser, Frame, Page } from '@playwright/test'
import { onStop } from './cleanup.js'
import { frameInterval, installPhaseHelper, phase } from './framePhase.js'
import { modalFrameOf, type Network, newHostContext, openHostPage } from './hostPage.js'
import { RUNS } from './runs.js'
import { median, type Row, timingRow } from './table.js'

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
  }
}

/** The page the warm measures share: configured, with the frame probe and the phase helper installed. */
export type WarmPage = { page: Page; frame: Frame; interval: number }

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

/** One warm page for the rest of the bench. */
export async function openWarmPage(
  browser: Browser,
  options: { hostUrl: string; modalUrl: string; network: Network },
): Promise<WarmPage> {
  const context = await newHostContext(browser)
  onStop(() => context.close())
  const page = await openHostPage(context, options.hostUrl, options.modalUrl)
  await page.evaluate((network) => window.WalletModal.init({ networks: [network] }), options.network)
  const frame = modalFrameOf(page, options.modalUrl)
  await installFrameProbe(frame)
  await installPhaseHelper(page)
  return { page, frame, interval: await frameInterval(page) }
}

function warmOpenRows(opens: readonly OpenSample[]): Row[] {
  const pick = (get: (sample: OpenSample) => number) => opens.map(get)
  return [
    timingRow(
      'Warm open: `openWalletModal()` → resolved',
      pick((s) => s.resolved),
      { p99: true, note: 'the promise; by then the dialog is drawn and the frame set visible ¹' },
    ),
    timingRow(
      '  … → dialog shown in the modal (`data-open` set, no render)',
      pick((s) => s.frame.commit),
      { p99: true, note: 'MutationObserver in the frame, on the host’s clock' },
    ),
    timingRow(
      '  … → host gets the `open` state',
      pick((s) => s.shown),
      {
        p99: true,
        note: 'the loader’s subscriber call; primed (same-site), the frame was shown in the call’s task already',
      },
    ),
    timingRow(
      '  … → first rendering update after that (host rAF)',
      pick((s) => s.hostRaf),
      { p99: true, note: '¹ rAF queued in the host’s subscriber call' },
    ),
    timingRow(
      '  … → **drawn**: that update done',
      pick((s) => s.drawn),
      {
        p99: true,
        note: '¹ a task posted from that rAF: runs once style, layout, paint and commit are done',
      },
    ),
    timingRow(
      '  … → opening animation finished',
      pick((s) => s.frame.animDone),
      {
        p99: true,
        note: `the backdrop’s colour (150 ms in CSS; the card does not move), ${median(pick((s) => s.frame.animations))} animations`,
      },
    ),
  ]
}

/** Warm opens at phases spread over one frame interval; also the medians footnote ¹ quotes (the two first rAFs). */
export async function measureWarmOpen({ page, frame, interval }: WarmPage) {
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
  return {
    rows: warmOpenRows(opens),
    frameRaf: median(opens.map((s) => s.frame.raf)),
    hostRaf: median(opens.map((s) => s.hostRaf)),
  }
}
