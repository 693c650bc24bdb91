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

/** Wallet actions over an empty registry; `pushed` records the views pushed. */
function walletActionsWithoutWallets() {
  const store = createStore(testState())
  const session = createSession({ store, storage: createMemoryStorage(), preferredNetworkId: null })
  const pushed: string[] = []
  const wallet = createWalletActions({
    store,
    actions: { push: (view: string) => pushed.push(view) } as unknown as Actions,
    session,
    registry: createConnectorRegistry(),
    host: {} as HostApiClient,
    storage: createMemoryStorage(),
    walletConnect: { get: () => undefined, current: () => undefined },
    decideApproval: () => {},
  })
  return { store, wallet, pushed }
}

describe('connect', () => {
  test('error: a wallet id without a connector fails as a connection does, with SPEC §8’s message', () => {
    const { store, wallet, pushed } = walletActionsWithoutWallets()
    wallet.connect('io.gone')
    expect(store.get().connecting).toEqual({
      walletId: 'io.gone',
      name: '',
      icon: '',
      phase: 'error',
      message: 'Adapter not found',
    })
    expect(pushed).toEqual(['ConnectingExternal'])
  })

  test('behavior: its retry keeps what the failed attempt showed of the wallet', () => {
    const { store, wallet } = walletActionsWithoutWallets()
    store.set({
      connecting: { walletId: 'io.gone', name: 'Gone', icon: 'data:,', phase: 'error', message: 'x' },
    })
    wallet.connect('io.gone')
    expect(store.get().connecting).toMatchObject({
      name: 'Gone',
      icon: 'data:,',
      message: 'Adapter not found',
    })
  })
})

describe('switchNetwork', () => {
  test('error: a network that is not one of the app’s is 4902, SPEC §8’s message', async () => {
    const { wallet } = walletActionsWithoutWallets()
    await expect(wallet.switchNetwork('eip155:5')).rejects.toMatchObject({
      code: 4902,
      message: 'Chain is not supported',
    })
  })
})
