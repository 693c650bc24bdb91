import { expose } from 'comlink'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { exposeEndpoint } from '../shared/endpoint.js'
import { MODAL_API_METHODS, type ModalApi, type ModalState } from '../shared/protocol.js'

const MODAL_URL = 'https://modal.example/app/'
const MODAL_ORIGIN = 'https://modal.example'
const STATE: ModalState = {
  open: false,
  view: 'Connect',
  status: 'disconnected',
  address: undefined,
  caipAddress: undefined,
  chainId: 1,
  namespace: 'eip155',
}

/**
 * The loader in Node, with fakes for what a page gives it: `window` events (an EventTarget), a document whose iframe
 * has a fake window that records what the loader posts to it, and real MessageChannels. The test plays the modal.
 */
async function loadLoader() {
  const page = new EventTarget()
  const posted: { message: unknown; origin: string; ports: MessagePort[] }[] = []
  const frameWindow = {
    postMessage: (message: unknown, origin: string, ports: MessagePort[]) =>
      posted.push({ message, origin, ports }),
  }
  const frame = {
    style: { cssText: '', zIndex: '' },
    contentWindow: frameWindow,
    onload: undefined as undefined | (() => void),
    remove: vi.fn(),
    focus: vi.fn(),
  }
  vi.stubGlobal('addEventListener', page.addEventListener.bind(page))
  vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page))
  vi.stubGlobal('dispatchEvent', page.dispatchEvent.bind(page))
  vi.stubGlobal('window', {})
  // As a real Location, it stringifies to its href.
  const href = 'https://dapp.example/'
  vi.stubGlobal('location', { href, origin: 'https://dapp.example', toString: () => href })
  vi.stubGlobal('document', {
    currentScript: { src: `${MODAL_URL}loader.js` },
    readyState: 'complete',
    activeElement: null,
    body: { append: () => {} },
    createElement: () => frame,
  })
  vi.resetModules()
  const loader = await import('./index.js')
  /** A window message as the page receives it. */
  const receive = (data: unknown, source: unknown = frameWindow, origin = MODAL_ORIGIN) =>
    page.dispatchEvent(Object.assign(new Event('message'), { data, source, origin }))
  return { loader, frame, posted, receive }
}

const ports: MessagePort[] = []

/** Plays the modal on the ports of the loader's `connect`: exposes `api` with stock comlink, then posts `ready`. */
function modalAnswers(connect: { ports: MessagePort[] }, api: Partial<ModalApi>) {
  const [modalPort, hostPort] = connect.ports as [MessagePort, MessagePort]
  ports.push(modalPort, hostPort)
  expose(api, exposeEndpoint(modalPort, MODAL_API_METHODS))
  return { ready: () => modalPort.postMessage({ ev: { type: 'ready', state: STATE, announce: null } }) }
}

const settled = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error) => ({ code: error.code, message: error.message }),
  )

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  for (const port of ports.splice(0)) port.close()
})

describe('loader handshake', () => {
  test('default: hello gets the two ports at the modal origin; calls wait for ready, then are answered', async () => {
    const { loader, posted, receive } = await loadLoader()
    const opened = loader.openWalletModal({ view: 'Account' })
    expect(posted).toEqual([])
    receive({ wm: 'hello', v: 1 })
    expect(posted).toHaveLength(1)
    expect(posted[0]).toMatchObject({ message: { wm: 'connect', v: 1 }, origin: MODAL_ORIGIN })
    expect(posted[0]!.ports).toHaveLength(2)
    const seen: unknown[] = []
    const modal = modalAnswers(posted[0]!, {
      open: async (options) => {
        seen.push(options)
        return { result: { ...STATE, open: true } }
      },
    })
    modal.ready()
    expect(await opened).toEqual({ ...STATE, open: true })
    expect(seen).toEqual([{ view: 'Account' }])
    expect(loader.getState()).toEqual(STATE)
  })

  test('error: a hello from another window or origin is ignored; a refusal rejects with 4100 and the modal’s message', async () => {
    const { loader, posted, receive } = await loadLoader()
    const opened = settled(loader.openWalletModal())
    receive({ wm: 'hello', v: 1 }, {}, MODAL_ORIGIN)
    receive({ wm: 'hello', v: 1 }, undefined, 'https://evil.example')
    expect(posted).toEqual([])
    receive({
      wm: 'refused',
      reason:
        "Invalid App Configuration: origin https://dapp.example is not in this deployment's allowedOrigins",
    })
    expect(await opened).toEqual({
      code: 4100,
      message:
        "Invalid App Configuration: origin https://dapp.example is not in this deployment's allowedOrigins",
    })
  })

  test('behavior: a second hello (the frame reloaded) rejects calls in flight with 4900, gives the accepted config back first, and later calls work', async () => {
    const { loader, posted, receive } = await loadLoader()
    const calls: string[] = []
    const api = (name: string): Partial<ModalApi> => ({
      configure: async (config) => {
        calls.push(`${name} configure ${JSON.stringify(config)}`)
        return { result: STATE }
      },
      request: () => {
        calls.push(`${name} request`)
        return name === 'first' ? new Promise(() => {}) : Promise.resolve({ result: '0x1' })
      },
    })
    const configured = loader.init({ themeMode: 'dark' })
    receive({ wm: 'hello', v: 1 })
    modalAnswers(posted[0]!, api('first')).ready()
    await configured
    const stalled = settled(loader.provider.request({ method: 'eth_blockNumber' }))
    await vi.waitFor(() => expect(calls).toContain('first request'))
    receive({ wm: 'hello', v: 1 })
    expect(await stalled).toEqual({ code: 4900, message: 'The modal reloaded; the request was cancelled' })
    modalAnswers(posted[1]!, api('second')).ready()
    expect(await loader.provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(calls).toEqual([
      'first configure {"themeMode":"dark","embedded":false}',
      'first request',
      'second configure {"themeMode":"dark","embedded":false}',
      'second request',
    ])
  })

  test('error: no ready within 20 s rejects pending and later calls, naming modalUrl', async () => {
    const { loader } = await loadLoader()
    const configured = settled(loader.init())
    await vi.advanceTimersByTimeAsync(20_000)
    const expected = { code: 4900, message: `The modal at ${MODAL_URL} did not load in 20 s` }
    expect(await configured).toEqual(expected)
    expect(await settled(loader.openWalletModal())).toEqual(expected)
  })

  test('error: a frame that loads but never says hello fails after 3 s with Invalid App Configuration', async () => {
    const { loader, frame } = await loadLoader()
    const configured = settled(loader.init())
    frame.onload!()
    await vi.advanceTimersByTimeAsync(3_000)
    expect(await configured).toEqual({
      code: 4100,
      message: `Invalid App Configuration: the modal at ${MODAL_URL} did not answer; check modalUrl and allowedOrigins (https://dapp.example)`,
    })
  })

  test('behavior: destroy rejects pending calls with 4900 and ignores the old frame from then on', async () => {
    const { loader, frame, posted, receive } = await loadLoader()
    const opened = settled(loader.openWalletModal())
    loader.destroy()
    expect(await opened).toEqual({ code: 4900, message: 'WalletModal was destroyed' })
    expect(frame.remove).toHaveBeenCalled()
    receive({ wm: 'hello', v: 1 })
    expect(posted).toEqual([])
  })
})
