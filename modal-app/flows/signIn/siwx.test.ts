import { type Hex, hexToString } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import { createFakeConnector } from '../../connectors/fakeConnector.js'
import { SiwxBackendError } from '../../data/errors.js'
import type { SiwxBackendClient } from '../../data/siwxBackend.js'
import { createActions } from '../../navigation/actions.js'
import { createSession, loadReportChecks } from '../../state/session.js'
import { createMemoryStorage } from '../../storage/context.js'
import { testState } from '../../store/appStateFixture.js'
import { toModalState } from '../../store/modalState.js'
import { createStore, currentView } from '../../store/store.js'
import { SIWX_INIT_FAILED } from '../../texts/messages.js'
import { createSignIn } from './siwx.js'
import { account, fakeBackend, HOUR, NOW, SIWX, sessionOf } from './siwxFixture.js'

// The wallet reports' checks: a chunk the modal loads after `ready`, and every path to `accept` waits for it.
beforeAll(() => loadReportChecks())

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function setup(
  options: {
    siwx?: Record<string, unknown>
    backend?: Partial<SiwxBackendClient>
    sign?: () => Promise<unknown>
  } = {},
) {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  const store = createStore(
    testState(
      { origin: 'http://127.0.0.1:5174' },
      {
        siwx: { ...SIWX, required: false, ...options.siwx } as never,
        metadata: { name: 'Liar', description: '', url: 'https://evil.example', icons: [] },
      },
    ),
  )
  const storage = createMemoryStorage()
  const session = createSession({ store, storage, preferredNetworkId: null })
  const actions = createActions(store, { selectNamespace: session.selectNamespace, isMobile: () => false })
  const { connector } = createFakeConnector('a')
  const signed: string[] = []
  connector.request = async ({ method, params }) => {
    expect(method).toBe('personal_sign')
    const [raw, address] = params as [Hex, string]
    expect(address).toBe(account.address)
    signed.push(hexToString(raw))
    return options.sign ? options.sign() : account.signMessage({ message: { raw } })
  }
  const { backend, verified } = fakeBackend(options.backend)
  const disconnect = vi.fn(() => session.end('eip155'))
  const signIn = createSignIn({ store, session, actions, storage, backend, disconnect })
  const connect = () => session.accept(connector, { address: account.address, chainId: 1 })
  const view = () => currentView(store.get())
  return { store, storage, session, actions, signIn, connect, signed, verified, disconnect, view }
}

