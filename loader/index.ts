// Over 250 lines: the handshake state machine still lives here. Moving it to its own file costs 109 B of gzip,
// and the loader is at 3,069 of its 3,072 B (issue 10.8 carries the split and the savings it needs).
import { IFRAME_LOAD_TIMEOUT_MS, MODAL_HELLO_GRACE_MS } from '../shared/constants.js'
import { fromErrorData } from '../shared/errors/codec.js'
import { ProviderRpcError } from '../shared/errors/rpc.js'
import {
  HOST_API_METHODS,
  type HostMessage,
  type ModalApi,
  type ModalEvent,
  type ModalState,
  PROTOCOL_VERSION,
  type Result,
  type Caller as WireCaller,
} from '../shared/protocol.js'
import { createCaller, serve } from '../shared/wire.js'
import { hostApi } from './hostApi.js'
import { discoverWallets, listWallets } from './hostWallets.js'
import { announceProvider, listeners } from './provider.js'
import type { EIP1193Provider, OpenWalletModalOptions, WalletModalConfig } from './types.js'
import { loadWalletStandard } from './walletStandardScript.js'

export type * from './types.js'
export { ProviderRpcError }

type Caller = WireCaller<ModalApi>

const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src
const HIDDEN = 'opacity:0;pointer-events:none'
const SHOWN = 'opacity:1;pointer-events:auto'

let frame: HTMLIFrameElement | undefined
let modalUrl = ''
let origin = ''
let embedded = false
/** What the frame was mounted with (nothing, by the page-load preload): `init` remounts it when these change. */
let mountedWith: WalletModalConfig = {}
/** The config the modal accepted last: sent again, before any buffered call, whenever the frame reloads. */
let accepted: object | undefined
let announce = true
let timer: ReturnType<typeof setTimeout> | undefined
let graceTimer: ReturnType<typeof setTimeout> | undefined
/** Whether the frame's current document said `hello` (see the frame's `load` handler). */
let greeted = false
let api: Caller | undefined
/** Where the handshake stands: waiting for `ready`, ready, or failed (timeout, refusal, destroy). */
let phase: 'wait' | 'ready' | 'failed' = 'wait'
let ready: Promise<Caller>
let settle: [(api: Caller) => void, (error: Error) => void]
/** What ended the last handshake (timeout, refusal, reload, destroy). */
let failure: Error | undefined
/** Rejecters of calls that have been sent and not answered. */
const inFlight = new Set<(error: Error) => void>()
const subscribers = new Set<(state: ModalState) => void>()
let opener: Element | null = null
// Until the modal reports: the other members are undefined.
let state = { open: false, view: 'Connect', status: 'disconnected' } as ModalState

function arm() {
  phase = 'wait'
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
          `The modal at ${modalUrl} did not become ready within ${IFRAME_LOAD_TIMEOUT_MS} ms`,
        ),
      ),
    IFRAME_LOAD_TIMEOUT_MS,
  )
}

function fail(error: Error) {
  failure = error
  phase = 'failed'
  clearTimeout(timer)
  clearTimeout(graceTimer)
  settle[1](error)
  for (const reject of inFlight) reject(error)
  inFlight.clear()
}

function onMessage(event: MessageEvent) {
  const data = event.data
  if (!frame || event.source !== frame.contentWindow || event.origin !== origin || !data) return
  if (data.wm === 'refused' && phase !== 'ready')
    fail(new ProviderRpcError(4100, `Invalid App Configuration: ${data.reason}`))
  if (data.wm !== 'hello') return
  // The modal checks the protocol version of `connect`, and refuses another with the reason.
  // The frame reloaded: calls sent to the previous document will never be answered. Calls still buffered
  // (not sent yet) wait for this handshake instead.
  if (phase === 'ready') fail(new ProviderRpcError(4900, 'The modal reloaded; the request was cancelled'))
  if (phase === 'failed') arm()
  greeted = true
  const modal = new MessageChannel()
  const host = new MessageChannel()
  // Events from a previous handshake's port (a destroyed or reloaded frame) are stale.
  const caller = createCaller<ModalApi>(modal.port1, (data) => data?.ev && caller === api && onEvent(data.ev))
  api = caller
  serve(host.port1, hostApi, HOST_API_METHODS)
  frame.contentWindow!.postMessage({ wm: 'connect', v: PROTOCOL_VERSION }, origin, [modal.port2, host.port2])
}

