import { beforeAll, describe, expect, test, vi } from 'vitest'
import type { WalletConnectConnector } from '../connectors/walletConnect/walletConnectConnector.js'
import { SiwxBackendError } from '../data/errors.js'
import type { SiwxBackendClient } from '../data/siwxBackend.js'
import { createActions } from '../navigation/actions.js'
import { createMemoryStorage } from '../storage/context.js'
import { storedSession } from '../storage/siwxStoredSession.js'
import { mainnet, optimism, testState } from '../store/appStateFixture.js'
import { createStore } from '../store/store.js'
import { SIWX_INIT_FAILED } from '../texts/messages.js'
import { createSession, loadReportChecks } from './session.js'
import { createWalletConnectConnect } from './walletConnectConnect.js'

// The wallet reports' checks: a chunk the modal loads after `ready`, and every path to `accept` waits for it. Loaded
// here first: the first test's `vi.waitFor` (1 s) must not include importing it, which takes longer on a busy machine.
beforeAll(() => loadReportChecks())

const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'
const NOW = Date.parse('2026-01-01T00:00:00Z')
const signIn = { message: 'signed message', signature: '0x5151', address, caipNetworkId: 'eip155:1' }
const verified = { address, caipNetworkId: 'eip155:1', expiresAt: '2026-01-02T00:00:00.000Z' }

/** ConnectingWalletConnect open, sign-in configured; the connector's pairing gives `signIn` with an eip155 account. */
function setup(verify: SiwxBackendClient['verify']) {
  const store = createStore(
    testState(
      { open: true, stack: ['Connect', 'ConnectingWalletConnect'] },
      {
        siwx: {
          nonceUrl: 'https://api.example/nonce',
          verifyUrl: 'https://api.example/verify',
          required: false,
          resources: [],
        },
      },
    ),
  )
  const storage = createMemoryStorage()
  const session = createSession({ store, storage, preferredNetworkId: null })
  const actions = createActions(store, { selectNamespace: session.selectNamespace })
  const evm = {
    namespace: 'eip155',
    info: { id: 'walletConnect', name: 'WalletConnect', icon: '', type: 'WALLET_CONNECT' },
    storageKey: 'walletConnect',
    onEvent: () => () => {},
    disconnect: vi.fn(async () => {}),
  }
  const pairNamespaces = vi.fn(async () => ({
    approved: [{ namespace: 'eip155' as const, connector: evm as never, account: { address, chainId: 1 } }],
    signIn,
  }))
  const connector = { pairNamespaces } as unknown as WalletConnectConnector
  const backend = { nonce: async () => 'n0nce1234', verify: vi.fn(verify), session: async () => undefined }
  const connect = createWalletConnectConnect({
    store,
    actions,
    session,
    storage,
    backend,
    walletConnect: { get: () => connector },
    now: () => NOW,
  })
  return { store, storage, connect, pairNamespaces, backend, evm }
}

describe('createWalletConnectConnect', () => {
  test('default: the pairing proposes a sign-in for the verified origin; verified, it is stored and the wallet connects', async () => {
    const { store, storage, connect, pairNamespaces, backend } = setup(async () => verified)
    connect()
    await vi.waitFor(() => expect(store.get().accounts.eip155?.status).toBe('connected'))
    expect(pairNamespaces).toHaveBeenCalledWith({
      origin: 'https://app.example.com',
      nonce: 'n0nce1234',
      chains: [mainnet.caipNetworkId, optimism.caipNetworkId],
      statement: undefined,
      resources: [],
    })
    expect(backend.verify).toHaveBeenCalledWith('https://api.example/verify', signIn)
    expect(await storedSession(storage, 'eip155').read()).toEqual(verified)
    expect(store.get().open).toBe(false)
  })

  test('error: a sign-in the backend refuses connects nothing: SPEC’s error, and the wallet is disconnected', async () => {
    const { store, storage, connect, evm } = setup(async () => {
      throw new SiwxBackendError('The sign-in backend answered HTTP 401')
    })
    connect()
    await vi.waitFor(() => expect(evm.disconnect).toHaveBeenCalled())
    expect(store.get().accounts.eip155?.status).not.toBe('connected')
    expect(await storedSession(storage, 'eip155').read()).toBeUndefined()
    await vi.waitFor(() =>
      expect(store.get().toast).toMatchObject({ message: SIWX_INIT_FAILED, variant: 'error' }),
    )
  })

  test('error: a session the backend answers for another account is refused', async () => {
    const { store, connect, evm } = setup(async () => ({
      ...verified,
      address: '0x0000000000000000000000000000000000000001',
    }))
    connect()
    await vi.waitFor(() => expect(evm.disconnect).toHaveBeenCalled())
    expect(store.get().accounts.eip155?.status).not.toBe('connected')
  })
})

describe('createWalletConnectConnect without WalletConnect', () => {
  test('error: the pairing view gets SPEC §8’s message, not a QR code that never comes', () => {
    const store = createStore(testState({ open: true, stack: ['Connect', 'ConnectingWalletConnect'] }))
    const storage = createMemoryStorage()
    const session = createSession({ store, storage, preferredNetworkId: null })
    const connect = createWalletConnectConnect({
      store,
      actions: createActions(store, { selectNamespace: session.selectNamespace }),
      session,
      storage,
      backend: {} as SiwxBackendClient,
      walletConnect: { get: () => undefined },
    })
    connect()
    expect(store.get().pairingError).toBe('WalletConnectConnector not found')
  })
})

describe('createWalletConnectConnect on solana', () => {
  test('behavior: connecting the solana namespace proposes no sign-in (sign-in is eip155’s)', async () => {
    const { store, connect, pairNamespaces } = setup(async () => verified)
    store.set({ namespace: 'solana' })
    connect()
    await vi.waitFor(() => expect(pairNamespaces).toHaveBeenCalledWith(undefined))
  })
})
