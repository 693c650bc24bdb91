import { ProviderRpcError } from '../../../shared/errors/rpc.js'
import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import {
  type FromWindow,
  randomId,
  readFromWindow,
  type ToWindow,
  WALLET_WINDOW_CHANNEL,
  type WalletWindowAnswer,
  type WalletWindowRequest,
} from './walletWindowProtocol.js'

/** How often the frame looks whether the user closed the window (no event tells an opener). */
const CLOSED_POLL_MS = 250
/** The window's size: the modal's card, with room for the browser's passkey sheet beside it. */
const FEATURES = 'popup,width=440,height=720'

/** @internal Exported for its test. The user closed the wallet window before answering: EIP-1193's 4001. */
export const WINDOW_CLOSED = 'The wallet window was closed'

type Opened = { window: Window; session: string; ready: Promise<void> }

/** The browser's side of the frame, injectable for the tests. */
export type WalletWindowHost = {
  open(url: string, target: string, features: string): Window | null
  origin: string
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  setInterval(run: () => void, ms: number): unknown
  clearInterval(id: unknown): void
}

/**
 * The frame's side of the wallet window (walletWindowProtocol.ts): `open` in a click (the browser allows a window
 * only there, before any `await`), then `request` what the window does. One window at a time, one request at a
 * time; an open window is used again (a connection and the sign-in that follows it need one window, one click).
 */
export function createWalletWindow(
  url: string,
  host: WalletWindowHost = {
    open: (target, name, features) => window.open(target, name, features),
    origin: location.origin,
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  },
) {
  let current: Opened | undefined
  const listeners = new Set<(message: FromWindow) => void>()
  let waitingFor: string | undefined
  let listening = false

  const listen = () => {
    if (listening) return
    listening = true
    host.addEventListener('message', (event) => {
      if (!current) return
      const message = readFromWindow(event, {
        popup: current.window,
        origin: host.origin,
        session: current.session,
        id: waitingFor,
      })
      if (message) for (const listener of [...listeners]) listener(message)
    })
  }
  const isOpen = () => current !== undefined && !current.window.closed

  /** Resolves with the first message `pick` takes; rejects with 4001 once the window is closed. */
  const until = <T>(opened: Opened, pick: (message: FromWindow) => T | undefined): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const done = () => {
        listeners.delete(listener)
        host.clearInterval(poll)
      }
      const listener = (message: FromWindow) => {
        const picked = pick(message)
        if (picked === undefined) return
        done()
        resolve(picked)
      }
      const poll = host.setInterval(() => {
        if (!opened.window.closed) return
        done()
        if (current === opened) current = undefined
        reject(rpcErrors.userRejected(WINDOW_CLOSED))
      }, CLOSED_POLL_MS)
      listeners.add(listener)
    })

  const post = (opened: Opened, message: ToWindow) => opened.window.postMessage(message, host.origin)

  return {
    /** Whether a window is open now (a request then needs no click). */
    isOpen,
    /**
     * Opens the window, or brings the open one forward. Call it synchronously in the click.
     * @returns false when the browser blocked it.
     */
    open(): boolean {
      listen()
      if (current && isOpen()) {
        current.window.focus()
        return true
      }
      const session = randomId()
      const opened = host.open(`${url}#${session}`, '_blank', FEATURES)
      if (!opened) return false
      const entry: Opened = { window: opened, session, ready: Promise.resolve() }
      entry.ready = until(entry, (message) => (message.type === 'ready' ? true : undefined)).then(() => {})
      entry.ready.catch(() => {})
      current = entry
      return true
    },
    /**
     * What the open window answers to `request`.
     * @throws {ProviderRpcError} 4001 when the user closed the window or rejected there; -32603 when no window is open
     *   (it opens only in a click) or another request waits; the window's error otherwise.
     */
    async request(request: WalletWindowRequest): Promise<WalletWindowAnswer> {
      const opened = current
      if (!opened || opened.window.closed)
        throw rpcErrors.internal('The wallet window is not open: it opens from a click in the modal')
      if (waitingFor !== undefined) throw rpcErrors.internal('The wallet window is busy with another request')
      await opened.ready
      const id = randomId()
      waitingFor = id
      try {
        const answered = until(opened, (message) =>
          message.type === 'answer' || message.type === 'error' ? message : undefined,
        )
        post(opened, {
          channel: WALLET_WINDOW_CHANNEL,
          session: opened.session,
          type: 'request',
          id,
          request,
        })
        const message = await answered
        if (message.type === 'error') throw new ProviderRpcError(message.error.code, message.error.message)
        if (message.type !== 'answer' || message.answer.kind !== request.kind)
          throw rpcErrors.internal('The wallet window answered another request')
        return message.answer
      } finally {
        waitingFor = undefined
      }
    },
    /** The modal closed: the window locks its vault. `close` (the frame is going) closes the window too. */
    tell(type: 'lock' | 'close') {
      if (!current || !isOpen()) return
      post(current, { channel: WALLET_WINDOW_CHANNEL, session: current.session, type })
    },
  }
}

export type WalletWindow = ReturnType<typeof createWalletWindow>
