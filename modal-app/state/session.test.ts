import { beforeAll, describe, expect, test, vi } from 'vitest'
import { createFakeConnector } from '../connectors/fakeConnector.js'
import { WALLETCONNECT_ID } from '../connectors/walletConnect/walletConnectInfo.js'
import { setLogLevel } from '../lib/log.js'
import { createMemoryStorage } from '../storage/context.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { mainnet, optimism, solana, testConfig, testState } from '../store/appStateFixture.js'
import { activeAccount, activeNetwork, createStore } from '../store/store.js'
import { createSession, loadReportChecks, type SessionEvent } from './session.js'

// The wallet reports' checks: a chunk the modal loads after `ready`, and every path to `accept` waits for it.
beforeAll(() => loadReportChecks())

const lower = '0x8ba1f109551bd432803012645ac136ddd64dba72'
const checksummed = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

function setup(preferredNetworkId: string | null = null) {
  const store = createStore(testState())
  const storage = createMemoryStorage()
  const session = createSession({ store, storage, preferredNetworkId })
  const events: SessionEvent[] = []
  session.subscribe((event) => events.push(event))
  return { store, storage, session, events }
}

describe('accept', () => {
  test('default', async () => {
    const { store, storage, session, events } = setup()
    const { connector } = createFakeConnector('a')
    expect(session.accept(connector, { address: lower, chainId: 10 })).toBe(true)
    expect(store.get().accounts.eip155).toEqual({
      status: 'connected',
      address: checksummed,
      wallet: connector.info,
    })
    expect(store.get().namespace).toBe('eip155')
    expect(activeNetwork(store.get())).toBe(optimism)
    expect(session.connector('eip155')).toBe(connector)
    expect(events).toEqual([
      { type: 'connected', namespace: 'eip155', address: checksummed, listed: true, fresh: true },
    ])
    expect(await storage.get('@wm/connected_connector_id:eip155' as never)).toBe('dev.a')
    expect(await storage.get('@wm/connection_status:eip155' as never)).toBe('connected')
    expect(await storage.get('@wm/active_caip_network_id' as never)).toBe('eip155:10')
  })

  test('behavior: a chain the app does not list is kept as "Chain N", without RPC, and not remembered', async () => {
    const { store, storage, session, events } = setup()
    session.accept(createFakeConnector('a').connector, { address: checksummed, chainId: 31338 })
    expect(activeNetwork(store.get())).toMatchObject({ name: 'Chain 31338', caipNetworkId: 'eip155:31338' })
    expect(activeNetwork(store.get()).rpcUrls.default.http).toEqual([])
    expect(events.at(-1)).toMatchObject({ type: 'connected', listed: false })
    expect(await storage.get('@wm/active_caip_network_id' as never)).toBe(null)
  })

  test.each([
    ['NaN', Number.NaN],
    ['1.5', 1.5],
    ['-1', -1],
    ['0', 0],
    ['2^53', 2 ** 53],
  ])('error: chain id %s from the wallet is ignored; nothing changes', (_, chainId) => {
    const { store, session, events } = setup()
    setLogLevel('warn')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const before = store.get()
    expect(session.accept(createFakeConnector('a').connector, { address: checksummed, chainId })).toBe(false)
    expect(store.get()).toBe(before)
    expect(events).toEqual([])
    expect(session.connector('eip155')).toBeUndefined()
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
    setLogLevel('error')
  })

  test.each(['0x1234', `${checksummed}00`, 'not an address', checksummed.slice(2)])(
    'error: address %s from the wallet is ignored',
    (address) => {
      const { store, session } = setup()
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      expect(session.accept(createFakeConnector('a').connector, { address, chainId: 1 })).toBe(false)
      expect(activeAccount(store.get()).status).toBe('disconnected')
      vi.restoreAllMocks()
    },
  )

  test('behavior: a second report from the same wallet is not a fresh connection', () => {
    const { session, events } = setup()
    const { connector } = createFakeConnector('a')
    session.accept(connector, { address: checksummed, chainId: 1 })
    session.accept(connector, { address: checksummed, chainId: 10 })
    expect(events.map((event) => 'fresh' in event && event.fresh)).toEqual([true, false])
  })
})

describe('connector events', () => {
  test('default: an account or chain change from the connected wallet updates the state', () => {
    const { store, session } = setup()
    const { connector, emit } = createFakeConnector('a')
    session.accept(connector, { address: checksummed, chainId: 1 })
    emit({ type: 'account', account: { address: checksummed, chainId: 10 } })
    expect(activeNetwork(store.get())).toBe(optimism)
  })

  test('behavior: the wallet disconnecting ends the session and forgets the wallet', async () => {
    const { store, storage, session, events } = setup()
    const { connector, emit } = createFakeConnector('a')
    session.accept(connector, { address: checksummed, chainId: 1 })
    emit({ type: 'disconnected' })
    expect(activeAccount(store.get())).toMatchObject({ status: 'disconnected', address: undefined })
    expect(session.connector('eip155')).toBeUndefined()
    expect(events.at(-1)).toEqual({ type: 'disconnected', namespace: 'eip155' })
    expect(await storage.get('@wm/connected_connector_id:eip155' as never)).toBe(null)
    expect(await storage.get('@wm/connection_status:eip155' as never)).toBe('disconnected')
  })

  test('behavior: a wallet that is no longer the connected one is not listened to', () => {
    const { store, session } = setup()
    const first = createFakeConnector('a')
    const second = createFakeConnector('b')
    session.accept(first.connector, { address: checksummed, chainId: 1 })
    session.accept(second.connector, { address: checksummed, chainId: 10 })
    first.emit({ type: 'disconnected' })
    first.emit({ type: 'account', account: { address: checksummed, chainId: 1 } })
    expect(activeAccount(store.get()).status).toBe('connected')
    expect(activeNetwork(store.get())).toBe(optimism)
    expect(session.connector('eip155')).toBe(second.connector)
  })
})

