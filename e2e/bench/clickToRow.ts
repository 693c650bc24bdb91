import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Frame, Page } from '@playwright/test'

/**
 * What users feel when they open the modal, measured the way the side-by-side harness of issue 11 measured every
 * library: a real click on the host page's Connect button (`performance.now()` in a capturing click listener) to
 * the first animation frame in which the first wallet row is visible, and the first in which it is fully opaque.
 * "Visible" needs both sides: the frame element shown by the loader (host side: the first rAF after its style drops
 * the closed clip) and, inside the frame, the first wallet row laid out with a non-zero effective opacity (frame side:
 * a rAF loop armed before the click). Both clocks are read as `timeOrigin + now()`, so they compare.
 */

export type ClickSample = { visible: number; opaque: number }
export type Startup = {
  readyFromNavigation: number
  readyFromInsertion: number
  startupJsGzip: number
  /** The scripts requested before the app first rendered (the opening screen drawn, hidden). */
  renderedJsGzip: number
}

declare global {
  interface Window {
    benchClickAt?: number
    benchShownAt?: Promise<number>
    benchMarks?: { inserted?: number; ready?: number }
    benchArmRow?: () => void
    benchRow?: Promise<{ visible: number; opaque: number }>
    /** Set by an earlier init script: every document arms its row probe at once (the early click, firstClick.ts). */
    benchAutoRow?: boolean
  }
}

