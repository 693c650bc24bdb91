import { cpus, loadavg } from 'node:os'
import { CHROMIUM } from './benchStack.js'
import type { Preflight } from './environment.js'
import { RUNS } from './runs.js'
import { ms, printTable, type Row } from './table.js'

/** Everything the printed report states, gathered by the run. */
export type BenchReport = {
  seconds: number
  idleBefore: number | undefined
  loadBefore: number[]
  chromiumVersion: string
  interval: number
  modal: { port: number }
  host: { port: number }
  rpcUrl: string
  oopifs: string[]
  modalOutOfProcess: boolean
  loader: { raw: number; gzipped: number }
  startupJsGzip: number
  /** The frame's JS requested before the app first rendered its opening screen. */
  renderedJsGzip: number
  rows: Row[]
  /** Medians of the modal frame's and the host's first rAF after an open (footnote ¹). */
  firstRaf: { frame: number; host: number }
  preflight: Preflight
  anvilBefore: Map<number, string>
  anvilAfter: Map<number, string>
  anvilPort: string
  ours: [number, string][]
  /** The modal frame's busy loop before and after CPU throttling ×4, per layout (the frame's renderer throttled). */
  frameSlowdown: string[]
}

const paragraph = (...sentences: string[]) => sentences.filter(Boolean).join(' ')

function printMachine(report: BenchReport) {
  const cpu = cpus()
  const { idleBefore, loadBefore } = report
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
      `Chromium ${report.chromiumVersion} headless (${CHROMIUM}, flags from playwright.config.ts), frame interval`,
      `${report.interval.toFixed(2)} ms. Modal http://127.0.0.1:${report.modal.port}, host http://127.0.0.1:${report.host.port}`,
      `(cross-origin, same-site), anvil ${report.rpcUrl}. The modal frame runs`,
      report.modalOutOfProcess
        ? 'in a renderer process of its own (OOPIF).'
        : 'in the host page’s renderer process (same site, so no OOPIF).',
      `Out-of-process frames at the end: ${report.oopifs.length ? report.oopifs.join(', ') : 'none'}.`,
    ),
  )
  if (idleBefore !== undefined && idleBefore < 0.8)
    console.log(
      `\n**Warning: other processes kept the CPU ${((1 - idleBefore) * 100).toFixed(0)}% busy just before the` +
        ' bench: the figures below, their tails most, are inflated by the competition.**',
    )
}

function printSizes(report: BenchReport) {
  console.log('')
  console.log('| size | bytes |\n|---|--:|')
  console.log(`| \`loader.js\` raw | ${report.loader.raw} |`)
  console.log(`| \`loader.js\` after \`gzip -9\` | ${report.loader.gzipped} (budget 3072) |`)
  console.log(
    `| JS the modal's frame loads before \`ready\`, \`gzip -9\` per file | ${report.startupJsGzip} |`,
  )
  console.log(
    `| … and before it first renders its opening screen (the chunks it fetches right after \`ready\`) | ${report.renderedJsGzip} |\n`,
  )
}

/** Footnotes ¹ and ², on the warm open and its baseline. */
function openFootnotes(report: BenchReport): string[] {
  return [
    paragraph(
      '¹ "Drawn". The dialog is rendered while the modal is closed; opening sets one attribute in the modal',
      '(no React commit). Same-site the closed dialog is drawn too, in the transparent frame, and once it is',
      'painted the loader shows the frame in the `openWalletModal()` call itself (the click rows above show',
      'what that gives); otherwise the loader shows it on the state event that says `open`, which the modal',
      'posts after its next rendering update (cross-site), so the frame is never shown before its content.',
      '`openWalletModal()` resolves on the answer that follows that event. "Drawn" is the end of the first',
      "rendering update after the host's subscriber call: a rAF is queued there, and a task posted from that",
      "rAF runs once the update (style, layout, paint, commit to the compositor) is done. The modal's own first",
      `rAF after the attribute is set: median ${ms(report.firstRaf.frame)}, against`,
      `${ms(report.firstRaf.host)} for the host's. Not included: the compositor's presentation`,
      '(up to one refresh interval more), which a page cannot observe. The card does not move when the modal',
      "opens; only the backdrop's colour fades in: the content is fully opaque from its first frame.",
    ),
    '',
    paragraph(
      '² Every open, and every baseline run, starts after the page has been idle for two frames, at a phase of',
      `the frame clock (period ${report.interval.toFixed(1)} ms) spread evenly over one period, as a user's click`,
      'would land. The baseline is what any DOM change costs to reach the screen here. The rows above minus',
      `the baseline are the modal's share. With ${RUNS.open} runs, p99 is the slowest run.`,
    ),
  ]
}

