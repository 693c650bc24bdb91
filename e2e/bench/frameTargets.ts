import type { Browser, CDPSession } from '@playwright/test'

/**
 * CDP on a cross-site frame's own renderer. Playwright's `newCDPSession(frame)` and the page's session do not reach
 * it for `Emulation.setCPUThrottlingRate` (measured: /work/shared/notes/cross-site-priming.md); attaching to the
 * frame's `iframe` target without flattening and sending through `Target.sendMessageToTarget` does.
 */
export type FrameTarget = {
  send(method: string, params?: object): Promise<Record<string, unknown>>
  release(): Promise<void>
}

/** Attaches to the out-of-process frames whose URL starts with `prefix`; none for a same-site frame. */
export async function attachFrameTargets(browser: Browser, prefix: string): Promise<FrameTarget[]> {
  const cdp = await browser.newBrowserCDPSession()
  const { targetInfos } = await cdp.send('Target.getTargets')
  const frames = targetInfos.filter((target) => target.type === 'iframe' && target.url.startsWith(prefix))
  const answers = new Map<string, (message: { result?: Record<string, unknown>; error?: unknown }) => void>()
  cdp.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const parsed = JSON.parse(message)
    answers.get(`${sessionId} ${parsed.id}`)?.(parsed)
  })
  let lastId = 0
  const targets = await Promise.all(
    frames.map(async ({ targetId }) => {
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false })
      return {
        send: (method: string, params: object = {}) =>
          new Promise<Record<string, unknown>>((resolve, reject) => {
            const id = ++lastId
            answers.set(`${sessionId} ${id}`, (answer) =>
              answer.error ? reject(new Error(JSON.stringify(answer.error))) : resolve(answer.result ?? {}),
            )
            void cdp.send('Target.sendMessageToTarget', {
              sessionId,
              message: JSON.stringify({ id, method, params }),
            })
          }),
        release: () => detach(cdp, sessionId),
      }
    }),
  )
  if (targets.length === 0) await cdp.detach()
  return targets
}

const detach = (cdp: CDPSession, sessionId: string) =>
  cdp
    .send('Target.detachFromTarget', { sessionId })
    .then(() => cdp.detach())
    .catch(() => {})

/** Throttles the CPU of the frame renderers that start with `prefix` (cross-site) until released. */
export async function throttleFrames(browser: Browser, prefix: string, rate: number) {
  const targets = await attachFrameTargets(browser, prefix)
  await Promise.all(targets.map((target) => target.send('Emulation.setCPUThrottlingRate', { rate })))
  return () => Promise.all(targets.map((target) => target.release()))
}
