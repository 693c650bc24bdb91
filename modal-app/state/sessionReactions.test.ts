import { beforeAll, describe, expect, test } from 'vitest'
import type { ViewName } from '../../shared/protocol.js'
import type { ResolvedConfig } from '../config/types.js'
import { createFakeConnector } from '../connectors/fakeConnector.js'
import { createActions } from '../navigation/actions.js'
import { createAccountRequests } from '../rpc/accountRequests.js'
import { createMemoryStorage } from '../storage/context.js'
import { mainnet, testState } from '../store/appStateFixture.js'
import { createStore, currentView } from '../store/store.js'
import { createSession, loadReportChecks } from './session.js'
import { reactToSession } from './sessionReactions.js'

// The wallet reports' checks: a chunk the modal loads after `ready`, and every path to `accept` waits for it.
beforeAll(() => loadReportChecks())

const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

function setup(stack: ViewName[] = ['Connect'], config: Partial<ResolvedConfig> = {}) {
  const store = createStore(testState({ open: true, stack }, config))
  const session = createSession({ store, storage: createMemoryStorage(), preferredNetworkId: null })
  const actions = createActions(store, { isMobile: () => false, selectNamespace: session.selectNamespace })
  reactToSession(session, store, actions)
  const requestAccounts = createAccountRequests({
    store,
    session,
    actions,
    settled: { eip155: Promise.resolve() },
  })
  return { store, session, actions, requestAccounts, connector: createFakeConnector('a').connector }
}

describe('reactToSession', () => {
  test.each<ViewName>(['ConnectingExternal', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic'])(
    'default: a new connection closes %s',
    (view) => {
      const { store, session, connector } = setup(['Connect', view])
      session.accept(connector, { address, chainId: 1 })
      expect(store.get().open).toBe(false)
    },
  )

  test('behavior: a new chain of the connected wallet leaves the views alone', () => {
    const { store, session, connector, actions } = setup(['Connect'])
    session.accept(connector, { address, chainId: 1 })
    actions.push('ConnectingExternal')
    session.accept(connector, { address, chainId: 10 })
    expect(store.get()).toMatchObject({ open: true, stack: ['Connect', 'ConnectingExternal'] })
  })

  test('behavior: a chain the app does not list opens UnsupportedChain, on every report', () => {
    const { store, session, connector, actions } = setup(['Connect', 'ConnectingExternal'])
    session.accept(connector, { address, chainId: 31338 })
    expect(store.get()).toMatchObject({ open: true, stack: ['UnsupportedChain'] })
    actions.close()
    session.accept(connector, { address, chainId: 31339 })
    expect(currentView(store.get())).toBe('UnsupportedChain')
    expect(store.get().open).toBe(true)
  })

  test('behavior: a new config that lists the chain takes UnsupportedChain away; one that drops it brings it', () => {
    const { store, session, connector } = setup(['Connect'])
    session.accept(connector, { address, chainId: 31338 })
    expect(store.get()).toMatchObject({ open: true, stack: ['UnsupportedChain'] })
    const listing = { ...mainnet, id: 31338, caipNetworkId: 'eip155:31338', name: 'Anvil 31338' } as const
    session.configure({ ...store.get().config, networks: [listing], defaultNetwork: listing })
    // UnsupportedChain is the only history: going back closes the modal (SPEC §2).
    expect(store.get().open).toBe(false)
    expect(store.get().networks.eip155).toEqual(listing)
    session.configure({ ...store.get().config, networks: [mainnet], defaultNetwork: mainnet })
    expect(store.get()).toMatchObject({ open: true, stack: ['UnsupportedChain'] })
    expect(store.get().networks.eip155).toMatchObject({ id: 31338, name: 'Chain 31338' })
  })

  test.each<[string, Partial<ResolvedConfig>]>([
    ['allowUnsupportedChain', { allowUnsupportedChain: true }],
    ['enableNetworkSwitch false', { enableNetworkSwitch: false }],
    ['manualWCControl (basic protocol mode)', { manualWCControl: true }],
  ])('behavior: %s keeps the wallet on an unlisted chain without UnsupportedChain (SPEC §4)', (_, config) => {
    const { store, session, connector } = setup(['Connect', 'ConnectingWalletConnectBasic'], config)
    session.accept(connector, { address, chainId: 31338 })
    expect(store.get().stack).not.toContain('UnsupportedChain')
    expect(store.get().open).toBe(false)
  })

  test('behavior: in basic protocol mode, a connected wallet moving to an unlisted chain opens nothing (no new pairing QR)', () => {
    const { store, session, connector, actions } = setup(['Connect'], { manualWCControl: true })
    session.accept(connector, { address, chainId: 1 })
    actions.close({ force: true })
    session.accept(connector, { address, chainId: 31338 })
    expect(store.get().open).toBe(false)
    session.configure({ ...store.get().config, networks: [mainnet], defaultNetwork: mainnet })
    expect(store.get().open).toBe(false)
  })
})

describe('createAccountRequests', () => {
  test('default: answers when a wallet connects', async () => {
    const { session, connector, requestAccounts } = setup()
    const accounts = requestAccounts()
    await Promise.resolve()
    session.accept(connector, { address: address.toLowerCase(), chainId: 1 })
    expect(await accounts).toEqual([address])
  })

  test('behavior: already connected, it answers at once without opening anything', async () => {
    const { store, session, connector, requestAccounts, actions } = setup()
    session.accept(connector, { address, chainId: 1 })
    actions.close()
    expect(await requestAccounts()).toEqual([address])
    expect(store.get().open).toBe(false)
  })

  test('behavior: opens Connect when the modal is closed', async () => {
    const { store, requestAccounts, actions } = setup()
    actions.close()
    void requestAccounts()
    await Promise.resolve()
    expect(store.get()).toMatchObject({ open: true, stack: ['Connect'] })
  })

  test('error: closing the modal without connecting rejects with 4001', async () => {
    const { requestAccounts, actions } = setup()
    const accounts = requestAccounts()
    await Promise.resolve()
    actions.close()
    await expect(accounts).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })
})
