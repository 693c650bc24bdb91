import { beforeAll, describe, expect, test } from 'vitest'
import { getBuiltinNetwork } from '../config/networks.js'
import { createConnectorEvents } from '../connectors/connectorEvents.js'
import { createFakeConnector } from '../connectors/fakeConnector.js'
import type { BitcoinAccount, BitcoinConnector } from '../connectors/types.js'
import { walletStandardInfo } from '../rpc/walletStandardInfo.js'
import { createMemoryStorage } from '../storage/context.js'
import { mainnet, solana, testState } from '../store/appStateFixture.js'
import { toModalState } from '../store/modalState.js'
import { createStore } from '../store/store.js'
import { createSession, loadReportChecks } from './session.js'

// The wallet reports' checks: a chunk the modal loads after `ready`, and every path to `accept` waits for it.
beforeAll(() => loadReportChecks())

const bitcoinTestnet = getBuiltinNetwork('bip122:000000000933ea01ad0ee984209779ba')!
const TESTNET_ADDRESS = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'
/** BIP-350's testnet P2TR vector: an ordinals (taproot) address on Bitcoin testnet. */
const TESTNET_TAPROOT = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c'
const EVM_ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

function fakeBitcoinConnector() {
  const events = createConnectorEvents<BitcoinAccount>()
  const connector: BitcoinConnector = {
    namespace: 'bip122',
    info: { id: 'ws:bitcoin:1', name: 'Test Bitcoin Wallet', icon: '', type: 'ANNOUNCED' },
    storageKey: 'name:Test Bitcoin Wallet',
    connect: async () => ({ address: TESTNET_ADDRESS }),
    restore: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    request: async () => null,
    onEvent: events.on,
  }
  return { connector, emit: events.emit }
}

function setup() {
  const store = createStore(testState({}, { networks: [mainnet, solana, bitcoinTestnet] }))
  const session = createSession({ store, storage: createMemoryStorage(), preferredNetworkId: null })
  return { store, session }
}

describe('session on the bip122 namespace', () => {
  test('default: a Bitcoin account connects on the app’s Bitcoin network, beside a connected eip155 wallet', () => {
    const { store, session } = setup()
    session.accept(createFakeConnector('a').connector, { address: EVM_ADDRESS, chainId: 1 })
    expect(session.accept(fakeBitcoinConnector().connector, { address: TESTNET_ADDRESS })).toBe(true)
    expect(store.get().accounts.eip155).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
    expect(toModalState(store.get())).toMatchObject({
      namespace: 'bip122',
      address: TESTNET_ADDRESS,
      caipAddress: `bip122:000000000933ea01ad0ee984209779ba:${TESTNET_ADDRESS}`,
    })
  })

  test('behavior: the modal’s Wallet Standard wallet lists the Bitcoin chains and the account with its key', () => {
    const { store, session } = setup()
    const publicKey = new Uint8Array(33).fill(3)
    session.accept(fakeBitcoinConnector().connector, { address: TESTNET_ADDRESS, publicKey })
    const chains = [bitcoinTestnet.caipNetworkId, 'bitcoin:testnet']
    expect(walletStandardInfo(store.get())).toMatchObject({
      chains: [solana.caipNetworkId, 'solana:mainnet', ...chains],
      accounts: [
        {
          address: TESTNET_ADDRESS,
          publicKey,
          chains,
          features: ['bitcoin:signMessage', 'bitcoin:signTransaction'],
        },
      ],
    })
  })

  test('behavior: the wallet’s ordinals account is kept beside the payment one, which stays the address shown; the modal’s wallet lists it second', () => {
    const { store, session } = setup()
    const ordinals = { address: TESTNET_TAPROOT, publicKey: new Uint8Array(32).fill(4) }
    expect(session.accept(fakeBitcoinConnector().connector, { address: TESTNET_ADDRESS, ordinals })).toBe(
      true,
    )
    expect(toModalState(store.get())).toMatchObject({ address: TESTNET_ADDRESS })
    expect(store.get().accounts.bip122?.ordinals).toEqual(ordinals)
    expect(walletStandardInfo(store.get()).accounts.map(({ address }) => address)).toEqual([
      TESTNET_ADDRESS,
      TESTNET_TAPROOT,
    ])
  })

  test('error: an ordinals address of another network is dropped; the payment account connects', () => {
    const { store, session } = setup()
    const mainnetTaproot = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'
    expect(
      session.accept(fakeBitcoinConnector().connector, {
        address: TESTNET_ADDRESS,
        ordinals: { address: mainnetTaproot },
      }),
    ).toBe(true)
    expect(store.get().accounts.bip122).toMatchObject({ address: TESTNET_ADDRESS, ordinals: undefined })
    expect(walletStandardInfo(store.get()).accounts.map(({ address }) => address)).toEqual([TESTNET_ADDRESS])
  })

  test('behavior: ending bip122 leaves eip155 connected', () => {
    const { store, session } = setup()
    session.accept(createFakeConnector('a').connector, { address: EVM_ADDRESS, chainId: 1 })
    session.accept(fakeBitcoinConnector().connector, { address: TESTNET_ADDRESS })
    session.end('bip122')
    expect(store.get().accounts.bip122?.status).toBe('disconnected')
    expect(store.get().accounts.eip155).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
  })

  test.each([
    ['a mainnet address on Bitcoin testnet', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['an address with a bad checksum', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k8'],
    ['an EVM address', EVM_ADDRESS],
  ])('error: %s is refused and changes nothing', (_, address) => {
    const { store, session } = setup()
    expect(session.accept(fakeBitcoinConnector().connector, { address })).toBe(false)
    expect(store.get().accounts.bip122).toBeUndefined()
  })
})