describe('createSignIn', () => {
  test('default', async () => {
    const { store, storage, signIn, connect, signed, verified, view } = setup({
      siwx: { statement: 'Welcome back', resources: ['https://api.example/data'] },
    })
    connect()
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    expect(store.get()).toMatchObject({ open: true, signIn: { phase: 'idle' } })

    const signedAt = Date.now()
    signIn.sign()
    await vi.waitFor(() => expect(store.get().open).toBe(false))
    const { issuedAt, expirationTime, ...fields } = parseSiweMessage(signed[0]!)
    expect(issuedAt!.getTime()).toBeGreaterThanOrEqual(signedAt)
    expect(issuedAt!.getTime()).toBeLessThanOrEqual(Date.now())
    expect(expirationTime!.getTime() - issuedAt!.getTime()).toBe(24 * HOUR)
    expect(fields).toEqual({
      scheme: 'http',
      domain: '127.0.0.1:5174',
      address: account.address,
      statement: 'Welcome back',
      uri: 'http://127.0.0.1:5174',
      version: '1',
      chainId: 1,
      nonce: 'abcdefgh12345678',
      resources: ['https://api.example/data'],
    })
    expect(verified).toEqual([
      {
        message: signed[0],
        signature: expect.any(String),
        address: account.address,
        caipNetworkId: 'eip155:1',
      },
    ])
    // The page gets what the user signed, for its own backend (issue 21.4); storage keeps the session alone.
    expect(toModalState(store.get()).siwx).toEqual({
      ...sessionOf(),
      message: signed[0],
      signature: verified[0]?.signature,
    })
    expect(store.get().signIn).toBeUndefined()
    expect(JSON.parse((await storage.get('@wm/siwx_session:eip155'))!)).toEqual(sessionOf())
  })

  test('behavior: a stored session for the account is kept without signing', async () => {
    const { store, storage, connect, signed } = setup()
    storage.set('@wm/siwx_session:eip155', JSON.stringify(sessionOf()))
    connect()
    await vi.waitFor(() => expect(store.get().siwx?.eip155).toEqual(sessionOf()))
    expect(store.get().open).toBe(false)
    expect(signed).toEqual([])
  })

  test("behavior: a reconnect judged on the deployment's networks keeps the stored session once the dapp's list the chain", async () => {
    const { store, storage, session, signed } = setup()
    storage.set('@wm/siwx_session:eip155', JSON.stringify(sessionOf()))
    const { connector } = createFakeConnector('b')
    const unlisted = { ...store.get().config.defaultNetwork, id: 31337, caipNetworkId: 'eip155:31337' }
    session.accept(connector, { address: account.address, chainId: 31337 })
    expect(store.get().siwx?.eip155).toBeUndefined()
    session.configure({ ...store.get().config, networks: [unlisted], defaultNetwork: unlisted })
    await vi.waitFor(() => expect(store.get().siwx?.eip155).toEqual(sessionOf()))
    expect(signed).toEqual([])
  })

  test("behavior: the backend's sessionUrl session is kept and stored", async () => {
    const { store, storage, connect } = setup({
      siwx: { sessionUrl: 'https://api.example/session' },
      backend: { session: async () => sessionOf() },
    })
    connect()
    await vi.waitFor(() => expect(store.get().siwx?.eip155).toEqual(sessionOf()))
    expect(await storage.get('@wm/siwx_session:eip155')).toBe(JSON.stringify(sessionOf()))
    expect(store.get().open).toBe(false)
  })

  test("behavior: another account's or an expired stored session asks again", async () => {
    const { storage, connect, view } = setup()
    storage.set('@wm/siwx_session:eip155', JSON.stringify(sessionOf(NOW - 1)))
    connect()
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
  })

  test('behavior: declined in the wallet, the view shows it and stays; the user stays connected', async () => {
    const { store, signIn, connect, view } = setup({
      sign: async () => Promise.reject(rpcErrors.userRejected()),
    })
    connect()
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    signIn.sign()
    await vi.waitFor(() => expect(store.get().signIn).toEqual({ phase: 'declined' }))
    expect(view()).toBe('SIWXSignMessage')
    expect(store.get().accounts.eip155?.status).toBe('connected')
  })

  test('behavior: cancel in optional mode closes and stays connected', async () => {
    const { store, signIn, connect, view, disconnect } = setup()
    connect()
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    signIn.cancel()
    expect(store.get().open).toBe(false)
    expect(store.get().accounts.eip155?.status).toBe('connected')
    expect(disconnect).not.toHaveBeenCalled()
  })

  test("behavior: after an optional sign-in was cancelled, Account's start asks again on top of it", async () => {
    const { store, actions, signIn, connect, view } = setup()
    connect()
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    signIn.cancel()
    actions.open({ view: 'Account' })
    signIn.start()
    expect(store.get()).toMatchObject({ stack: ['Account', 'SIWXSignMessage'], signIn: { phase: 'idle' } })
    signIn.sign()
    await vi.waitFor(() =>
      expect(store.get().siwx?.eip155).toEqual({
        ...sessionOf(),
        message: expect.any(String),
        signature: expect.any(String),
      }),
    )
  })

  test('behavior: required, closing is blocked until signed in; cancel disconnects', async () => {
    const { store, actions, signIn, connect, view, disconnect } = setup({ siwx: { required: true } })
    connect()
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    expect(actions.close()).toBe(false)
    expect(store.get().open).toBe(true)
    signIn.cancel()
    expect(disconnect).toHaveBeenCalledOnce()
    expect(store.get().accounts.eip155?.status).toBe('disconnected')
  })

  test('behavior: an expired session is dropped, and the next opening asks again', async () => {
    const { store, storage, actions, signIn, connect, view } = setup()
    connect()
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    signIn.sign()
    await vi.waitFor(() => expect(store.get().siwx?.eip155).toBeDefined())
    vi.advanceTimersByTime(HOUR)
    expect(toModalState(store.get()).siwx).toBeUndefined()
    expect(await storage.get('@wm/siwx_session:eip155')).toBeNull()
    actions.open({})
    expect(view()).toBe('SIWXSignMessage')
  })

  test('behavior: a disconnect forgets the session', async () => {
    const { store, storage, session, connect } = setup()
    storage.set('@wm/siwx_session:eip155', JSON.stringify(sessionOf()))
    connect()
    await vi.waitFor(() => expect(store.get().siwx?.eip155).toBeDefined())
    session.end('eip155')
    expect(store.get().siwx?.eip155).toBeUndefined()
    expect(await storage.get('@wm/siwx_session:eip155')).toBeNull()
  })

  test('behavior: no siwx in the config, no sign-in', async () => {
    const { store, connect } = setup()
    store.set((state) => ({ config: { ...state.config, siwx: undefined } }))
    connect()
    await Promise.resolve()
    expect(store.get().open).toBe(false)
    expect(store.get().signIn).toBeUndefined()
  })

  test('error: a backend that refuses disconnects with SPEC’s message', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { store, signIn, connect, view, disconnect } = setup({
      backend: { nonce: async () => Promise.reject(new SiwxBackendError('HTTP 500', { status: 500 })) },
    })
    connect()
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    signIn.sign()
    await vi.waitFor(() => expect(disconnect).toHaveBeenCalledOnce())
    expect(store.get().toast).toMatchObject({ message: SIWX_INIT_FAILED, variant: 'error' })
  })
})
