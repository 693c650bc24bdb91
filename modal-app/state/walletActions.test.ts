import { beforeAll, describe, expect, test } from 'vitest'
import type { HostApiClient } from '../../shared/protocol.js'
import { createFakeConnector } from '../connectors/fakeConnector.js'
import { createConnectorRegistry } from '../connectors/registry.js'
import type { Actions } from '../navigation/actions.js'
import { createMemoryStorage } from '../storage/context.js'
import { testState } from '../store/appStateFixture.js'
import { createStore } from '../store/store.js'
import { createSession, loadReportChecks } from './session.js'
import { createWalletActions } from './walletActions.js'

beforeAll(() => loadReportChecks())

/** Connects through a wallet whose connection fails with `error`; resolves with what ConnectingExternal is given. */
async function failedConnection(error: unknown) {
  const store = createStore(testState())
  const session = createSession({ store, storage: createMemoryStorage(), preferredNetworkId: null })
  const registry = createConnectorRegistry()
  const { connector } = createFakeConnector('page')
  connector.connect = () => Promise.reject(error)
  registry.add(connector)
  const wallet = createWalletActions({
    store,
    actions: { push: () => {} } as unknown as Actions,
    session,
    registry,
    host: {} as HostApiClient,
    storage: createMemoryStorage(),
    walletConnect: { get: () => undefined, current: () => undefined },
    decideApproval: () => {},
  })
  wallet.connect(connector.info.id)
  await expect.poll(() => store.get().connecting?.phase).toBe('error')
  return store.get().connecting
}

describe('a host wallet’s failed connection', () => {
  test('behavior: the wallet’s own words are drawn cleaned and bounded (issue 21.8)', async () => {
    const phishing = `\u202eClaim your reward\u200b at evil.example\n${'!'.repeat(300)}`
    const connecting = await failedConnection({ code: -32000, message: phishing })
    expect(connecting?.message).toBe(`Claim your reward at evil.example ${'!'.repeat(125)}…`)
    expect(connecting?.message).toHaveLength(160)
  })

  test('behavior: a reason with nothing left to draw says the wallet gave none', async () => {
    expect((await failedConnection({ code: -32000, message: '\u200b\u202e' }))?.message).toBe(
      'The wallet gave no reason',
    )
  })
})
