import {
  type HelloMessage,
  PROTOCOL_VERSION,
  parseHandshakeMessage,
  type RefusedMessage,
} from '../../shared/protocol.js'
import { log } from '../lib/log.js'

export type HostConnection = { origin: string; modalPort: MessagePort; hostPort: MessagePort }

/**
 * The modal's half of the handshake (ARCHITECTURE.md): say `hello` to the parent, then accept ports once, only
 * from the parent window, and only when `refusal` finds nothing to refuse in the embedding origins: the parent's,
 * then every further ancestor's from `location.ancestorOrigins` (where the browser has it), as `frame-ancestors`
 * checks them, so a page that is not allowed cannot drive the modal by framing an allowed one. Every other
 * `connect` (from another frame, a refused origin, or after the bridge is up) gets a `refused` reply with the
 * reason, so a misconfigured dapp sees an error instead of a hang.
 */
export function connectToHost(
  refusal: (embedder: string, ancestors: readonly string[]) => Promise<string | undefined>,
): Promise<HostConnection> {
  return new Promise((resolve) => {
    let connected = false
    const refuse = (event: MessageEvent, reason: string) => {
      log.warn(`refused a connection from ${event.origin}: ${reason}`)
      // The loader rejects its calls with this text as it is (4100).
      const message: RefusedMessage = { wm: 'refused', reason: `Invalid App Configuration: ${reason}` }
      event.source?.postMessage(message, { targetOrigin: event.origin })
    }
    addEventListener('message', async (event: MessageEvent) => {
      const message = parseHandshakeMessage(event.data)
      if (message?.wm !== 'connect') return
      if (event.source !== window.parent)
        return refuse(event, 'only the page that embeds the modal may connect')
      if (connected) return refuse(event, 'the modal is already connected')
      const [parent, ...ancestors] = location.ancestorOrigins ?? []
      if (parent !== undefined && parent !== event.origin)
        return refuse(event, `origin ${event.origin} is not the embedding page's origin`)
      const [modalPort, hostPort] = event.ports
      if (message.v !== PROTOCOL_VERSION)
        return refuse(
          event,
          `this modal speaks bridge protocol ${PROTOCOL_VERSION}, the loader ${message.v}: load loader.js from the modal's own folder`,
        )
      if (!modalPort || !hostPort) return refuse(event, 'expected two ports')
      // Decided before the first await, so a second `connect` meanwhile is refused.
      connected = true
      const reason = await refusal(event.origin, ancestors)
      if (reason) {
        connected = false
        return refuse(event, reason)
      }
      resolve({ origin: event.origin, modalPort, hostPort })
    })
    // Sent at once, before anything loads, so that it precedes the frame's `load` (the loader takes `load`
    // without `hello` for a frame blocked by CSP). Nothing secret: the loader checks who says hello.
    window.parent.postMessage({ wm: 'hello', v: PROTOCOL_VERSION } satisfies HelloMessage, '*')
  })
}
