import { beforeAll, describe, expect, test, vi } from 'vitest'
import type { HostApiClient } from '../../shared/protocol.js'
import { getBuiltinNetwork } from '../config/networks.js'
import { createConnectorRegistry } from '../connectors/registry.js'
import { createBitcoinStandardConnector } from '../connectors/walletStandard/bitcoinStandardConnector.js'
import type { Actions } from '../navigation/actions.js'
import { createMemoryStorage } from '../storage/context.js'
import { testConfig, testState } from '../store/appStateFixture.js'
import { toModalState } from '../store/modalState.js'
import { createStore } from '../store/store.js'
import { createSession, loadReportChecks } from './session.js'
import { createWalletActions } from './walletActions.js'

// The wallet reports' checks: a chunk the modal loads after `ready`, and every path to `accept` waits for it.
beforeAll(() => loadReportChecks())

const TESTNET_ADDRESS = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'
const bitcoin = getBuiltinNetwork('bip122:000000000019d6689c085ae165831e93')!
const testnet = getBuiltinNetwork('bip122:000000000933ea01ad0ee984209779ba')!
const regtest = {
  ...testnet,
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
}

function connectedOnTestnet() {
  const store = createStore(
    testState({ config: testConfig({ networks: [testnet, bitcoin, regtest], defaultNetwork: testnet }) }),
  )
  const storage = createMemoryStorage()
  const session = createSession({ store, storage, preferredNetworkId: null })
  const disconnected = vi.fn(async () => null)
  const provider = { request: disconnected, on: () => {}, removeListener: () => {}, emit: () => {} }
  const connector = createBitcoinStandardConnector(
    { uuid: 'ws:bitcoin:1', name: 'B', icon: '', rdns: '' },
    provider,
  )
  session.accept(connector, { address: TESTNET_ADDRESS })
  const showConnect = vi.fn()
  const wallet = createWalletActions({
    store,
    actions: { showConnect } as unknown as Actions,
    session,
    storage,
    registry: createConnectorRegistry(),
    host: {} as HostApiClient,
    walletConnect: { get: () => undefined, current: () => undefined },
    decideApproval: () => {},
  })
  return { store, wallet, showConnect, disconnected }
}

describe('switchNetwork on bip122', () => {
  test('behavior: a Bitcoin account whose address is also the chosen network’s moves there', async () => {
    const { store, wallet } = connectedOnTestnet()
    await wallet.switchNetwork(regtest.caipNetworkId)
    expect(toModalState(store.get())).toMatchObject({
      status: 'connected',
      caipAddress: `${regtest.caipNetworkId}:${TESTNET_ADDRESS}`,
    })
  })

  test('behavior: a testnet account is not shown on Bitcoin mainnet: it ends, and Connect opens there', async () => {
    const { store, wallet, showConnect, disconnected } = connectedOnTestnet()
    await wallet.switchNetwork(bitcoin.caipNetworkId)
    expect(toModalState(store.get())).toMatchObject({
      namespace: 'bip122',
      chainId: bitcoin.id,
      status: 'disconnected',
      address: undefined,
    })
    expect(showConnect).toHaveBeenCalled()
    expect(disconnected).toHaveBeenCalledWith({ method: 'standard:disconnect' })
  })
})
