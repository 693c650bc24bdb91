import { beforeAll, describe, expect, test, vi } from 'vitest'
import { createConnectorEvents } from '../connectors/connectorEvents.js'
import { createFakeConnector } from '../connectors/fakeConnector.js'
import type { SolanaAccount, SolanaConnector } from '../connectors/types.js'
import { WALLETCONNECT_ID } from '../connectors/walletConnect/walletConnectInfo.js'
import { walletStandardInfo } from '../rpc/walletStandardInfo.js'
import { createMemoryStorage } from '../storage/context.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { solana, testState } from '../store/appStateFixture.js'
import { toModalState } from '../store/modalState.js'
import { createStore } from '../store/store.js'
import { createSession, loadReportChecks, type SessionEvent } from './session.js'

// The wallet reports' checks: a chunk the modal loads after `ready`, and every path to `accept` waits for it.
beforeAll(() => loadReportChecks())

const SOLANA_ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const EVM_ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

function fakeSolanaConnector() {
  const events = createConnectorEvents<SolanaAccount>()
  const connector: SolanaConnector = {
    namespace: 'solana',
    info: { id: 'ws:solana:1', name: 'Phantom', icon: '', type: 'ANNOUNCED' },
    storageKey: 'name:Phantom',
    connect: async () => ({ address: SOLANA_ADDRESS }),
    restore: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    request: async () => null,
    onEvent: events.on,
  }
  return { connector, emit: events.emit }
}

function setup() {
  const store = createStore(testState())
  const storage = createMemoryStorage()
  const session = createSession({ store, storage, preferredNetworkId: null })
  const events: SessionEvent[] = []
  session.subscribe((event) => events.push(event))
  return { store, storage, session, events }
}

describe('session on the solana namespace', () => {
  test('default: a Solana account connects on the app’s Solana network, beside a connected eip155 wallet', () => {
    const { store, session, events } = setup()
    session.accept(createFakeConnector('a').connector, { address: EVM_ADDRESS, chainId: 1 })
    const { connector } = fakeSolanaConnector()
    expect(session.accept(connector, { address: SOLANA_ADDRESS })).toBe(true)
    expect(store.get().accounts.solana).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS })
    expect(store.get().accounts.eip155).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
    expect(toModalState(store.get())).toMatchObject({
      namespace: 'solana',
      address: SOLANA_ADDRESS,
      caipAddress: `${solana.caipNetworkId}:${SOLANA_ADDRESS}`,
      chainId: solana.id,
    })
    expect(events.at(-1)).toEqual({
      type: 'connected',
      namespace: 'solana',
      address: SOLANA_ADDRESS,
      listed: true,
      fresh: true,
    })
    expect(walletStandardInfo(store.get()).accounts).toEqual([
      {
        address: SOLANA_ADDRESS,
        publicKey: expect.any(Uint8Array),
        chains: [solana.caipNetworkId, 'solana:mainnet'],
        features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
      },
    ])
  })

  test('behavior: ending solana leaves eip155 connected', () => {
    const { store, session, events } = setup()
    session.accept(createFakeConnector('a').connector, { address: EVM_ADDRESS, chainId: 1 })
    const { connector, emit } = fakeSolanaConnector()
    session.accept(connector, { address: SOLANA_ADDRESS })
    emit({ type: 'disconnected' })
    expect(store.get().accounts.solana?.status).toBe('disconnected')
    expect(store.get().accounts.eip155).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
    expect(session.connector('solana')).toBeUndefined()
    expect(events.at(-1)).toEqual({ type: 'disconnected', namespace: 'solana' })
  })

  test('behavior: the deep-link choice stays while another namespace is still connected through WalletConnect', async () => {
    const { storage, session } = setup()
    const evm = createFakeConnector('wc').connector
    session.accept({ ...evm, storageKey: WALLETCONNECT_ID }, { address: EVM_ADDRESS, chainId: 1 })
    session.accept(
      { ...fakeSolanaConnector().connector, storageKey: WALLETCONNECT_ID },
      { address: SOLANA_ADDRESS },
    )
    storage.set(STORAGE_KEYS.deepLinkChoice, '{"href":"phantom://","name":"Phantom"}')
    session.end('solana')
    expect(await storage.get(STORAGE_KEYS.deepLinkChoice)).not.toBe(null)
    session.end('eip155')
    expect(await storage.get(STORAGE_KEYS.deepLinkChoice)).toBe(null)
  })

  test.each([
    ['an EVM address', EVM_ADDRESS],
    ['a string that is not base58 of 32 bytes', 'z'.repeat(44)],
  ])('error: %s from a Solana wallet is ignored; nothing changes', (_, address) => {
    const { store, session, events } = setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const before = store.get()
    expect(session.accept(fakeSolanaConnector().connector, { address })).toBe(false)
    expect(store.get()).toBe(before)
    expect(events).toEqual([])
    warn.mockRestore()
  })
})
