import { IFRAME_LOAD_TIMEOUT_MS, MODAL_HELLO_GRACE_MS } from '../shared/constants.js'
import { ProviderRpcError } from '../shared/errors/rpc.js'
import {
  type HostApi,
  type ModalApi,
  type ModalEvent,
  PROTOCOL_VERSION,
  type Caller as WireCaller,
} from '../shared/protocol.js'
import { createCaller, serve } from '../shared/wire.js'
import { frame, modalUrl, origin } from './frame.js'
import { hostApi } from './hostApi.js'

export type Caller = WireCaller<ModalApi>

/** The caller of the current handshake's modal port. */
export let api: Caller | undefined
/** The phases of a handshake, numbers (terser inlines them; strings it cannot shorten). */
const WAIT = 0
export const READY = 1
const FAILED = 2
/** Where the handshake stands: waiting for `ready`, ready, or failed (timeout, refusal, destroy). */
export let phase: typeof WAIT | typeof READY | typeof FAILED = WAIT
/** Settles with the caller once the modal is ready (and has the dapp's config back). */
export let ready: Promise<Caller>
let settle: [(api: Caller) => void, (error: Error) => void]
/** What ended the last handshake (timeout, refusal, reload, destroy). */
export let failure: Error | undefined
/** Rejecters of calls that have been sent and not answered. */
export const inFlight = new Set<(error: Error) => void>()
let timer: ReturnType<typeof setTimeout> | undefined
let graceTimer: ReturnType<typeof setTimeout> | undefined
/** Whether the frame's current document said `hello` (see {@link onFrameLoad}). */
let greeted = false

/** Waits for a (new) handshake: `ready` settles when the modal reports ready, or fails after the timeout. */
export function arm() {
  phase = WAIT
  greeted = false
  ready = new Promise((resolve, reject) => {
    settle = [resolve, reject]
  })
  ready.catch(() => {})
  clearTimeout(timer)
  timer = setTimeout(
    () =>
      fail(
        new ProviderRpcError(
          4900,
          `The modal at ${modalUrl} did not load in ${IFRAME_LOAD_TIMEOUT_MS / 1000} s`,
        ),
      ),
    IFRAME_LOAD_TIMEOUT_MS,
  )
}

/** Ends the handshake: the waiting calls and those in flight reject with `error`. */
export function fail(error: Error) {
  failure = error
  // Calls that waited for this handshake must not use its port, and events from it are stale.
  api = undefined
  phase = FAILED
  clearTimeout(timer)
  clearTimeout(graceTimer)
  settle[1](error)
  for (const reject of inFlight) reject(error)
  inFlight.clear()
}

/**
 * The frame's `load`. A frame blocked by the modal's `frame-ancestors` CSP still fires `load` but never says
 * `hello`; so does a wrong modalUrl (an error page, a page that is not the modal).
 */
export function onFrameLoad() {
  if (!greeted)
    graceTimer = setTimeout(
      () =>
        greeted ||
        fail(
          new ProviderRpcError(
            4100,
            `Invalid App Configuration: the modal at ${modalUrl} did not answer; check modalUrl and allowedOrigins (${location.origin})`,
          ),
        ),
      MODAL_HELLO_GRACE_MS,
    )
  greeted = false
}

/** Takes the modal's one-way events, with the caller of the port they came on. */
type OnEvent = (event: ModalEvent, modal: Caller) => void

/** The page's `message` listener: the modal's `hello` and `refused`, from the frame's window and origin only. */
export const handshakeListener = (onEvent: OnEvent) => (event: MessageEvent) => {
  const data = event.data
  // Without a frame, `frame?.contentWindow` is undefined, and a window message's source never is.
  if (event.source !== frame?.contentWindow || event.origin !== origin || !data) return
  if (data.wm === 'refused' && phase !== READY) fail(new ProviderRpcError(4100, data.reason))
  if (data.wm !== 'hello') return
  // The modal checks the protocol version of `connect`, and refuses another with the reason.
  // The frame reloaded: calls sent to the previous document will never be answered. Calls still buffered
  // (not sent yet) wait for this handshake instead.
  if (phase === READY) fail(new ProviderRpcError(4900, 'The modal reloaded; the request was cancelled'))
  if (phase === FAILED) arm()
  greeted = true
  const modal = new MessageChannel()
  const host = new MessageChannel()
  // Events from a previous handshake's port (a destroyed or reloaded frame) are stale.
  const caller = createCaller<ModalApi>(
    modal.port1,
    (data) => data?.ev && caller === api && onEvent(data.ev, caller),
  )
  api = caller
  // The allow-list is the served object's own methods (a list beside it cost bytes and could drift).
  serve(host.port1, hostApi, Object.keys(hostApi) as (keyof HostApi)[])
  ;(event.source as Window).postMessage({ wm: 'connect', v: PROTOCOL_VERSION }, origin, [
    modal.port2,
    host.port2,
  ])
}

/**
 * The `modal` reported `ready`: a reloaded modal boots with the deployment's defaults, so it gets the dapp's
 * last accepted `config` back before any call; then the calls waiting for the handshake go.
 */
export function confirm(modal: Caller, config: object | undefined): Promise<void> {
  clearTimeout(timer)
  return Promise.resolve(config && modal('configure', config)).then(() => {
    phase = READY
    settle[0](modal)
  })
}