/** Installed in every page and frame of the context before any script runs. */
function probes() {
  const abs = () => performance.timeOrigin + performance.now()
  // In the modal's frame, or in a page that draws its own modal (the in-page reference). A row that is already there
  // (rendered while closed) counts from the first tick; the host side's "shown" then decides, since the caller takes
  // the later of the two.
  window.benchArmRow = () => {
    window.benchRow = new Promise((resolve) => {
      let visible: number | undefined
      const tick = () => {
        const now = abs()
        const row = document.querySelector('section[aria-label="Wallets"] button')
        const box = row?.getBoundingClientRect()
        if (row && box && box.width > 0 && box.height > 0) {
          let opacity = 1
          for (let element: Element | null = row; element; element = element.parentElement)
            opacity *= Number(getComputedStyle(element).opacity)
          if (opacity > 0.01) visible ??= now
          if (opacity >= 0.999) return resolve({ visible: visible ?? now, opaque: now })
        }
        requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
  }
  if (window.benchAutoRow) window.benchArmRow()
  if (window === window.top) {
    window.benchMarks = {}
    addEventListener(
      'click',
      (event) => {
        if ((event.target as Element | null)?.id === 'connect') window.benchClickAt = abs()
      },
      true,
    )
    let shown: (at: number) => void = () => {}
    const arm = () => {
      window.benchShownAt = new Promise((resolve) => {
        shown = resolve
      })
    }
    arm()
    ;(window as unknown as { benchArmShown: () => void }).benchArmShown = arm
    const watch = (frame: HTMLIFrameElement) =>
      new MutationObserver(() => {
        if (!frame.style.clipPath) requestAnimationFrame(() => shown(abs()))
      }).observe(frame, { attributes: true, attributeFilter: ['style'] })
    new MutationObserver((_, observer) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Wallet"]')
      if (!frame) return
      observer.disconnect()
      window.benchMarks!.inserted = performance.now()
      watch(frame)
    }).observe(document, { childList: true, subtree: true })
    document.addEventListener(
      'load',
      (event) => {
        const script = event.target
        if (!(script instanceof HTMLScriptElement) || !script.src.endsWith('/loader.js')) return
        window.WalletModal.subscribe(() => {
          window.benchMarks!.ready ??= performance.now()
        })
      },
      true,
    )
  }
}

const NAME_SHIM = 'globalThis.__name ??= (fn) => fn'

export async function newProbedContext(browser: Browser, autoRow = false): Promise<BrowserContext> {
  const context = await browser.newContext()
  await context.addInitScript({ content: NAME_SHIM })
  if (autoRow) await context.addInitScript({ content: 'window.benchAutoRow = true' })
  await context.addInitScript(probes)
  return context
}

function modalFrame(page: Page, modalUrl: string): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${modalUrl}/`))
  if (!frame) throw new Error(`no frame from ${modalUrl}`)
  return frame
}

/**
 * The frame's JS requested before one of the modal's User Timing marks (`wallet-modal:ready`, the startup JS;
 * `wallet-modal:rendered`), each script after `gzip -9`. What it fetches after is not counted.
 */
async function scriptsBefore(
  frame: Frame,
  mark: string,
  gzipped: Map<string, Promise<number>>,
): Promise<number> {
  await frame.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, mark)
  const urls = await frame.evaluate((mark) => {
    const [at] = performance.getEntriesByName(mark, 'mark')
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime <= at!.startTime)
      .map((entry) => entry.name)
  }, mark)
  const sizes = urls.map(
    (url) => gzipped.get(url) ?? Promise.reject(new Error(`no response seen for ${url}`)),
  )
  return (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0)
}

/** Opens the host page and waits until the preloaded modal is ready and configured, as a dapp's visitor finds it. */
export async function openReadyPage(
  context: BrowserContext,
  hostUrl: string,
  modalUrl: string,
  network: unknown,
): Promise<{ page: Page; frame: Frame; startup: Startup }> {
  const page = await context.newPage()
  const scripts = new Map<string, Promise<number>>()
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.url().startsWith(`${modalUrl}/`)) return
    const size = response.body().then((body) => gzipSync(body, { level: 9 }).length)
    // A chunk fetched in idle time may still be arriving when the run closes the page: its body is then lost,
    // which matters only to a count that awaits it (scriptsBefore), never as an unhandled rejection.
    size.catch(() => {})
    scripts.set(response.url(), size)
  })
  await page.goto(`${hostUrl}/host.html?modal=${encodeURIComponent(`${modalUrl}/`)}`)
  await page.waitForFunction(() => window.benchMarks?.ready !== undefined)
  const startupJsGzip = await scriptsBefore(modalFrame(page, modalUrl), 'wallet-modal:ready', scripts)
  await page.evaluate((network) => window.WalletModal.init({ networks: [network as never] }), network)
  const marks = await page.evaluate(() => window.benchMarks!)
  const renderedJsGzip = await scriptsBefore(modalFrame(page, modalUrl), 'wallet-modal:rendered', scripts)
  return {
    page,
    frame: modalFrame(page, modalUrl),
    startup: {
      readyFromNavigation: marks.ready!,
      readyFromInsertion: marks.ready! - marks.inserted!,
      startupJsGzip,
      renderedJsGzip,
    },
  }
}

/** One click on the host's Connect button, from the click to the first wallet row visible and fully opaque. */
export async function clickToRow(page: Page, frame: Frame): Promise<ClickSample> {
  await page.evaluate(() => (window as unknown as { benchArmShown: () => void }).benchArmShown())
  await frame.evaluate(() => window.benchArmRow!())
  await page.click('#connect')
  const [clickAt, shownAt] = await page.evaluate(() =>
    Promise.all([window.benchClickAt!, window.benchShownAt!]),
  )
  const row = await frame.evaluate(() => window.benchRow!)
  return {
    visible: Math.max(row.visible, shownAt) - clickAt,
    opaque: Math.max(row.opaque, shownAt) - clickAt,
  }
}

/** The in-page reference: one click on its Connect button, to its first wallet row visible and fully opaque. */
export async function clickToInPageRow(page: Page): Promise<ClickSample> {
  await page.evaluate(() => window.benchArmRow!())
  await page.click('#connect')
  const [clickAt, row] = await page.evaluate(() => Promise.all([window.benchClickAt!, window.benchRow!]))
  return { visible: row.visible - clickAt, opaque: row.opaque - clickAt }
}

/** Closes the modal and lets both documents go idle for a few frames. */
export function closeAndIdle(page: Page) {
  return page.evaluate(async () => {
    await window.WalletModal.closeWalletModal()
    for (let i = 0; i < 5; i++) await new Promise((done) => requestAnimationFrame(done))
  })
}

/** CPU throttling through CDP (×1 turns it off). Same-site frames share the page's process, so one call covers both. */
export async function throttle(page: Page, rate: number) {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate })
  return session
}
