import { beforeAll, describe, expect, test } from 'vitest'
import { createFakeConnector } from '../../connectors/fakeConnector.js'
import { createActions } from '../../navigation/actions.js'
import { createSession, loadReportChecks } from '../../state/session.js'
import { createMemoryStorage } from '../../storage/context.js'
import { testState } from '../../store/appStateFixture.js'
import { createStore, currentView } from '../../store/store.js'
import { account, SIWX } from './siwxFixture.js'
import { createLazySignIn } from './siwxLazy.js'

// The wallet reports' checks: a chunk the modal loads after `ready`, and every path to `accept` waits for it.
beforeAll(() => loadReportChecks())

function setup() {
  const store = createStore(
    testState({ origin: 'http://127.0.0.1:5174' }, { siwx: { ...SIWX, required: false } as never }),
  )
  const storage = createMemoryStorage()
  const session = createSession({ store, storage, preferredNetworkId: null })
  const actions = createActions(store, { selectNamespace: session.selectNamespace, isMobile: () => false })
  const signIn = createLazySignIn({ store, session, actions, storage, disconnect: session.end })
  const { connector } = createFakeConnector('a')
  const connect = () => session.accept(connector, { address: account.address, chainId: 1 })
  return { store, session, signIn, connect }
}

describe('createLazySignIn', () => {
  test('behavior: a wallet that connected before the chunk loaded is asked to sign in once it has', async () => {
    const { store, signIn, connect } = setup()
    expect(connect()).toBe(true)
    // Kept, not lost: nothing asks yet, and the loaded sign-in gets the connection first.
    expect(currentView(store.get())).toBe('Connect')
    await signIn.load()
    await expect.poll(() => currentView(store.get())).toBe('SIWXSignMessage')
    expect(store.get()).toMatchObject({ open: true, signIn: { phase: 'idle' } })
  })

  test('behavior: its actions wait for the chunk; cancel in optional mode closes and stays connected', async () => {
    const { store, signIn, connect } = setup()
    connect()
    await signIn.load()
    await expect.poll(() => store.get().open).toBe(true)
    signIn.cancel()
    await expect.poll(() => store.get().open).toBe(false)
    expect(store.get().accounts.eip155).toMatchObject({ status: 'connected', address: account.address })
  })
})
