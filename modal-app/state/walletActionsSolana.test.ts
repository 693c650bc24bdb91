import { beforeAll, describe, expect, test } from 'vitest'
import type { HostApiClient } from '../../shared/protocol.js'
import { createConnectorRegistry } from '../connectors/registry.js'
import { createSolanaStandardConnector } from '../connectors/walletStandard/solanaStandardConnector.js'
import type { Actions } from '../navigation/actions.js'
import { createMemoryStorage } from '../storage/context.js'
import { solana, testConfig, testState } from '../store/appStateFixture.js'
import { toModalState } from '../store/modalState.js'
import { createStore } from '../store/store.js'
import { createSession, loadReportChecks } from './session.js'
import { createWalletActions } from './walletActions.js'

// The wallet reports' checks: a chunk the modal loads after `ready`, and every path to `accept` waits for it.
beforeAll(() => loadReportChecks())

const ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const devnet = {
  ...solana,
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
}

describe('switchNetwork on solana', () => {
  test('behavior: a connected Solana account moves to the chosen Solana network, keeping its address', async () => {
    const store = createStore(
      testState({ config: testConfig({ networks: [solana, devnet], defaultNetwork: solana }) }),
    )
    const session = createSession({ store, storage: createMemoryStorage(), preferredNetworkId: null })
    const provider = { request: async () => ({}), on: () => {}, removeListener: () => {}, emit: () => {} }
    const connector = createSolanaStandardConnector(
      { uuid: 'ws:solana:1', name: 'P', icon: '', rdns: '' },
      provider,
    )
    session.accept(connector, { address: ADDRESS })
    const wallet = createWalletActions({
      store,
      actions: {} as Actions,
      session,
      registry: createConnectorRegistry(),
      host: {} as HostApiClient,
      storage: createMemoryStorage(),
      walletConnect: { get: () => undefined, current: () => undefined },
      decideApproval: () => {},
    })
    await wallet.switchNetwork(devnet.caipNetworkId)
    expect(toModalState(store.get())).toMatchObject({
      namespace: 'solana',
      status: 'connected',
      address: ADDRESS,
      caipAddress: `${devnet.caipNetworkId}:${ADDRESS}`,
    })
  })
})