const CLICK_FOOTNOTE = paragraph(
  '³ "Click → first wallet row visible" is issue 11\'s side-by-side method: `performance.now()` in a',
  'capturing click listener on the host page, to the first animation frame in which the first wallet row is',
  "visible: the frame element shown (the host's first rAF after the loader removes the closed clip) and, inside the",
  'frame, the first wallet row laid out with a non-zero effective opacity (a rAF loop armed before the',
  'click); the later of the two, on clocks aligned by `timeOrigin`. It includes what "Warm open" leaves',
  'out: the input event, the click handler, and the frames until the row itself is on screen. "Fully',
  'opaque" waits for the open animation too. A fresh page is a new page in a context whose HTTP cache is',
  'warm, opened, configured and idle before the click, as a returning visitor finds a dapp. By layout (issue 26):',
  'same-site is the modal on another port of the host, 127.0.0.1; cross-site is `localhost`, in Chromium with',
  "third-party storage partitioned (as browsers ship) and with it blocked (Playwright's default); the clicks come",
  "once the closed modal is primed. CPU ×4 throttles the page's renderer and, cross-site, the modal frame's own",
  "(`Target.attachToTarget` without flattening: the page's rate does not reach another process).",
)

function methodNote({ preflight, seconds }: BenchReport): string {
  return paragraph(
    'Timings are `performance.now()` deltas inside the page. Without cross-origin isolation Chromium',
    'coarsens them to 0.1 ms, so medians under 1 ms are quantised ("< 0.1 ms" is below one tick). The',
    'means come from total loop time ÷ runs and are exact. Warm-ups not counted:',
    `${RUNS.coldWarmup} cold starts, ${RUNS.openWarmup} opens, ${RUNS.chainIdWarmup} eth_chainId,`,
    `${RUNS.blockWarmup} of each anvil call, ${RUNS.floorWarmup} echo round trips. p99 is nearest-rank.`,
    `anvil answers the CORS preflight with ${preflight.status}, Access-Control-Allow-Origin`,
    `${preflight.allowOrigin}, Access-Control-Max-Age`,
    `${preflight.maxAge ?? 'absent (so Chromium caches each preflight for 5 s)'}.`,
    `The bench took ${seconds.toFixed(0)} s.`,
  )
}

function anvilNote({ anvilBefore, anvilAfter, anvilPort, ours }: BenchReport): string {
  const pids = (processes: Map<number, string>) =>
    processes.size ? [...processes.keys()].join(', ') : 'none'
  return paragraph(
    `anvil processes before: ${pids(anvilBefore)}; after: ${pids(anvilAfter)}.`,
    ours.length
      ? `OURS (port ${anvilPort}) IS STILL RUNNING: ${ours.map(([pid]) => pid).join(', ')}.`
      : `Ours (port ${anvilPort}) has stopped.`,
  )
}

/** Prints the bench's markdown: the machine, the sizes, the timings table and its footnotes. */
export function printReport(report: BenchReport) {
  printMachine(report)
  printSizes(report)
  printTable(report.rows)
  const slowdown = `A fixed busy loop in the modal's frame, ×1 → ×4: ${report.frameSlowdown.join('; ')}.`
  console.log(
    [
      '',
      ...openFootnotes(report),
      '',
      CLICK_FOOTNOTE,
      '',
      slowdown,
      '',
      methodNote(report),
      '',
      anvilNote(report),
    ].join('\n'),
  )
}
