import { fromErrorData } from '../shared/errors/codec.js'
import { ProviderRpcError } from '../shared/errors/rpc.js'
import type { HostMessage, ModalApi, ModalEvent, ModalState, Result } from '../shared/protocol.js'
import {
  createFrame,
  embedded,
  frame,
  mountedWith,
  noteOpener,
  removeFrame,
  scriptUrl,
  showFrame,
  shown,
} from './frame.js'
import {
  api,
  arm,
  type Caller,
  confirm,
  fail,
  failure,
  handshakeListener,
  inFlight,
  onFrameLoad,
  phase,
  READY,
  ready,
} from './handshake.js'
import { discoverWallets, listWallets } from './hostWallets.js'
import { announceProvider, listeners } from './provider.js'
import type { EIP1193Provider, OpenWalletModalOptions, WalletModalConfig } from './types.js'
import { loadWalletStandard } from './walletStandardScript.js'

/** Whether this is loader.js, the script tag's build (vite.config.ts). */
declare const SCRIPT_TAG: boolean

export type * from './types.js'
export { ProviderRpcError }

/** The config the modal accepted last: sent again, before any buffered call, whenever the frame reloads. */
let accepted: object | undefined
let announce = true
/** The modal has painted, in its closed frame, the view a plain `openWalletModal()` opens on (its state events say). */
let primed: boolean | undefined
const subscribers = new Set<(state: ModalState) => void>()
// Until the modal reports: the other members are undefined.
let state = { open: false, view: 'Connect', status: 'disconnected' } as ModalState

const sendHost = (message: HostMessage) => {
  if (phase === READY) call('host', message).catch(() => {})
}
const sendWallets = () => sendHost({ type: 'wallets', wallets: listWallets(provider, sendHost) })

function onEvent(event: ModalEvent, modal: Caller) {
  if (event.type === 'ready')
    confirm(modal, accepted).then(() => {
      sendWallets()
      if (announce && event.announce) announceProvider(event.announce, provider)
      announce = false
    })
  if (event.type === 'provider')
    for (const listener of listeners[event.name] ?? []) listener(event.data as never)
  // (A modal's events come while its frame is there.)
  if (frame) {
    // Sent in embedded mode only.
    if (event.type === 'height') frame.style.height = `${event.height}px`
    // Issue 12: the modal lists a solana: or bip122: network.
    if (event.type === 'standard') loadWalletStandard(frame, [provider.request, subscribe, announceWallet])
  }
  if ('state' in event) {
    primed = event.primed
    setState(event.state)
  }
}
const onMessage = handshakeListener(onEvent)

function setState(next: ModalState) {
  if (next.open !== shown) showFrame(next.open)
  state = next
  for (const subscriber of subscribers) subscriber(next)
}

/** What a ModalApi method's answer carries when it succeeds. */
type Answer<M extends keyof ModalApi> = Awaited<ReturnType<ModalApi[M]>> extends Result<infer T> ? T : never

function call<M extends keyof ModalApi>(method: M, ...args: Parameters<ModalApi[M]>): Promise<Answer<M>> {
  return new Promise((resolve, reject) => {
    mounted({})
    noteOpener()
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
  // Shown: an overlay (never embedded) that is open, or opening. (A frame mounted again starts hidden, and the
  // new modal's first state resets `shown`.)
  if (event.key === 'Escape' && frame && shown) closeWalletModal()
}

function assertPlain(value: unknown, path: string) {
  if (typeof value === 'function')
    throw new TypeError(`WalletModal.init: ${path} is a function; config must be plain data`)
  // for…in: config objects are plain (no inherited enumerable keys).
  if (value && typeof value === 'object')
    for (const key in value) assertPlain((value as Record<string, unknown>)[key], `${path}.${key}`)
}

/** The frame, mounted with `config` when there is none. */
const mounted = (config: WalletModalConfig) => frame ?? mount(config)

function mount(config: WalletModalConfig) {
  // Armed first: a container missing from the parsed page fails this handshake at once.
  arm()
  const created = createFrame(config, (container) =>
    fail(new ProviderRpcError(4900, `WalletModal.init: no container ${container}`)),
  )
  created.onload = onFrameLoad
  return created
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
  // A number is written as its string; the modal checks the theme variable.
  const style: { zIndex: unknown } = mounted(config).style
  style.zIndex = rest.themeVariables?.['--w3m-z-index'] ?? 999
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
export const openWalletModal = (options: OpenWalletModalOptions = {}): Promise<ModalState> => {
  // First: it notes the element to give focus back to.
  const opening = call('open', options)
  // Its content is on screen in the closed frame: shown in the caller's task (issue 11). The modal's next state
  // confirms it, or hides the frame again (a modal that reloaded says closed).
  if (primed && !options.view && !options.namespace) showFrame(true)
  return opening
}

/** Closes the modal, unless a view that must finish (an approval) blocks closing. */
export const closeWalletModal = (): Promise<ModalState> => call('close')

/** Disconnects every namespace. */
export const disconnect = (): Promise<ModalState> => call('disconnect')

/** The last state the modal reported. */
export const getState = (): ModalState => state

/**
 * Calls `listener` on every state change; returns the unsubscribe function.
 * @example
 * const unsubscribe = WalletModal.subscribe((state) => console.log(state.address))
 */
export const subscribe = (listener: (state: ModalState) => void): (() => void) => {
  subscribers.add(listener)
  return () => subscribers.delete(listener)
}

/** Removes the iframe and rejects every pending call. */
export function destroy(): void {
  if (!frame) return
  fail(new ProviderRpcError(4900, 'WalletModal was destroyed'))
  removeFrame()
  accepted = undefined
}

// A plain <script> preloads the frame as soon as the page is parsed (its inline scripts, an `init` with a
// container among them, have run by then), so that opening is instant and the provider is announced to dapps that
// never call this API (a wagmi app, say).
if (scriptUrl) {
  // A task later: an `init` in the loader's own `onload` (a script inserted after parsing) comes first.
  const preload = () => setTimeout(() => mounted({}))
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', preload)
  else preload()
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

/**
 * Whether there is a page: loader.mjs may be imported where there is none (a server rendering the dapp, through
 * loader/react.ts), and then does nothing until called. loader.js always has one (the check folds away there).
 */
const inPage = SCRIPT_TAG || typeof document !== 'undefined'
// The page's wallets are listened for from the start: some announce only once, at load. The window listeners are
// added once and ask for the frame: without one (before the first mount, after destroy) they do nothing.
const announceWallet = inPage ? discoverWallets(provider, sendHost, sendWallets) : () => {}
if (inPage) {
  addEventListener('message', onMessage)
  addEventListener('keydown', onKey)
}
