import { beforeAll, describe, expect, test, vi } from 'vitest'
import type { HostApiClient } from '../../shared/protocol.js'
import { createFakeConnector } from '../connectors/fakeConnector.js'
import { createConnectorRegistry } from '../connectors/registry.js'
import { type AnalyticsEvent, onTrackedEvent } from '../data/analyticsEvents.js'
import { createMemoryStorage } from '../storage/context.js'
import { testState } from '../store/appStateFixture.js'
import { createStore } from '../store/store.js'
import { createSession, loadReportChecks } from './session.js'
import { createWalletActions } from './walletActions.js'

beforeAll(() => loadReportChecks())

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('a failed disconnect', () => {
  test('behavior: is a tracked error (SPEC §4), beside the toast', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const store = createStore(testState())
    const session = createSession({ store, storage: createMemoryStorage(), preferredNetworkId: null })
    const registry = createConnectorRegistry()
    const { connector } = createFakeConnector('page', { address: ADDRESS, chainId: 1 })
    connector.disconnect = () => Promise.reject(new Error('the wallet is gone'))
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
    wallet.disconnect('eip155')
    await expect.poll(() => tracked.map(({ event }) => event)).toEqual(['DISCONNECT_ERROR'])
    expect(tracked[0]).toEqual({ event: 'DISCONNECT_ERROR', properties: { namespace: 'eip155' } })
    expect(showToast).toHaveBeenCalledWith('Failed to disconnect', 'error')
  })
})
