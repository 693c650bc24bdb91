import { describe, expect, test, vi } from 'vitest'
import { createWalletWindow, WINDOW_CLOSED } from './walletWindow.js'
import {
  type FromWindow,
  isWrappedWallet,
  randomId,
  readFromWindow,
  readToWindow,
  WALLET_WINDOW_CHANNEL,
} from './walletWindowProtocol.js'

const ORIGIN = 'https://modal.example'
const SESSION = 'a'.repeat(32)
const ID = 'b'.repeat(32)
const WALLET = {
  version: 1,
  credentialId: 'Y3JlZA',
  address: '0x000000000000000000000000000000000000dEaD',
  iv: 'aXY',
  ciphertext: 'Y2lwaGVy',
}
const SIGNATURE = `0x${'1'.repeat(130)}`

describe('readToWindow (the wallet window reads the frame)', () => {
  const opener = {}
  const request = {
    channel: WALLET_WINDOW_CHANNEL,
    session: SESSION,
    type: 'request',
    id: ID,
    request: { kind: 'create' },
  }
  const expected = { opener, origin: ORIGIN, session: SESSION }

  test('default: a request from its opener, on the modal origin, in its session', () => {
    expect(readToWindow({ origin: ORIGIN, source: opener, data: request }, expected)).toEqual(request)
    const lock = { channel: WALLET_WINDOW_CHANNEL, session: SESSION, type: 'lock' }
    expect(readToWindow({ origin: ORIGIN, source: opener, data: lock }, expected)).toEqual(lock)
  })

  test('error: another origin (the dapp), another window, another session, no opener, or a malformed request', () => {
    expect(
      readToWindow({ origin: 'https://dapp.example', source: opener, data: request }, expected),
    ).toBeUndefined()
    expect(readToWindow({ origin: ORIGIN, source: {}, data: request }, expected)).toBeUndefined()
    expect(
      readToWindow(
        { origin: ORIGIN, source: opener, data: { ...request, session: 'c'.repeat(32) } },
        expected,
      ),
    ).toBeUndefined()
    expect(
      readToWindow({ origin: ORIGIN, source: null, data: request }, { ...expected, opener: null }),
    ).toBeUndefined()
    for (const data of [
      { ...request, id: 'short' },
      { ...request, request: { kind: 'steal' } },
      { ...request, request: { kind: 'export' } },
      { ...request, channel: 'other' },
      'not an object',
    ])
      expect(readToWindow({ origin: ORIGIN, source: opener, data }, expected)).toBeUndefined()
  })
})

describe('readFromWindow (the frame reads the window)', () => {
  const popup = {}
  const expected = { popup, origin: ORIGIN, session: SESSION, id: ID }
  const answerOf = (answer: unknown) => ({
    channel: WALLET_WINDOW_CHANNEL,
    session: SESSION,
    type: 'answer',
    id: ID,
    answer,
  })

  test('default: ready, and the answer to the request it waits for', () => {
    const ready = { channel: WALLET_WINDOW_CHANNEL, session: SESSION, type: 'ready' }
    expect(readFromWindow({ origin: ORIGIN, source: popup, data: ready }, expected)).toEqual(ready)
    for (const answer of [
      { kind: 'sign', signature: SIGNATURE },
      { kind: 'create', wallet: WALLET },
      { kind: 'export' },
    ])
      expect(readFromWindow({ origin: ORIGIN, source: popup, data: answerOf(answer) }, expected)).toEqual(
        answerOf(answer),
      )
  })

  test('error: an answer to another id, from another window or origin, or of a bad shape, is not read', () => {
    const signed = answerOf({ kind: 'sign', signature: SIGNATURE })
    expect(
      readFromWindow({ origin: ORIGIN, source: popup, data: signed }, { ...expected, id: 'c'.repeat(32) }),
    ).toBeUndefined()
    expect(
      readFromWindow({ origin: ORIGIN, source: popup, data: signed }, { ...expected, id: undefined }),
    ).toBeUndefined()
    expect(readFromWindow({ origin: ORIGIN, source: {}, data: signed }, expected)).toBeUndefined()
    expect(
      readFromWindow({ origin: 'https://dapp.example', source: popup, data: signed }, expected),
    ).toBeUndefined()
    for (const answer of [
      { kind: 'sign', signature: '0x12' },
      { kind: 'create', wallet: { ...WALLET, address: 'nope' } },
      { kind: 'create', wallet: { ...WALLET, extra: 1 } },
      // The export answers that it showed the key, and nothing else: a key in it is refused.
      { kind: 'export', key: `0x${'2'.repeat(64)}` },
    ])
      expect(
        readFromWindow({ origin: ORIGIN, source: popup, data: answerOf(answer) }, expected),
      ).toBeUndefined()
  })

  test('behavior: isWrappedWallet takes exactly a record', () => {
    expect(isWrappedWallet(WALLET)).toBe(true)
    expect(isWrappedWallet({ ...WALLET, version: 2 })).toBe(false)
    expect(isWrappedWallet({ ...WALLET, iv: 'not base64url!' })).toBe(false)
  })

  test('behavior: ids are 16 random bytes, never twice the same', () => {
    const ids = new Set(Array.from({ length: 100 }, randomId))
    expect(ids.size).toBe(100)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/)
  })
})