const sendHost = (message: HostMessage) => {
  if (phase === 'ready') call('host', message).catch(() => {})
}
const sendWallets = () => sendHost({ type: 'wallets', wallets: listWallets(provider, sendHost) })

function onEvent(event: ModalEvent) {
  if (event.type === 'ready') {
    clearTimeout(timer)
    // A reloaded modal boots with the deployment's defaults: give it the dapp's config back before any call.
    Promise.resolve(accepted && api!('configure', accepted)).then(() => {
      phase = 'ready'
      settle[0](api!)
      sendWallets()
      if (announce && event.announce) announceProvider(event.announce, provider)
      announce = false
    })
  }
  if (event.type === 'provider')
    for (const listener of listeners[event.name] ?? []) listener(event.data as never)
  if (event.type === 'height' && embedded) frame!.style.height = `${event.height}px`
  // Issue 12: the modal lists a solana: or bip122: network.
  if (event.type === 'walletStandard') loadWalletStandard(frame!, [provider.request, subscribe])
  if (event.type === 'ready' || event.type === 'state') setState(event.state)
}

function setState(next: ModalState) {
  const wasOpen = state.open
  state = next
  if (frame && !embedded && next.open !== wasOpen) {
    frame.style.cssText += next.open ? SHOWN : HIDDEN
    frame.inert = !next.open
    if (next.open) frame.focus()
    else (opener as HTMLElement | null)?.focus?.()
  }
  for (const subscriber of subscribers) subscriber(next)
}

/** What a ModalApi method's answer carries when it succeeds. */
type Answer<M extends keyof ModalApi> = Awaited<ReturnType<ModalApi[M]>> extends Result<infer T> ? T : never

function call<M extends keyof ModalApi>(method: M, ...args: Parameters<ModalApi[M]>): Promise<Answer<M>> {
  return new Promise((resolve, reject) => {
    if (!frame) mount({})
    // The element to give focus back to on close. Taken here, in the dapp's click handler: by the time the
    // state event arrives, the modal may already have pulled focus into the frame.
    if (document.activeElement !== frame) opener = document.activeElement
    ready
      .then((modal) => {
        // The handshake this call waited for has since ended (destroy, reload): it would never be answered.
        if (modal !== api) throw failure
        inFlight.add(reject)
        return modal(method, ...args)
      })
      .then((result) => {
        if ('error' in result) reject(fromErrorData(result.error))
        else resolve(result.result as Answer<M>)
      }, reject)
      .finally(() => inFlight.delete(reject))
  })
}

function onKey(event: KeyboardEvent) {
  if (event.key === 'Escape' && state.open && !embedded) closeWalletModal()
}

function assertPlain(value: unknown, path: string) {
  if (typeof value === 'function')
    throw new TypeError(`WalletModal.init: ${path} is a function; config must be plain data`)
  if (value && typeof value === 'object')
    for (const key of Object.keys(value))
      assertPlain((value as Record<string, unknown>)[key], `${path}.${key}`)
}

