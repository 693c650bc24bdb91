import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { serveStatic } from '../stack/serve.js'
import { onStop } from './cleanup.js'
import { RUNS } from './runs.js'
import { perCall, type Row, timingRow } from './table.js'

declare global {
  interface Window {
    benchEcho?: Record<string, MessagePort>
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

/** Writes the echo page into `dir`, and returns the routes that serve it. */
export async function writeEchoPage(dir: string): Promise<Record<string, string>> {
  await writeFile(join(dir, 'echo.html'), ECHO_HTML)
  await writeFile(join(dir, 'echo.js'), ECHO_JS)
  return { '/bench-echo.html': join(dir, 'echo.html'), '/bench-echo.js': join(dir, 'echo.js') }
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

/**
 * The floor: a bare MessagePort round trip from the host page to a frame on the modal's origin; and for contrast
 * the same echo from another site (127.0.0.2, served from `scratch`), which Chromium puts in another process.
 */
export async function measureMessageFloor(
  page: Page,
  options: { modalUrl: string; scratch: string; echoRoutes: Record<string, string> },
): Promise<Row[]> {
  await connectEcho(page, 'sameSite', `${options.modalUrl}/bench-echo.html`)
  await echoLoop(page, 'sameSite', RUNS.floorWarmup)
  const floor = await echoLoop(page, 'sameSite', RUNS.floor)
  const sameSiteRow = timingRow('Floor: MessagePort round trip, host ↔ cross-origin frame', floor.times, {
    p99: true,
    note: `echo page on the modal’s origin (same-site), in the bench page; mean ${perCall(floor.total, RUNS.floor)}`,
  })
  const crossSite = await serveStatic({
    root: options.scratch,
    host: '127.0.0.2',
    routes: options.echoRoutes,
  })
  onStop(crossSite.close)
  await connectEcho(page, 'crossSite', `${crossSite.url}/bench-echo.html`)
  await echoLoop(page, 'crossSite', RUNS.floorWarmup)
  const floorCrossSite = await echoLoop(page, 'crossSite', RUNS.floor)
  return [
    sameSiteRow,
    timingRow('  (contrast: same echo from a cross-site frame, 127.0.0.2)', floorCrossSite.times, {
      p99: true,
      note: `not the tested layout; mean ${perCall(floorCrossSite.total, RUNS.floor)}`,
    }),
  ]
}