/** A browser stand-in: the window `open` gives, the frame's message listener, and the closed-poll timer. */
function fakeHost() {
  const posted: { message: Record<string, unknown>; targetOrigin: string }[] = []
  const popup = {
    closed: false,
    focus: vi.fn(),
    postMessage: (message: Record<string, unknown>, targetOrigin: string) =>
      posted.push({ message, targetOrigin }),
  }
  let listener: ((event: MessageEvent) => void) | undefined
  const polls = new Set<() => void>()
  const open = vi.fn((_url: string, _target: string, _features: string) => popup as unknown as Window)
  const host = {
    open,
    origin: ORIGIN,
    addEventListener: (_type: 'message', added: (event: MessageEvent) => void) => {
      listener = added
    },
    setInterval: (run: () => void) => {
      polls.add(run)
      return run
    },
    clearInterval: (id: unknown) => {
      polls.delete(id as () => void)
    },
  }
  const session = () => (open.mock.calls[0]?.[0] ?? '').split('#')[1] ?? ''
  return {
    host,
    popup,
    posted,
    open,
    session,
    /** A message from `source` (the popup by default) on `origin`. */
    send(data: Partial<FromWindow> & Record<string, unknown>, source: unknown = popup, origin = ORIGIN) {
      listener?.({
        origin,
        source,
        data: { channel: WALLET_WINDOW_CHANNEL, session: session(), ...data },
      } as MessageEvent)
    },
    tick: () => {
      for (const poll of [...polls]) poll()
    },
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createWalletWindow (the frame side)', () => {
  test('default: opens popup.html with a session in its fragment, waits for ready, posts the request to the modal origin only, takes its answer', async () => {
    const fake = fakeHost()
    const walletWindow = createWalletWindow(`${ORIGIN}/popup.html`, fake.host)
    expect(walletWindow.open()).toBe(true)
    expect(fake.open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/modal\.example\/popup\.html#[0-9a-f]{32}$/),
      '_blank',
      expect.stringContaining('popup'),
    )
    const answered = walletWindow.request({ kind: 'export', wallets: [WALLET as never] })
    await flush()
    expect(fake.posted).toHaveLength(0)
    fake.send({ type: 'ready' })
    await flush()
    expect(fake.posted).toHaveLength(1)
    const [{ message, targetOrigin } = { message: {}, targetOrigin: '' }] = fake.posted
    expect(targetOrigin).toBe(ORIGIN)
    expect(message).toMatchObject({ type: 'request', session: fake.session(), request: { kind: 'export' } })
    // A forged answer from the dapp's origin, or from another window, is not read.
    fake.send(
      { type: 'answer', id: message.id as string, answer: { kind: 'export' } },
      fake.popup,
      'https://dapp.example',
    )
    fake.send({ type: 'answer', id: message.id as string, answer: { kind: 'export' } }, {})
    fake.send({ type: 'answer', id: 'f'.repeat(32), answer: { kind: 'export' } })
    let settled = false
    answered.then(() => {
      settled = true
    })
    await flush()
    expect(settled).toBe(false)
    fake.send({ type: 'answer', id: message.id as string, answer: { kind: 'export' } })
    expect(await answered).toEqual({ kind: 'export' })
  })

  test('behavior: an open window is used again, with no second window', async () => {
    const fake = fakeHost()
    const walletWindow = createWalletWindow(`${ORIGIN}/popup.html`, fake.host)
    walletWindow.open()
    fake.send({ type: 'ready' })
    expect(walletWindow.open()).toBe(true)
    expect(fake.open).toHaveBeenCalledTimes(1)
    expect(fake.popup.focus).toHaveBeenCalled()
  })

  test('error: closing the window answers 4001; an error the window answers is passed on; no window, no request', async () => {
    const fake = fakeHost()
    const walletWindow = createWalletWindow(`${ORIGIN}/popup.html`, fake.host)
    await expect(walletWindow.request({ kind: 'create' })).rejects.toMatchObject({ code: -32603 })
    walletWindow.open()
    fake.send({ type: 'ready' })
    const declined = walletWindow.request({ kind: 'create' })
    await flush()
    const id = fake.posted[0]?.message.id as string
    fake.send({ type: 'error', id, error: { code: 4001, message: 'Signature declined' } })
    await expect(declined).rejects.toMatchObject({ code: 4001, message: 'Signature declined' })

    const closed = walletWindow.request({ kind: 'create' })
    await flush()
    fake.popup.closed = true
    fake.tick()
    await expect(closed).rejects.toMatchObject({ code: 4001, message: WINDOW_CLOSED })
    expect(walletWindow.isOpen()).toBe(false)
  })

  test('error: a blocked window is reported', () => {
    const fake = fakeHost()
    fake.open.mockReturnValueOnce(null as unknown as Window)
    expect(createWalletWindow(`${ORIGIN}/popup.html`, fake.host).open()).toBe(false)
  })
})
