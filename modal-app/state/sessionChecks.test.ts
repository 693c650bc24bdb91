import { describe, expect, test, vi } from 'vitest'
import { createFakeConnector } from '../connectors/fakeConnector.js'
import { setLogLevel } from '../lib/log.js'
import { createMemoryStorage } from '../storage/context.js'
import { testState } from '../store/appStateFixture.js'
import { createStore } from '../store/store.js'
import { createSession, loadReportChecks } from './session.js'

// This file alone does not load the report checks first (vitest gives each file its own modules).
describe('the session before its report checks are loaded', () => {
  test('error: a report is refused as invalid, and the same report is accepted once they are', async () => {
    setLogLevel('warn')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const store = createStore(testState())
    const session = createSession({ store, storage: createMemoryStorage(), preferredNetworkId: null })
    const { connector } = createFakeConnector('a')
    const report = { address: '0x8ba1f109551bd432803012645ac136ddd64dba72', chainId: 10 }
    expect(session.accept(connector, report)).toBe(false)
    expect(store.get().accounts.eip155?.status).not.toBe('connected')
    expect(warn).toHaveBeenCalledWith(
      '[wallet-modal]',
      'ignored a wallet report with an invalid account or chain id',
      report,
    )
    setLogLevel('error')
    await loadReportChecks()
    expect(session.accept(connector, report)).toBe(true)
    expect(store.get().accounts.eip155).toMatchObject({
      status: 'connected',
      address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    })
  })
})
