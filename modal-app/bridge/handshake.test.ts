import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { PROTOCOL_VERSION } from '../../shared/protocol.js'
import { connectToHost } from './handshake.js'

type Posted = { message: unknown; target: unknown }

/** A window that records what is posted to it. */
function fakeWindow() {
  const posted: Posted[] = []
  return { posted, postMessage: (message: unknown, target: unknown) => posted.push({ message, target }) }
}

const host = 'https://app.example.com'
let parent: ReturnType<typeof fakeWindow>
let receive: (event: unknown) => Promise<void>

function stubFrame(ancestorOrigins: string[] = [host]) {
  parent = fakeWindow()
  vi.stubGlobal('window', { parent })
  vi.stubGlobal('location', { ancestorOrigins })
  vi.stubGlobal('addEventListener', (type: string, listener: typeof receive) => {
    if (type === 'message') receive = listener
  })
}

function connect(options: { source?: unknown; origin?: string; v?: number; ports?: number } = {}) {
  const channel = new MessageChannel()
  const second = new MessageChannel()
  const ports = [channel.port1, second.port1].slice(0, options.ports ?? 2)
  return receive({
    data: { wm: 'connect', v: options.v ?? PROTOCOL_VERSION },
    source: options.source ?? parent,
    origin: options.origin ?? host,
    ports,
  })
}

const refusals = (window: ReturnType<typeof fakeWindow>) =>
  window.posted.filter((post) => (post.message as { wm?: string }).wm === 'refused')

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('connectToHost', () => {
  test('default: says hello to the parent, then takes the ports of an allowed parent', async () => {
    stubFrame()
    const refusal = vi.fn(async () => undefined)
    const connection = connectToHost(refusal)
    expect(parent.posted).toEqual([{ message: { wm: 'hello', v: PROTOCOL_VERSION }, target: '*' }])
    await connect()
    expect(await connection).toMatchObject({ origin: host })
    expect(refusal).toHaveBeenCalledWith(host, [])
  })

  test('behavior: every further ancestor is given to the allow-list check', async () => {
    stubFrame([host, 'https://top.example'])
    const refusal = vi.fn(async () => undefined)
    void connectToHost(refusal)
    await connect()
    expect(refusal).toHaveBeenCalledWith(host, ['https://top.example'])
  })

  test('error: a refused origin gets the reason, at its own origin only; a later allowed connect works', async () => {
    stubFrame()
    let reason: string | undefined = `origin ${host} is not in this deployment's allowedOrigins`
    const connection = connectToHost(async () => reason)
    await connect()
    expect(refusals(parent)).toEqual([
      {
        message: { wm: 'refused', reason: `Invalid App Configuration: ${reason}` },
        target: { targetOrigin: host },
      },
    ])
    reason = undefined
    await connect()
    expect(await connection).toMatchObject({ origin: host })
  })

  test('error: another frame may not connect', async () => {
    stubFrame()
    const other = fakeWindow()
    const refusal = vi.fn(async () => undefined)
    void connectToHost(refusal)
    await connect({ source: other, origin: 'https://evil.example' })
    expect(refusals(other)).toEqual([
      {
        message: {
          wm: 'refused',
          reason: 'Invalid App Configuration: only the page that embeds the modal may connect',
        },
        target: { targetOrigin: 'https://evil.example' },
      },
    ])
    expect(refusal).not.toHaveBeenCalled()
  })

  test('error: an origin that is not the embedding page’s (ancestorOrigins) is refused', async () => {
    stubFrame([host])
    void connectToHost(async () => undefined)
    await connect({ origin: 'https://other.example' })
    expect(refusals(parent)).toMatchObject([
      {
        message: {
          reason:
            "Invalid App Configuration: origin https://other.example is not the embedding page's origin",
        },
      },
    ])
  })

  test('error: another protocol version, or a missing port, is refused', async () => {
    stubFrame()
    void connectToHost(async () => undefined)
    await connect({ v: PROTOCOL_VERSION + 1 })
    await connect({ ports: 1 })
    expect(refusals(parent).map((post) => (post.message as { reason: string }).reason)).toEqual([
      `Invalid App Configuration: this modal speaks bridge protocol ${PROTOCOL_VERSION}, the loader ${PROTOCOL_VERSION + 1}: load loader.js from the modal's own folder`,
      'Invalid App Configuration: expected two ports',
    ])
  })

  test('error: once connected, a second connect is refused', async () => {
    stubFrame()
    const connection = connectToHost(async () => undefined)
    await connect()
    await connection
    await connect()
    expect(refusals(parent)).toMatchObject([
      { message: { reason: 'Invalid App Configuration: the modal is already connected' } },
    ])
  })

  test('behavior: messages that are not a connect are ignored', async () => {
    stubFrame()
    const refusal = vi.fn(async () => undefined)
    void connectToHost(refusal)
    await receive({ data: { wm: 'hello' }, source: parent, origin: host, ports: [] })
    await receive({ data: null, source: parent, origin: host, ports: [] })
    expect(refusal).not.toHaveBeenCalled()
    expect(refusals(parent)).toEqual([])
  })
})