describe('reconnecting', () => {
  test('default: connecting while the startup reconnect runs', () => {
    const { store, session } = setup()
    session.reconnecting('eip155', true)
    expect(activeAccount(store.get()).status).toBe('connecting')
  })

  test('behavior: giving up without a wallet disconnects', () => {
    const { store, session } = setup()
    session.reconnecting('eip155', true)
    session.reconnecting('eip155', false)
    expect(activeAccount(store.get()).status).toBe('disconnected')
  })

  test('behavior: giving up after a wallet connected changes nothing', () => {
    const { store, session } = setup()
    session.reconnecting('eip155', true)
    session.accept(createFakeConnector('a').connector, { address: checksummed, chainId: 1 })
    session.reconnecting('eip155', false)
    expect(activeAccount(store.get()).status).toBe('connected')
  })
})

describe('configure', () => {
  test('default: the remembered network wins over the default when listed', () => {
    const { store, session } = setup('eip155:10')
    session.configure(testConfig())
    expect(activeNetwork(store.get())).toBe(optimism)
    session.configure(testConfig({ networks: [mainnet], defaultNetwork: mainnet }))
    expect(activeNetwork(store.get())).toBe(mainnet)
  })

  test('behavior: a connected wallet’s chain wins over the remembered network', () => {
    const { store, session } = setup('eip155:1')
    session.accept(createFakeConnector('a').connector, { address: checksummed, chainId: 10 })
    session.configure(testConfig())
    expect(activeNetwork(store.get())).toBe(optimism)
  })
})

describe('selectNetwork', () => {
  test('default: moves the app and remembers the network', async () => {
    const { store, storage, session } = setup()
    session.selectNetwork(solana)
    expect(store.get().namespace).toBe('solana')
    expect(activeNetwork(store.get())).toBe(solana)
    expect(await storage.get('@wm/active_caip_network_id' as never)).toBe(solana.caipNetworkId)
  })
})

describe('selectNamespace', () => {
  test('default: the namespace’s first configured network', () => {
    const { store, session } = setup()
    session.selectNamespace('solana')
    expect(store.get().namespace).toBe('solana')
    expect(activeNetwork(store.get())).toBe(solana)
  })

  test('behavior: a namespace without a configured network is ignored', () => {
    const { store, session } = setup()
    session.selectNamespace('cosmos')
    expect(store.get().namespace).toBe('eip155')
    expect(activeNetwork(store.get())).toBe(mainnet)
  })
})

describe('namespaces', () => {
  test('behavior: each namespace keeps its own account: moving to solana leaves eip155 connected', () => {
    const { store, session } = setup()
    const { connector } = createFakeConnector('a')
    session.accept(connector, { address: checksummed, chainId: 10 })
    session.selectNamespace('solana')
    expect(activeAccount(store.get()).status).toBe('disconnected')
    expect(store.get().accounts.eip155).toMatchObject({ status: 'connected', address: checksummed })
    expect(session.connector('eip155')).toBe(connector)
    session.selectNamespace('eip155')
    expect(activeNetwork(store.get())).toBe(optimism)
  })

  test('behavior: ending one namespace leaves the others as they are', () => {
    const { store, session } = setup()
    session.accept(createFakeConnector('a').connector, { address: checksummed, chainId: 1 })
    session.end('solana')
    expect(store.get().accounts.eip155?.status).toBe('connected')
    expect(store.get().accounts.solana?.status).toBe('disconnected')
  })
})

describe('the deep-link choice', () => {
  const choice = '{"href":"metamask://","name":"MetaMask"}'

  /** A connected wallet on `storageKey`, and a deep-link choice stored. */
  function connectedThrough(storageKey: string) {
    const { storage, session } = setup()
    const { connector, emit } = createFakeConnector('a')
    session.accept({ ...connector, storageKey }, { address: checksummed, chainId: 1 })
    storage.set(STORAGE_KEYS.deepLinkChoice, choice)
    return { storage, session, emit }
  }

  test('default: forgotten when the WalletConnect session ends (the wallet deleted it)', async () => {
    const { storage, emit } = connectedThrough(WALLETCONNECT_ID)
    emit({ type: 'disconnected' })
    expect(await storage.get(STORAGE_KEYS.deepLinkChoice)).toBe(null)
  })

  test('behavior: forgotten when the user disconnects the WalletConnect namespace', async () => {
    const { storage, session } = connectedThrough(WALLETCONNECT_ID)
    session.end('eip155')
    expect(await storage.get(STORAGE_KEYS.deepLinkChoice)).toBe(null)
  })

  test('behavior: kept when a host wallet disconnects', async () => {
    const { storage, session } = connectedThrough('io.metamask')
    session.end('eip155')
    expect(await storage.get(STORAGE_KEYS.deepLinkChoice)).toBe(choice)
  })
})
