// The hostile peer of bridge.hardening.spec.ts: it runs in a page that embeds the modal as a frame, completes
// the handshake as the modal's parent would, then sends comlink messages the modal must refuse or answer.

/**
 * Runs in the page (passed to `page.evaluate`, so it uses nothing from this module): embeds the modal at
 * `modalUrl`, connects to it, sends the hostile and the allowed calls, and returns the replies that came back
 * once the last allowed call ('good') is answered.
 */
export async function sendHostileCallsAfterHandshake(modalUrl: string): Promise<unknown[]> {
  const frame = document.createElement('iframe')
  frame.src = modalUrl
  document.body.append(frame)
  await new Promise<void>((resolve) =>
    addEventListener('message', (event) => event.data?.wm === 'hello' && resolve(), { once: true }),
  )
  const modal = new MessageChannel()
  const host = new MessageChannel()
  const replies: unknown[] = []
  const ready = new Promise<void>((resolve) => {
    modal.port1.onmessage = (event) => {
      if (event.data?.ev?.type === 'ready') resolve()
      else if (event.data?.id) replies.push(event.data)
    }
  })
  frame.contentWindow!.postMessage({ wm: 'connect', v: 1 }, new URL(modalUrl).origin, [
    modal.port2,
    host.port2,
  ])
  await ready
  const raw = (value: unknown) => ({ type: 'RAW', value })
  const send = (message: unknown, transfer: Transferable[] = []) => modal.port1.postMessage(message, transfer)
  const code = 'window.__pwned = 1; return document.cookie'
  send({ id: 'get', type: 'GET', path: ['constructor', 'constructor'] })
  send({
    id: 'apply-ctor',
    type: 'APPLY',
    path: ['constructor', 'constructor'],
    argumentList: [raw(code)],
  })
  send({ id: 'apply-deep', type: 'APPLY', path: ['request', 'constructor'], argumentList: [raw(code)] })
  send({ id: 'set-proto', type: 'SET', path: ['__proto__', 'polluted'], value: raw('yes') })
  send({ id: 'set-method', type: 'SET', path: ['request'], value: raw('gone') })
  send({ id: 'to-string', type: 'APPLY', path: ['toString'], argumentList: [] })
  send({ id: 'construct', type: 'CONSTRUCT', path: ['configure'], argumentList: [] })
  send({ id: 'endpoint', type: 'ENDPOINT', path: [] })
  send({ id: 'release', type: 'RELEASE', path: [] })
  const callback = new MessageChannel()
  send(
    {
      id: 'proxy-arg',
      type: 'APPLY',
      path: ['request'],
      argumentList: [{ type: 'HANDLER', name: 'proxy', value: callback.port2 }],
    },
    [callback.port2],
  )
  send('not a comlink message')
  send(null)
  send({ id: 7, type: 'APPLY', path: ['request'], argumentList: [] })
  // Allowed calls with bad arguments get clear errors; a good one is answered (RELEASE did not unexpose).
  send({ id: 'bad-request', type: 'APPLY', path: ['request'], argumentList: [raw({ method: 42 })] })
  send({ id: 'bad-view', type: 'APPLY', path: ['open'], argumentList: [raw({ view: 'Nowhere' })] })
  send({ id: 'good', type: 'APPLY', path: ['request'], argumentList: [raw({ method: 'eth_chainId' })] })
  await new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (replies.some((reply) => (reply as { id: string }).id === 'good')) resolve(clearInterval(check))
    }, 5)
  })
  return replies
}
