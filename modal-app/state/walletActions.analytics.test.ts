import { beforeAll, describe, expect, test, vi } from 'vitest'
import type { HostApiClient } from '../../shared/protocol.js'
import { createFakeConnector } from '../connectors/fakeConnector.js'
import { createConnectorRegistry } from '../connectors/registry.js'
import { type AnalyticsEvent, onTrackedEvent } from '../data/analyticsEvents.js'
import { setLogLevel } from '../lib/log.js'
import { createMemoryStorage } from '../storage/context.js'
import { testState } from '../store/appStateFixture.js'
import { createStore } from '../store/store.js'
import { createSession, loadReportChecks } from './session.js'
import { createWalletActions } from './walletActions.js'

beforeAll(() => loadReportChecks())

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A connected eip155 wallet whose `disconnect()` rejects with `error`; the toasts shown and the events tracked. */
function failingDisconnect(error: unknown) {
  const store = createStore(testState())
  const session = createSession({ store, storage: createMemoryStorage(), preferredNetworkId: null })
  const registry = createConnectorRegistry()
  const { connector } = createFakeConnector('page', { address: ADDRESS, chainId: 1 })
  connector.disconnect = () => Promise.reject(error)
  registry.add(connector)
  const showToast = vi.fn()
  const wallet = createWalletActions({
    store,
    actions: {
      open: () => {},
      close: () => true,
      push: () => {},
      back: () => {},
      replace: () => {},
      showToast,
      showConnect: () => {},
      selectWallet: () => {},
    },
    session,
    registry,
    host: {} as HostApiClient,
    storage: createMemoryStorage(),
    walletConnect: { get: () => undefined, current: () => undefined },
    decideApproval: () => {},
  })
  expect(session.accept(connector, { address: ADDRESS, chainId: 1 })).toBe(true)
  const tracked: AnalyticsEvent[] = []
  onTrackedEvent((event) => tracked.push(event))
  return { wallet, showToast, tracked }
}

describe('a failed disconnect', () => {
  test('behavior: is a tracked error (SPEC §4) naming the chain and why (SPEC §8), beside the toast', async () => {
    setLogLevel('warn')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { wallet, showToast, tracked } = failingDisconnect(new Error('the wallet is gone'))
    wallet.disconnect('eip155')
    await expect.poll(() => tracked.map(({ event }) => event)).toEqual(['DISCONNECT_ERROR'])
    const message = 'Failed to disconnect chain eip155: the wallet is gone'
    expect(tracked[0]).toEqual({ event: 'DISCONNECT_ERROR', properties: { namespace: 'eip155', message } })
    expect(showToast).toHaveBeenCalledWith('Failed to disconnect', 'error')
    expect(warn).toHaveBeenCalledWith('[wallet-modal]', message, expect.any(Error))
    setLogLevel('error')
  })

  test('behavior: the wallet’s words are cleaned and bounded (160 characters)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { wallet, tracked } = failingDisconnect({ message: `gone\u202e\n${'!'.repeat(300)}` })
    wallet.disconnect('eip155')
    await expect.poll(() => tracked.length).toBe(1)
    expect(tracked[0]?.properties).toEqual({
      namespace: 'eip155',
      message: `Failed to disconnect chain eip155: gone ${'!'.repeat(154)}…`,
    })
  })
})