function mount(config: WalletModalConfig) {
  modalUrl = config.modalUrl ?? (scriptUrl ? new URL('.', scriptUrl).href : '')
  if (!modalUrl) throw new TypeError('WalletModal.init: modalUrl is required')
  origin = new URL(modalUrl, location.href).origin
  mountedWith = config
  const { container } = config
  embedded = !!container
  frame = document.createElement('iframe')
  const mounted = frame
  frame.src = modalUrl
  frame.title = 'Wallet'
  frame.allow = 'clipboard-write'
  frame.style.cssText = `border:0;color-scheme:normal;background:none;width:100%;${
    embedded ? 'display:block;height:0' : `position:fixed;inset:0;height:100%;z-index:999;${HIDDEN}`
  }`
  frame.inert = !embedded
  greeted = false
  // A frame blocked by the modal's `frame-ancestors` CSP still fires `load` but never says `hello`; so does a
  // wrong modalUrl (an error page, a page that is not the modal).
  frame.onload = () => {
    if (!greeted)
      graceTimer = setTimeout(
        () =>
          greeted ||
          fail(
            new ProviderRpcError(
              4100,
              `Invalid App Configuration: the modal at ${modalUrl} did not answer; check modalUrl, and that its allowedOrigins include ${location.origin}`,
            ),
          ),
        MODAL_HELLO_GRACE_MS,
      )
    greeted = false
  }
  addEventListener('message', onMessage)
  addEventListener('keydown', onKey)
  arm()
  // A script in <head> runs before <body> exists, and a container may come later in the page: until the document
  // is parsed, wait for it. Calls meanwhile wait for the handshake.
  const place = () => {
    const parent =
      typeof container === 'string' ? document.querySelector(container) : container || document.body
    if (mounted !== frame) return
    if (parent) parent.append(mounted)
    else if (document.readyState === 'loading') addEventListener('DOMContentLoaded', place)
    else fail(new ProviderRpcError(4900, `WalletModal.init: no container ${container}`))
  }
  place()
}

/**
 * Mounts the modal's iframe and hands it the config. Optional: the first call of anything else inits with the
 * deployment's defaults. Calling it again reconfigures the modal.
 * @throws TypeError when the config holds a function, or `modalUrl` is missing in a bundled build.
 * @example
 * WalletModal.init({ networks: ['eip155:1'], themeMode: 'light' })
 */
export async function init(config: WalletModalConfig = {}): Promise<ModalState> {
  const { modalUrl: url, container, announceProvider: announced, ...rest } = config
  assertPlain(rest, 'config')
  if (announced === false) announce = false
  // A new place for the frame, or another modal: mount again (reparenting would reload it anyway).
  if (url !== mountedWith.modalUrl || container !== mountedWith.container) destroy()
  if (!frame) mount(config)
  frame!.style.zIndex = `${rest.themeVariables?.['--w3m-z-index'] ?? 999}`
  const sent = { ...rest, embedded }
  return call('configure', sent).then((state) => {
    accepted = sent
    return state
  })
}

/**
 * Opens the modal; resolves once it is visible.
 * @example
 * await WalletModal.openWalletModal({ view: 'Account' })
 */
export function openWalletModal(options: OpenWalletModalOptions = {}): Promise<ModalState> {
  return call('open', options)
}

/** Closes the modal, unless a view that must finish (an approval) blocks closing. */
export function closeWalletModal(): Promise<ModalState> {
  return call('close')
}

/** Disconnects every namespace. */
export function disconnect(): Promise<ModalState> {
  return call('disconnect')
}

/** The last state the modal reported. */
export function getState(): ModalState {
  return state
}

/**
 * Calls `listener` on every state change; returns the unsubscribe function.
 * @example
 * const unsubscribe = WalletModal.subscribe((state) => console.log(state.address))
 */
export function subscribe(listener: (state: ModalState) => void): () => void {
  subscribers.add(listener)
  return () => subscribers.delete(listener)
}

/** Removes the iframe and the listeners, and rejects every pending call. */
export function destroy(): void {
  if (!frame) return
  fail(new ProviderRpcError(4900, 'WalletModal was destroyed'))
  removeEventListener('message', onMessage)
  removeEventListener('keydown', onKey)
  frame.remove()
  frame = api = accepted = undefined
}

// A plain <script> preloads the frame once the page has loaded, so that opening is instant and the provider
// is announced to dapps that never call this API (a wagmi app, say).
if (scriptUrl) {
  const preload = () => setTimeout(() => frame || mount({}))
  if (document.readyState === 'complete') preload()
  else addEventListener('load', preload)
}

/**
 * The modal's EIP-1193 provider.
 * @example
 * const [address] = await WalletModal.provider.request({ method: 'eth_requestAccounts' })
 */
export const provider: EIP1193Provider = {
  request: (args) => call('request', args),
  on(event, listener) {
    listeners[event] ??= new Set()
    listeners[event].add(listener)
    return provider
  },
  removeListener(event, listener) {
    listeners[event]?.delete(listener)
    return provider
  },
}

// The page's wallets are listened for from the start: some announce only once, at load.
discoverWallets(provider, sendHost, sendWallets)
